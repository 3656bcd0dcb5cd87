import { parseCidr } from '../../../lib/ip';
import { parsePortSpec } from '../../../lib/port';
import { badRequest } from '../failure';
import type { FirewallIpType, FixtureFirewallRule, StoredFirewallProtocol } from '../fixture';
import type { FieldReader } from '../jsonBody';
import { isSpecialSubnet } from '../../../lib/firewallRule';
import { isUuid } from '../../../lib/uuid';
import type { TeamState } from '../state';
import { checkDescription, DESCRIPTION_MAX } from '../validation';

export const IP_LIST_SUBNET_PREFIX = 'list:';

export function ipListSubnet(ipListId: string): string {
  return `${IP_LIST_SUBNET_PREFIX}${ipListId}`;
}

const MAX_PREFIX: Record<FirewallIpType, number> = { v4: 32, v6: 128 };
const PREFIX_TEXT = /^(?:0|[1-9]\d{0,2})$/;

type RequestedProtocol = 'tcp' | 'udp' | 'icmp' | 'ipv6-icmp';

function readProtocol(body: FieldReader): RequestedProtocol {
  const text = body.string('protocol');
  if (text !== 'tcp' && text !== 'udp' && text !== 'icmp' && text !== 'ipv6-icmp')
    return badRequest('INVALID_PROTOCOL');
  return text;
}

/**
 * The create body has no IP version (src/api/openapi.yaml): it follows from an address or CIDR in
 * `subnet`. A provider name or an IP list fits either family, so there `ipv6-icmp` asks for v6
 * and anything else is v4. An `ip_type` a client sends anyway is ignored.
 */
function ipTypeOf(subnetText: string, protocol: RequestedProtocol): FirewallIpType {
  const written = parseCidr(subnetText);
  if (written !== null) return written.family === 6 ? 'v6' : 'v4';
  return protocol === 'ipv6-icmp' ? 'v6' : 'v4';
}

/** ICMP on a v6 rule is stored and answered as `ipv6-icmp`; `ipv6-icmp` on a v4 source makes no sense. */
function storedProtocol(protocol: RequestedProtocol, ipType: FirewallIpType): StoredFirewallProtocol {
  if (protocol === 'ipv6-icmp' && ipType === 'v4') return badRequest('INVALID_PROTOCOL');
  return protocol === 'icmp' && ipType === 'v6' ? 'ipv6-icmp' : protocol;
}

function readPort(body: FieldReader, protocol: StoredFirewallProtocol): string {
  const text = body.optionalString('port');
  if (protocol === 'icmp' || protocol === 'ipv6-icmp') {
    if (text !== undefined && text !== '') return badRequest('PORT_NOT_ALLOWED');
    return '';
  }
  if (text === undefined) return badRequest('MISSING_FIELD');
  const port = parsePortSpec(text);
  if (!port.ok) return badRequest('INVALID_PORT');
  return port.text;
}

function readPrefixLength(text: string, max: number): number {
  if (!PREFIX_TEXT.test(text)) return badRequest('INVALID_SUBNET_SIZE');
  const prefix = Number(text);
  if (prefix > max) return badRequest('INVALID_SUBNET_SIZE');
  return prefix;
}

/** Provider names and IP lists carry no prefix of their own (docs/api-notes.md, `subnet_size`: `"0"`). */
function requireZeroSize(text: string): void {
  readPrefixLength(text, 0);
}

/**
 * `subnet` and `subnet_size` as stored: network address without `/len` and the prefix length as a
 * number. `subnet_size` may arrive as a number or as a numeric string (live clients send both).
 */
function readSource(
  body: FieldReader,
  subnetText: string,
  ipType: FirewallIpType,
  team: TeamState,
): { subnet: string; subnet_size: number } {
  const sizeText = body.numericText('subnet_size');

  if (isSpecialSubnet(subnetText)) {
    requireZeroSize(sizeText);
    return { subnet: subnetText, subnet_size: 0 };
  }
  if (subnetText.startsWith(IP_LIST_SUBNET_PREFIX)) {
    const listId = subnetText.slice(IP_LIST_SUBNET_PREFIX.length);
    if (!isUuid(listId)) return badRequest('INVALID_SUBNET');
    const list = team.ipLists.find((candidate) => candidate.id.toLowerCase() === listId.toLowerCase());
    if (list === undefined) return badRequest('IP_LIST_NOT_FOUND');
    requireZeroSize(sizeText);
    return { subnet: ipListSubnet(list.id), subnet_size: 0 };
  }

  const written = parseCidr(subnetText);
  if (written === null || `v${written.family}` !== ipType) return badRequest('INVALID_SUBNET');
  const prefix = readPrefixLength(sizeText, MAX_PREFIX[ipType]);
  if (subnetText.includes('/') && written.prefix !== prefix) return badRequest('INVALID_SUBNET_SIZE');
  const network = parseCidr(`${written.address}/${prefix}`);
  if (network === null) return badRequest('INVALID_SUBNET'); // unreachable: both parts were checked
  return { subnet: network.network, subnet_size: prefix };
}

/**
 * The body of endpoint 9, checked field by field in the order a form shows them, returned in the
 * stored (canonical) form that duplicate detection compares.
 */
export function readNewFirewallRule(body: FieldReader, team: TeamState): Omit<FixtureFirewallRule, 'id'> {
  const subnetText = body.string('subnet');
  const requested = readProtocol(body);
  const ipType = ipTypeOf(subnetText, requested);
  const protocol = storedProtocol(requested, ipType);
  const port = readPort(body, protocol);
  const source = readSource(body, subnetText, ipType, team);
  const desc = checkDescription(body.optionalString('desc') ?? '', DESCRIPTION_MAX);
  return { ip_type: ipType, protocol, port, ...source, desc };
}

export function isSameRule(
  a: Omit<FixtureFirewallRule, 'id' | 'desc'>,
  b: Omit<FixtureFirewallRule, 'id' | 'desc'>,
): boolean {
  return (
    a.ip_type === b.ip_type &&
    a.protocol === b.protocol &&
    a.port === b.port &&
    a.subnet === b.subnet &&
    a.subnet_size === b.subnet_size
  );
}
