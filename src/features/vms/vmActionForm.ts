import type { VmActionInput } from '../../api/vms/vms';
import { isBlankName } from '../../lib/text';

export const SNAPSHOT_NAME_MAX = 255;
export const SNAPSHOT_DESC_MAX = 255;

/** Stop or reboot: `force_stop` is sent only when asked for, so the default stays the provider's. */
export function powerRequest(action: 'stop' | 'reboot', force: boolean): VmActionInput {
  return force ? { action, force_stop: true } : { action };
}

export type SnapshotField = 'name' | 'desc';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The name the snapshot form starts with, `<vm>-YYYYMMDD-HHMM` in the browser's local time: the API
 * requires a name, and this one sorts by time and says which VM it is of. The user may change it.
 */
export function defaultSnapshotName(vmName: string, now: Date = new Date()): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  const base = vmName.trim().slice(0, SNAPSHOT_NAME_MAX - stamp.length - 1);
  return base === '' ? `snapshot-${stamp}` : `${base}-${stamp}`;
}

/** Snapshot dialog → body. The name is required (the API refuses a snapshot without one); text is trimmed. */
export function snapshotRequest(values: {
  name: string;
  desc: string;
}): { ok: true; body: VmActionInput } | { ok: false; problems: Partial<Record<SnapshotField, string>> } {
  const name = values.name.trim();
  const desc = values.desc.trim();
  const problems: Partial<Record<SnapshotField, string>> = {};
  if (isBlankName(name)) problems.name = 'Enter a name for the snapshot.';
  else if (name.length > SNAPSHOT_NAME_MAX) problems.name = `Use at most ${SNAPSHOT_NAME_MAX} characters.`;
  if (desc.length > SNAPSHOT_DESC_MAX) problems.desc = `Use at most ${SNAPSHOT_DESC_MAX} characters.`;
  if (problems.name || problems.desc) return { ok: false, problems };
  return { ok: true, body: { action: 'snapshot', name, ...(desc ? { desc } : {}) } };
}

const DONE: Record<VmActionInput['action'], (name: string, force: boolean) => string> = {
  stop: (name, force) => (force ? `${name} was forced off.` : `Stopping ${name}.`),
  reboot: (name, force) => (force ? `${name} was forced to restart.` : `Rebooting ${name}.`),
  snapshot: (name) => `Taking a snapshot of ${name}.`,
  'enable-bgp': (name) => `BGP enabled on ${name}.`,
  'disable-bgp': (name) => `BGP disabled on ${name}.`,
};

/** The toast after the API accepted an action. */
export function actionToast(input: VmActionInput, name: string): string {
  const force = 'force_stop' in input && input.force_stop === true;
  return DONE[input.action](name, force);
}
