import type { Vm } from '../../api/types';
import type { BadgeTone } from '../../ui/Badge';

export type VmStatus = Vm['status'];

/** The provider's statuses in words; `taking_snaphot` is the provider's spelling. */
export const VM_STATUS_LABELS: Record<VmStatus, string> = {
  building: 'Building',
  active: 'Active',
  suspended: 'Suspended',
  awaiting_payment: 'Awaiting payment',
  taking_snaphot: 'Taking snapshot',
  restoring: 'Restoring',
  terminating: 'Terminating',
  migrating: 'Migrating',
};

export const VM_STATUSES = Object.keys(VM_STATUS_LABELS) as VmStatus[];

export function vmStatusLabel(status: string): string {
  return (VM_STATUS_LABELS as Record<string, string | undefined>)[status] ?? (status || 'Unknown');
}

export function vmStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'active':
      return 'success';
    case 'suspended':
    case 'terminating':
      return 'danger';
    case 'awaiting_payment':
      return 'warning';
    case 'building':
    case 'taking_snaphot':
    case 'restoring':
    case 'migrating':
      return 'accent';
    default:
      return 'neutral';
  }
}

/** Statuses during which the provider is busy with the VM (shown with a spinner). */
export function isTransitional(status: string): boolean {
  return ['building', 'taking_snaphot', 'restoring', 'terminating', 'migrating'].includes(status);
}

export function powerLabel(power: string | undefined): string {
  if (!power) return 'Unknown';
  return `${power.charAt(0).toLocaleUpperCase()}${power.slice(1)}`;
}

export function powerTone(power: string | undefined): BadgeTone {
  if (power === 'running') return 'success';
  if (power === 'stopped') return 'neutral';
  return 'neutral';
}

/** True while the VM reports an action in progress: other actions are refused (VM_BUSY) meanwhile. */
export function actionRunning(vm: Pick<Vm, 'active_action_id' | 'status'>): boolean {
  return vm.active_action_id !== null || vm.status === 'taking_snaphot';
}

export type PowerActionName = 'stop' | 'reboot' | 'snapshot' | 'enable-bgp' | 'disable-bgp';

const PROGRESS: Record<PowerActionName, string> = {
  stop: 'Stopping…',
  reboot: 'Rebooting…',
  snapshot: 'Taking snapshot…',
  'enable-bgp': 'Enabling BGP…',
  'disable-bgp': 'Disabling BGP…',
};

/**
 * What to say while an action runs. The VM says only that something runs (`active_action_id`),
 * so the action this page sent (if any) names it; `taking_snaphot` names itself.
 */
export function progressText(vm: Pick<Vm, 'active_action_id' | 'status'>, sentHere: PowerActionName | null): string | null {
  if (!actionRunning(vm)) return null;
  if (vm.status === 'taking_snaphot') return PROGRESS.snapshot;
  if (sentHere) return PROGRESS[sentHere];
  return 'Action in progress…';
}
