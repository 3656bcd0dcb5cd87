import { RESERVED_IP_NAME_MAX } from '../../api/resources/reservedIps';
import { isApiError } from '../../api/errors/errors';
import { placeRefusal } from '../../api/errors/refusals';
import { formatIp, parseIp } from '../../lib/ip';
import { isolatedText } from '../../ui/page/detail';
import { IP_VERSION_LABELS, versionOfAddress, type IpVersion } from '../../lib/ipVersion';
import { sameLocation } from '../../lib/locations';
import type { ReservedIp, Vm } from '../../api/types';
import { errorMessage } from '../../lib/errorText';
import type { PlacedError } from '../../ui/form/useForm';
import { isBlankName } from '../../lib/text';

export { RESERVED_IP_NAME_MAX };

/**
 * A name is optional on create and convert: without one the server names the reserved IP after its
 * address. Its length (64) is the server's to refuse: the live counter turns red past it, and
 * IP_NAME_TOO_LONG lands on the field. A rename keeps asking for a name.
 */
export function renameProblem(name: string): string | undefined {
  return isBlankName(name) ? 'Enter a name for this reserved IP.' : undefined;
}

export function placeRenameError(error: unknown): PlacedError<'name'> {
  return placeRefusal(
    error,
    // The only value a rename sends is the name: a code-less 400 is about it.
    { byCode: { IP_NAME_TOO_LONG: 'name', INVALID_NAME: 'name' }, byCodelessStatus: { 400: 'name' } },
    { IP_NAME_TOO_LONG: `The name is too long for a reserved IP. Use ${RESERVED_IP_NAME_MAX} characters or fewer.` },
  );
}

// ---- Convert (endpoint 13)

export type ConvertField = 'ip_address' | 'name';

export function convertRequest(values: {
  ip_address: string;
  name: string;
}):
  | { ok: true; body: { ip_address: string; name?: string } }
  | { ok: false; problems: Partial<Record<ConvertField, string>> } {
  const problems: Partial<Record<ConvertField, string>> = {};
  const address = values.ip_address.trim();
  const ip = parseIp(address);
  if (address === '') problems.ip_address = 'Enter the VM’s primary IPv4 address.';
  else if (ip === null)
    problems.ip_address = `${address} is not an IPv4 address. Write it as four numbers, e.g. 192.0.2.10.`;
  else if (ip.family !== 4) problems.ip_address = 'Only a VM’s primary IPv4 address can be converted, not an IPv6 one.';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const name = values.name.trim();
  return { ok: true, body: { ip_address: address, ...(isBlankName(name) ? {} : { name }) } };
}

export function placeConvertError(error: unknown): PlacedError<ConvertField> {
  return placeRefusal(
    error,
    {
      byCode: {
        INVALID_IP_ADDRESS: 'ip_address',
        IP_NOT_PRIMARY: 'ip_address',
        IP_ALREADY_RESERVED: 'ip_address',
        IP_NAME_TOO_LONG: 'name',
        INVALID_NAME: 'name',
      },
      // The API answers these three cases with one code-less 404, all about the address.
      byCodelessStatus: { 404: 'ip_address' },
    },
    {
      IP_NAME_TOO_LONG: `The name is too long for a reserved IP. Use ${RESERVED_IP_NAME_MAX} characters or fewer.`,
      INSUFFICIENT_BALANCE:
        'Your account balance is too low to reserve this address: reserving is charged to it. Add funds, then convert again.',
      RESERVED_IP_QUOTA_EXCEEDED:
        'This team has reached its reserved IP quota. Delete a reserved IP you no longer need, or ask the provider for a higher quota.',
      IP_NOT_PRIMARY: 'That address is not the primary IPv4 of a VM in this team. Check the address on the VM’s page.',
      IP_ALREADY_RESERVED: 'That address is already a reserved IP. It is in the list.',
    },
  );
}

// ---- Create (POST /network/reserved_ips)

export type CreateField = 'location' | 'name' | 'ip_type';

export interface CreateValues {
  location: string;
  name: string;
  ip_type: IpVersion;
}

/** Create form → request: a location is needed; the name is optional (the address names it then). */
export function createRequest(
  values: CreateValues,
  /** A version the location refused earlier in this session (unsupportedKinds.ts). */
  refusedHere: (location: string, kind: IpVersion) => boolean = () => false,
):
  | { ok: true; body: { location: string; name?: string; ip_type: IpVersion } }
  | { ok: false; problems: Partial<Record<CreateField, string>> } {
  const location = values.location.trim();
  if (location === '') return { ok: false, problems: { location: 'Choose or type a location.' } };
  if (refusedHere(location, values.ip_type))
    return { ok: false, problems: { ip_type: notOfferedHere(values.ip_type, location) } };
  const name = values.name.trim();
  return { ok: true, body: { location, ...(isBlankName(name) ? {} : { name }), ip_type: values.ip_type } };
}

/** Why a version is not offered in a location: the server said so earlier in this session. */
export function notOfferedHere(kind: IpVersion, location: string): string {
  const other = IP_VERSION_LABELS[kind === 'ipv4' ? 'ipv6' : 'ipv4'];
  return `${IP_VERSION_LABELS[kind]} cannot be reserved in ${location}: the server refused it earlier in this session. Choose ${other}.`;
}

// ---- Attach: a reserved IP is routed to a VM's address of its own version.

/** The version of a reserved IP: its address's (an IPv6 reservation is written as its /64's network address). */
export function reservationKind(reservedIp: Pick<ReservedIp, 'ip_addr'>): IpVersion {
  return versionOfAddress(reservedIp.ip_addr) ?? 'ipv4';
}

/** The VM's address a reserved IP of `kind` is routed to, or null when the VM has none of that version. */
export function anchorOf(vm: Pick<Vm, 'main_ipv4' | 'main_ipv6'>, kind: IpVersion): string | null {
  const address = (kind === 'ipv6' ? vm.main_ipv6 : vm.main_ipv4)?.trim() ?? '';
  return address !== '' && versionOfAddress(address) === kind ? address : null;
}

/**
 * The VMs a reserved IP can be attached to: in its location (a VM whose location the server does not
 * say too: the server refuses another location) and with an address of its version.
 */
export function attachCandidates<V extends Pick<Vm, 'main_ipv4' | 'main_ipv6'> & { location?: string | null }>(
  vms: readonly V[],
  reservedIp: Pick<ReservedIp, 'ip_addr' | 'location'>,
): V[] {
  const kind = reservationKind(reservedIp);
  return vms.filter(
    (vm) => (!vm.location || sameLocation(vm.location, reservedIp.location)) && anchorOf(vm, kind) !== null,
  );
}

/** How each version is reserved, in the create form's words. */
export const IP_VERSION_CHOICES: readonly { value: IpVersion; label: string; description: string }[] = [
  { value: 'ipv4', label: 'IPv4', description: 'One public IPv4 address (a /32).' },
  {
    value: 'ipv6',
    label: 'IPv6',
    description:
      'A /64 IPv6 network routed to the VM it is attached to: one reservation covers the whole block of addresses.',
  },
];

export function placeCreateError(error: unknown, location: string): PlacedError<CreateField> {
  return placeRefusal(
    error,
    {
      byCode: {
        UNSUPPORTED_LOCATION: 'location',
        RESOURCE_NOT_AVAILABLE: 'location',
        NOT_SUPPORTED: 'ip_type',
        INVALID_IP_TYPE: 'ip_type',
        IP_NAME_TOO_LONG: 'name',
        INVALID_NAME: 'name',
      },
    },
    {
      UNSUPPORTED_LOCATION: `Reserved IPs are not offered in ${location || 'this location'}. Choose another location.`,
      RESOURCE_NOT_AVAILABLE: `No free address is left in ${location || 'this location'} right now. Try again later or choose another location.`,
      NOT_SUPPORTED: 'This IP version cannot be reserved here. Choose the other version.',
      IP_NAME_TOO_LONG: `The name is too long for a reserved IP. Use ${RESERVED_IP_NAME_MAX} characters or fewer.`,
      INSUFFICIENT_BALANCE: 'Your account balance is too low: reserving is charged to it. Add funds, then try again.',
      RESERVED_IP_QUOTA_EXCEEDED:
        'This team has reached its reserved IP quota. Delete a reserved IP you no longer need, or ask for a higher quota.',
    },
  );
}

// ---- Attach (extension PATCH anchor_ip)

export type AttachField = 'vm';

export function anchorProblem(text: string, kind: IpVersion = 'ipv4'): string | undefined {
  const address = text.trim();
  if (address === '') return `Enter the ${IP_VERSION_LABELS[kind]} address of the VM to attach to.`;
  const ip = parseIp(address);
  if (ip === null) return `${address} is not an IP address.`;
  return versionOfAddress(address) === kind
    ? undefined
    : `This reserved IP is ${IP_VERSION_LABELS[kind]}: enter the VM’s ${IP_VERSION_LABELS[kind]} address.`;
}

export function placeAttachError(error: unknown, location: string): PlacedError<AttachField> {
  return placeRefusal(
    error,
    { byCode: { INVALID_LOCATION: 'vm', NO_ANCHOR_IP: 'vm', INVALID_IP_ADDRESS: 'vm' } },
    {
      INVALID_LOCATION: `That VM is in another location. This reserved IP is in ${location}, and can only be attached to a VM there.`,
      NO_ANCHOR_IP:
        'No VM in this team has that address of this reserved IP’s version. Enter the main address of that version of one of your VMs.',
      RESERVED_IP_ALREADY_ATTACHED:
        'This reserved IP was attached to a VM in the meantime. Detach it first, then attach it where you want it.',
    },
  );
}

/** Delete and detach refusals, in the dialog. */
export function releaseErrorMessage(error: unknown, attachedTo: string | undefined): string {
  if (isApiError(error) && error.code === 'UNABLE_TO_DETACH_PRIMARY_IP') {
    return `This reserved IP is the primary address of ${attachedTo ?? 'its VM'}, so it cannot be detached or released while the VM uses it.`;
  }
  return errorMessage(error);
}

// ---- Addresses already reserved: the convert picker marks them, and the form says so
// before sending, since the API refuses converting one (a bare 404, IP_ALREADY_RESERVED in the emulator).

/** The team's reservation of `address`, if the reserved IPs listed hold one. */
export function reservationOf<R extends { ip_addr: string }>(
  reservedIps: readonly R[] | undefined,
  address: string,
): R | undefined {
  const ip = parseIp(address.trim());
  if (!ip) return undefined;
  const wanted = formatIp(ip.family, ip.bytes);
  return (reservedIps ?? []).find((reserved) => {
    const held = parseIp(reserved.ip_addr.trim());
    return held !== null && formatIp(held.family, held.bytes) === wanted;
  });
}

/** convertRequest, refusing an address the team has already reserved, named by its reservation. */
export function convertRequestKnowing(
  values: { ip_address: string; name: string },
  reservedIps: readonly { ip_addr: string; name: string }[] | undefined,
): ReturnType<typeof convertRequest> {
  const result = convertRequest(values);
  if (!result.ok) return result;
  const reserved = reservationOf(reservedIps, result.body.ip_address);
  return reserved
    ? {
        ok: false,
        problems: {
          ip_address: `${result.body.ip_address} is already reserved, as “${isolatedText(reserved.name, 64)}”.`,
        },
      }
    : result;
}
