import type { FirewallGroup, MeasuredBootImage, OsTemplate, RdnsRecord, Vm } from '../../../api/types';
import { checked, type Checked, type PlacedError, type Problems } from '../../../ui/form/useForm';
import { installedErrorWording, isApiError } from '../../../api/errors/errors';
import type { Operation } from '../../../api/errors/operationErrors';
import { errorCode, errorMessage } from '../../../lib/errorText';
import { isBlankName } from '../../../lib/text';

const CHANGE_VM: Operation = { method: 'PATCH', template: '/vm/{vm_id}', item: true };
const DELETE_VM: Operation = { method: 'DELETE', template: '/vm/{vm_id}', item: true };

/**
 * The generic NOT_FOUND says "it" is gone without saying what: for a VM's change or delete, the
 * operation's own 404 sentence names the VM (and what a change refers to). Other codes keep theirs.
 * The sentence comes from the loaded wording, which came with the error: the VM pages do not carry it.
 */
function namedNotFound(error: unknown, operation: Operation): string | null {
  if (!isApiError(error) || error.status !== 404 || error.code !== 'NOT_FOUND') return null;
  return installedErrorWording()?.sentenceFor(operation, 404) ?? null;
}

/** What a refused delete of a VM reads as. */
export function vmDeleteFailure(error: unknown): unknown {
  return namedNotFound(error, DELETE_VM) ?? error;
}

/**
 * The provider's boot-security refusals of PATCH /vm/{id}. The documents name the two UEFI codes but
 * not clearly which way round they apply, so each sentence says what SEV needs both ways.
 */
const SEV_SENTENCES: Record<string, string> = {
  SEV_NOT_SUPPORTED: 'SEV is not available for this VM: its host cluster does not support it.',
  SEV_REQUIRES_UEFI:
    'SEV needs UEFI boot. Switch the boot mode to UEFI before turning SEV on, and turn SEV off before going back to BIOS.',
  SEV_REQUIRED_UEFI:
    'SEV needs UEFI boot. Switch the boot mode to UEFI before turning SEV on, and turn SEV off before going back to BIOS.',
};

/** What a refused change of a VM reads as: the boot-security codes in plain words, else the error's sentence. */
export function vmChangeFailure(error: unknown): string {
  if (isApiError(error)) {
    const sev = SEV_SENTENCES[error.code];
    if (sev) return sev;
  }
  const notFound = namedNotFound(error, CHANGE_VM);
  if (notFound) return notFound;
  return errorMessage(error);
}

/** A refused change of a VM is about the request as a whole (one setting): said above the buttons. */
export function placeVmChangeError(error: unknown): PlacedError<never> {
  return { field: 'form', message: vmChangeFailure(error), code: errorCode(error) };
}

/** Rename: a name with something in it, sent trimmed. */
export function renameRequest(values: { name: string }): Checked<'name', { name: string }> {
  const name = values.name.trim();
  return checked({ name: isBlankName(name) ? 'Enter a name.' : undefined }, { name });
}

/** The item of `choices` whose id was chosen, else `problem` on the field that chose it. */
function chosenOf<F extends string, T extends { id: string }>(
  field: F,
  id: string,
  choices: readonly T[],
  problem: string,
): Checked<F, T> {
  const item = choices.find((candidate) => candidate.id === id);
  return item ? { ok: true, body: item } : { ok: false, problems: { [field]: problem } as Problems<F> };
}

/** Attach: one of the groups offered (the VM's own group is not one of them). */
export const firewallGroupRequest = (values: { groupId: string }, choices: readonly FirewallGroup[]) =>
  chosenOf('groupId', values.groupId, choices, 'Choose a firewall group.');

/** Measured boot: one of the team's images. */
export const measuredBootRequest = (values: { imageId: string }, images: readonly MeasuredBootImage[]) =>
  chosenOf('imageId', values.imageId, images, 'Choose an image.');

/** Reinstall: an offered template, and the VM's name typed exactly (the disk is wiped). */
export function reinstallRequest(
  values: { osId: string; typed: string },
  templates: readonly OsTemplate[],
  vmName: string,
): Checked<'osId' | 'typed', OsTemplate> {
  const template = templates.find((candidate) => String(candidate.id) === values.osId);
  const problems = {
    osId: template ? undefined : 'Choose an operating system.',
    typed: values.typed === vmName ? undefined : 'Type the VM’s name exactly.',
  };
  return template && !problems.typed ? { ok: true, body: template } : { ok: false, problems };
}

export interface DeletionEffects {
  goes: string[];
  stays: string[];
}

/**
 * What deleting a VM takes with it and what stays, as the emulator decides it (the documents are
 * silent): backups go; snapshots stay; a reserved IP is detached and kept; primary addresses are
 * released; VPC and firewall memberships end.
 */
export function deletionEffects(
  vm: Pick<Vm, 'main_ipv4' | 'main_ipv6'> & { firewall_group_id?: unknown },
  related: {
    backupCount: number;
    reservedIps: readonly string[];
    vpcs: readonly string[];
    /** The VM's firewall group by its name, `name: null` when not known here; null when it has none. */
    firewallGroup: { name: string | null } | null;
  },
): DeletionEffects {
  const addresses = [vm.main_ipv4, vm.main_ipv6].filter((address) => address !== '');
  const goes = [
    'Its disk and everything on it.',
    related.backupCount === 0
      ? 'Its backups, if it has any.'
      : `Its ${related.backupCount === 1 ? 'backup' : `${related.backupCount} backups`}.`,
    addresses.length > 0
      ? `Its primary ${addresses.length === 1 ? 'address' : 'addresses'} (${addresses.join(', ')}): released, and may go to someone else.`
      : 'Its primary addresses: released.',
  ];
  if (related.vpcs.length > 0)
    goes.push(`Its place in ${related.vpcs.length === 1 ? 'the VPC' : 'the VPCs'} ${related.vpcs.join(', ')}.`);
  if (related.firewallGroup)
    goes.push(
      related.firewallGroup.name === null
        ? 'Its membership of a firewall group not known here (the group stays).'
        : `Its membership of the firewall group “${related.firewallGroup.name}” (the group stays).`,
    );
  const stays = ['Its snapshots: they belong to the team and can deploy a new VM.'];
  if (related.reservedIps.length > 0) {
    stays.push(
      `${related.reservedIps.length === 1 ? 'The reserved IP' : 'The reserved IPs'} ${related.reservedIps.join(', ')}: detached and kept (and still billed).`,
    );
  } else {
    stays.push('Any reserved IP attached to it: detached and kept.');
  }
  return { goes, stays };
}

export interface RdnsRow {
  ip: string;
  /** The PTR name, or null when the address has none. */
  domain: string | null;
  version: 4 | 6;
}

/**
 * The VM's addresses with their reverse DNS names: its primary IPv4 and IPv6 first, then any other
 * address the server lists (a reserved IP attached to it). An empty domain counts as none.
 */
export function rdnsRows(vm: Pick<Vm, 'main_ipv4' | 'main_ipv6'>, records: readonly RdnsRecord[]): RdnsRow[] {
  const domainOf = new Map(records.map((record) => [record.ip.toLowerCase(), record.domain.trim()]));
  const ips = [vm.main_ipv4, vm.main_ipv6, ...records.map((record) => record.ip)].filter((ip) => ip.trim() !== '');
  const seen = new Set<string>();
  const rows: RdnsRow[] = [];
  for (const ip of ips) {
    const key = ip.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const domain = domainOf.get(key) ?? '';
    rows.push({ ip, domain: domain === '' ? null : domain, version: ip.includes(':') ? 6 : 4 });
  }
  return rows;
}

/** The reverse DNS form: a domain it can send, trimmed. */
export function rdnsRequest(values: { domain: string }): Checked<'domain', { domain: string }> {
  return checked({ domain: domainProblem(values.domain) }, { domain: values.domain.trim() });
}

/** A domain the form can send: letters, digits and hyphens in dot-separated labels, an optional final dot. */
export function domainProblem(domain: string): string | undefined {
  const value = domain.trim().replace(/\.$/, '');
  if (value === '') return 'Enter a domain name.';
  if (value.length > 253) return 'A domain name has at most 253 characters.';
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
  if (!value.includes('.') || !value.split('.').every((part) => label.test(part))) {
    return 'Enter a full domain name, e.g. host.example.com.';
  }
  return undefined;
}
