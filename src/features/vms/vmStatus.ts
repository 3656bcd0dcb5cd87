import type { Vm } from '../../api/types';
import type { BadgeTone } from '../../ui/values/Badge';

export type VmStatus = Vm['status'];

/** The provider's statuses in words; `taking_snaphot` is the provider's spelling. */
const VM_STATUS_LABELS: Record<VmStatus, string> = {
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

/**
 * The status in the API's documented spelling: `taking_snaphot` is how the API writes it, and
 * `taking_snapshot` (the correct spelling, which a fixed server may send) is read as the same status.
 */
export function normalVmStatus(status: string | undefined): string {
  return status === 'taking_snapshot' ? 'taking_snaphot' : (status ?? '');
}

export function vmStatusLabel(status: string | undefined): string {
  const normal = normalVmStatus(status);
  return (VM_STATUS_LABELS as Record<string, string | undefined>)[normal] ?? (normal || 'Unknown');
}

export function vmStatusTone(status: string | undefined): BadgeTone {
  switch (normalVmStatus(status)) {
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

const TRANSITIONAL: Partial<Record<string, string>> = {
  building: 'Building…',
  taking_snaphot: 'Taking snapshot…',
  restoring: 'Restoring…',
  terminating: 'Terminating…',
  migrating: 'Migrating…',
};

/** Statuses during which the provider is busy with the VM (shown with a spinner, polled until they settle). */
export function isTransitional(status: string | undefined): boolean {
  return TRANSITIONAL[normalVmStatus(status)] !== undefined;
}

/** The fields the console reads to know whether the VM is busy; the live API may leave `active_action_id` out. */
export interface VmActivity {
  active_action_id?: string | null;
  status?: string;
}

/**
 * True while the VM is busy: an action runs (`active_action_id` set; absent or null means none) or
 * its status is a transitional one. The page polls meanwhile and offers no other action.
 */
export function actionRunning(vm: VmActivity): boolean {
  return (vm.active_action_id !== undefined && vm.active_action_id !== null) || isTransitional(vm.status);
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
 * What to say while the VM is busy. A transitional status names itself; otherwise the VM says only
 * that something runs (`active_action_id`), so the action this page sent (if any) names it.
 */
export function progressText(vm: VmActivity, sentHere: PowerActionName | null): string | null {
  if (!actionRunning(vm)) return null;
  const status = TRANSITIONAL[normalVmStatus(vm.status)];
  if (status) return status;
  if (sentHere) return PROGRESS[sentHere];
  return 'Action in progress…';
}
