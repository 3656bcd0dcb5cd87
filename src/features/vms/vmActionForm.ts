import type { VmActionInput } from '../../api/vms';

export const SNAPSHOT_NAME_MAX = 255;
export const SNAPSHOT_DESC_MAX = 255;

/** Stop or reboot: `force_stop` is sent only when asked for, so the default stays the provider's. */
export function powerRequest(action: 'stop' | 'reboot', force: boolean): VmActionInput {
  return force ? { action, force_stop: true } : { action };
}

export type SnapshotField = 'name' | 'desc';

/** Snapshot dialog → body. An empty name is left out (the provider names it); text is trimmed. */
export function snapshotRequest(values: { name: string; desc: string }):
  | { ok: true; body: VmActionInput }
  | { ok: false; problems: Partial<Record<SnapshotField, string>> } {
  const name = values.name.trim();
  const desc = values.desc.trim();
  const problems: Partial<Record<SnapshotField, string>> = {};
  if (name.length > SNAPSHOT_NAME_MAX) problems.name = `Use at most ${SNAPSHOT_NAME_MAX} characters.`;
  if (desc.length > SNAPSHOT_DESC_MAX) problems.desc = `Use at most ${SNAPSHOT_DESC_MAX} characters.`;
  if (problems.name || problems.desc) return { ok: false, problems };
  return { ok: true, body: { action: 'snapshot', ...(name ? { name } : {}), ...(desc ? { desc } : {}) } };
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
