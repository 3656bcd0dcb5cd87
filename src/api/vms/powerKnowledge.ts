/**
 * What the console knows of a VM's power, and where from. The provider's VM has no power state (its
 * `status` is the service's lifecycle), so power is pieced together from what was seen:
 * - a VPC's `attached_vms[].power_status`,
 * - the VM object's `power_status`, where a server sends it (not documented),
 * - what a console connection reported (connected ⇒ on, "not running" ⇒ off),
 * - what this console did (a stop accepted ⇒ off, a reboot accepted ⇒ on).
 * The newest report decides the state; the source named is the one that first said it, so a later
 * read that only agrees (the VPC reread after a stop) does not hide what changed it.
 */

export type PowerState = 'on' | 'off';

export type PowerSource =
  | { kind: 'vpc'; vpcName: string }
  | { kind: 'server' }
  | { kind: 'console' }
  | { kind: 'action'; action: 'stop' | 'reboot' };

export interface PowerReport {
  state: PowerState;
  source: PowerSource;
  /** Milliseconds since the epoch. */
  at: number;
}

export type PowerKnowledge = { state: 'unknown'; source: null; at: null } | PowerReport;

export const UNKNOWN_POWER: PowerKnowledge = { state: 'unknown', source: null, at: null };

/** A `power_status` in words the console can act on; anything else (absent, unfamiliar) says nothing. */
export function powerStateOf(power: string | null | undefined): PowerState | null {
  if (power === 'running') return 'on';
  if (power === 'stopped') return 'off';
  return null;
}

/** What the reports say together: the newest decides, named by the first report of its unbroken agreement. */
export function knownPower(reports: readonly PowerReport[]): PowerKnowledge {
  const newestFirst = [...reports].sort((a, b) => b.at - a.at);
  const newest = newestFirst[0];
  if (!newest) return UNKNOWN_POWER;
  let first = newest;
  for (const report of newestFirst) {
    if (report.state !== newest.state) break;
    first = report;
  }
  return first;
}

/** "just now", "2 min ago", "3 h ago", "2 days ago". */
export function ageText(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** Where the knowledge comes from, in a few words: "you stopped it", "seen in VPC prod-ams". */
export function sourceText(source: PowerSource): string {
  switch (source.kind) {
    case 'vpc':
      return `seen in VPC ${source.vpcName}`;
    case 'server':
      return 'reported by the server';
    case 'console':
      return 'seen by the console';
    case 'action':
      return source.action === 'stop' ? 'you stopped it' : 'you rebooted it';
  }
}

/** The source in a list's narrow cell: "VPC prod-ams", "you stopped it". */
export function shortSourceText(source: PowerSource): string {
  return source.kind === 'vpc' ? `VPC ${source.vpcName}` : source.kind === 'console' ? 'console' : sourceText(source);
}

export function powerStateLabel(state: PowerKnowledge['state']): string {
  return state === 'on' ? 'On' : state === 'off' ? 'Off' : 'Unknown';
}

/** "Off · you stopped it 2 min ago"; null when nothing is known. */
export function powerText(power: PowerKnowledge, now: number): string | null {
  if (power.state === 'unknown') return null;
  return `${powerStateLabel(power.state)} · ${sourceText(power.source)} ${ageText(power.at, now)}`;
}

/** The one plain sentence for a VM nothing has reported on. */
export const POWER_NOT_REPORTED =
  'Not reported by the API: it gives no power state, and no VPC or console has said it yet.';

/** The power each VPC's attached VMs report, by VM id in lower case, read at `at`; other teams' VMs left out. */
export function vpcPowerReports(
  vpcs: readonly { name: string; attached_vms?: readonly VpcAttachedPower[] }[] | undefined,
  at: number,
  teamId: string,
): Map<string, PowerReport> {
  const reports = new Map<string, PowerReport>();
  for (const vpc of vpcs ?? []) {
    for (const vm of vpc.attached_vms ?? []) {
      // `default` cannot tell a team's own VMs from those of teams it shares a VPC with: it keeps them all.
      if (teamId !== 'default' && vm.owner_team.id !== teamId) continue;
      const state = powerStateOf(vm.power_status);
      const key = vm.id.toLowerCase();
      if (state && !reports.has(key)) reports.set(key, { state, source: { kind: 'vpc', vpcName: vpc.name }, at });
    }
  }
  return reports;
}

export interface VpcAttachedPower {
  id: string;
  power_status?: string | null;
  owner_team: { id: string };
}

/** Every report on one VM: its VPCs', the server's own field, and what this console remembers. */
export function powerOf(
  vmId: string,
  sources: {
    vpcs: ReadonlyMap<string, PowerReport>;
    memory: ReadonlyMap<string, readonly PowerReport[]>;
    server?: PowerReport | null;
  },
): PowerKnowledge {
  const key = vmId.toLowerCase();
  const vpc = sources.vpcs.get(key);
  return knownPower([
    ...(vpc ? [vpc] : []),
    ...(sources.server ? [sources.server] : []),
    ...(sources.memory.get(key) ?? []),
  ]);
}
