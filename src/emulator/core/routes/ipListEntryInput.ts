import { parseCidr } from '../../../lib/ip';
import { badRequest } from '../failure';
import type { FirewallIpType, FixtureIpListEntry } from '../fixture';
import type { FieldReader } from '../jsonBody';

const FULL_PREFIX: Record<FirewallIpType, number> = { v4: 32, v6: 128 };

/**
 * An entry's `type` and canonical `value`: a bare address for a single host (`/32`, `/128`), else
 * `network/len` with host bits cleared, so that two spellings of one range count as duplicates.
 * `/0` would open the list to everyone, which a list is never meant to do.
 */
export function readIpListEntry(body: FieldReader): Pick<FixtureIpListEntry, 'type' | 'value'> {
  const text = body.string('value').trim();
  const requestedType = body.optionalString('type');
  const cidr = parseCidr(text);
  if (cidr === null || cidr.prefix === 0) return badRequest('INVALID_IP_LIST_ENTRY');
  const type: FirewallIpType = cidr.family === 4 ? 'v4' : 'v6';
  if (requestedType !== undefined && requestedType !== type) return badRequest('INVALID_IP_LIST_ENTRY');
  const value = cidr.prefix === FULL_PREFIX[type] ? cidr.network : `${cidr.network}/${cidr.prefix}`;
  return { type, value };
}
