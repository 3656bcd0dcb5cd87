import { RESERVED_IP_NAME_MAX } from '../../api/reservedIps';
import { isApiError } from '../../api/errors';
import { parseIp } from '../../lib/ip';
import { errorMessage } from '../../ui/errorText';

export { RESERVED_IP_NAME_MAX };

/** Characters as the server counts them (an emoji is one). */


/** Where an API error belongs on a form: on a field when the code names one, else above the buttons. */
export interface PlacedError<F extends string> {
  field: F | 'form';
  message: string;
  code: string | undefined;
}

function place<F extends string>(error: unknown, fields: Record<string, F>, messages: Record<string, string> = {}): PlacedError<F> {
  const code = isApiError(error) ? error.code : undefined;
  const field = code ? fields[code] : undefined;
  const message = (code && messages[code]) || errorMessage(error);
  return { field: field ?? 'form', message, code };
}

/**
 * The name's length is a provider fact (64), not the spec's: the live counter turns red past it,
 * but the server decides, and its IP_NAME_TOO_LONG lands on the field.
 */
export function nameProblem(name: string): string | undefined {
  return name.trim() === '' ? 'Enter a name for this reserved IP.' : undefined;
}

// ---- Convert (endpoint 13)

export type ConvertField = 'ip_address' | 'name';

export function convertRequest(values: { ip_address: string; name: string }):
  | { ok: true; body: { ip_address: string; name: string } }
  | { ok: false; problems: Partial<Record<ConvertField, string>> } {
  const problems: Partial<Record<ConvertField, string>> = {};
  const address = values.ip_address.trim();
  const ip = parseIp(address);
  if (address === '') problems.ip_address = 'Enter the VM’s primary IPv4 address.';
  else if (ip === null) problems.ip_address = `${address} is not an IPv4 address. Write it as four numbers, e.g. 192.0.2.10.`;
  else if (ip.family !== 4) problems.ip_address = 'Only a VM’s primary IPv4 address can be converted, not an IPv6 one.';
  const name = nameProblem(values.name);
  if (name) problems.name = name;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { ip_address: address, name: values.name.trim() } };
}

export function placeConvertError(error: unknown): PlacedError<ConvertField> {
  return place<ConvertField>(
    error,
    { INVALID_IP_ADDRESS: 'ip_address', IP_NOT_PRIMARY: 'ip_address', IP_ALREADY_RESERVED: 'ip_address', IP_NAME_TOO_LONG: 'name', INVALID_NAME: 'name' },
    {
      IP_NAME_TOO_LONG: `The name is too long for a reserved IP. Use ${RESERVED_IP_NAME_MAX} characters or fewer.`,
      INSUFFICIENT_BALANCE:
        'Your account balance is too low to reserve this address: the first month is charged at once. Add funds, then convert again.',
      RESERVED_IP_QUOTA_EXCEEDED:
        'This team has reached its reserved IP quota. Delete a reserved IP you no longer need, or ask the provider for a higher quota.',
      IP_NOT_PRIMARY: 'That address is not the primary IPv4 of a VM in this team. Check the address on the VM’s page.',
      IP_ALREADY_RESERVED: 'That address is already a reserved IP. It is in the list.',
    },
  );
}

// ---- Create (extension POST /network/reserved_ips)

export type CreateField = 'location' | 'name' | 'ip_type';

export function placeCreateError(error: unknown, location: string): PlacedError<CreateField> {
  return place<CreateField>(
    error,
    { UNSUPPORTED_LOCATION: 'location', RESOURCE_NOT_AVAILABLE: 'location', NOT_SUPPORTED: 'ip_type', INVALID_IP_TYPE: 'ip_type', IP_NAME_TOO_LONG: 'name', INVALID_NAME: 'name' },
    {
      UNSUPPORTED_LOCATION: `Reserved IPs are not offered in ${location || 'this location'}. Choose another location.`,
      RESOURCE_NOT_AVAILABLE: `No free address is left in ${location || 'this location'} right now. Try again later or choose another location.`,
      NOT_SUPPORTED: 'This kind of reserved IP is not offered here. Choose IPv4.',
      IP_NAME_TOO_LONG: `The name is too long for a reserved IP. Use ${RESERVED_IP_NAME_MAX} characters or fewer.`,
      INSUFFICIENT_BALANCE: 'Your account balance is too low: the first month is charged at once. Add funds, then try again.',
      RESERVED_IP_QUOTA_EXCEEDED: 'This team has reached its reserved IP quota. Delete a reserved IP you no longer need, or ask for a higher quota.',
    },
  );
}

// ---- Attach (extension PATCH anchor_ip)

export type AttachField = 'vm';

export function anchorProblem(text: string): string | undefined {
  const address = text.trim();
  if (address === '') return 'Enter an IP address of the VM to attach to.';
  return parseIp(address) === null ? `${address} is not an IP address.` : undefined;
}

export function placeAttachError(error: unknown, location: string): PlacedError<AttachField> {
  return place<AttachField>(
    error,
    { INVALID_LOCATION: 'vm', NO_ANCHOR_IP: 'vm', INVALID_IP_ADDRESS: 'vm' },
    {
      INVALID_LOCATION: `That VM is in another location. This reserved IP is in ${location}, and can only be attached to a VM there.`,
      NO_ANCHOR_IP: 'No VM in this team has that address. Enter the main IPv4 or IPv6 address of one of your VMs.',
      RESERVED_IP_ALREADY_ATTACHED: 'This reserved IP was attached to a VM in the meantime. Detach it first, then attach it where you want it.',
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
