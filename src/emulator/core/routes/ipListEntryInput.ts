import { parseCidr } from '../../../lib/ip';
import { badRequest } from '../failure';
import type { FixtureIpListEntry, IpListEntryType } from '../fixture';
import type { FieldReader } from '../jsonBody';

const FULL_PREFIX: Record<IpListEntryType, number> = { ipv4: 32, ipv6: 128 };

/**
 * An entry's `type` and canonical `value`: a bare address for a single host (`/32`, `/128`), else
 * `network/len` with host bits cleared, so that two spellings of one range count as duplicates.
 * `/0` would open the list to everyone, which a list is never meant to do. `type` (`ipv4`/`ipv6`)
 * is optional and detected from the value; when sent it must agree with it.
 */
export function readIpListEntry(body: FieldReader): Pick<FixtureIpListEntry, 'type' | 'value'> {
  const text = body.string('value').trim();
  const requestedType = body.optionalString('type');
  const cidr = parseCidr(text);
  if (cidr === null || cidr.prefix === 0) return badRequest('INVALID_IP_LIST_ENTRY');
  const type: IpListEntryType = cidr.family === 4 ? 'ipv4' : 'ipv6';
  if (requestedType !== undefined && requestedType !== type) return badRequest('INVALID_IP_LIST_ENTRY');
  const value = cidr.prefix === FULL_PREFIX[type] ? cidr.network : `${cidr.network}/${cidr.prefix}`;
  return { type, value };
}
