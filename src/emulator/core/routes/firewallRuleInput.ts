import { parseCidr } from '../../../lib/ip';
import { parsePortSpec } from '../../../lib/port';
import { badRequest } from '../failure';
import type { FirewallIpType, FixtureFirewallRule, StoredFirewallProtocol } from '../fixture';
import type { FieldReader } from '../jsonBody';
import { isSpecialSubnet } from '../../../lib/firewallRule';
import { isUuid } from '../../../lib/uuid';
import type { TeamState } from '../state';
import { checkDescription, DESCRIPTION_MAX } from '../validation';

/** The five provider range names (provider-extensions.md), exact spelling. */

export const IP_LIST_SUBNET_PREFIX = 'list:';

export function ipListSubnet(ipListId: string): string {
  return `${IP_LIST_SUBNET_PREFIX}${ipListId}`;
}

const MAX_PREFIX: Record<FirewallIpType, number> = { v4: 32, v6: 128 };
const PREFIX_TEXT = /^(?:0|[1-9]\d{0,2})$/;

/**
 * README API notes: table 4.1 omits `ip_type`, so when it is absent it is inferred from an address
 * or CIDR in `subnet`, and is `v4` for a provider name or an IP list (which fit either family).
 */
function readIpType(body: FieldReader, subnetText: string): FirewallIpType {
  const text = body.optionalString('ip_type');
  if (text === undefined) return parseCidr(subnetText)?.family === 6 ? 'v6' : 'v4';
  if (text !== 'v4' && text !== 'v6') return badRequest('INVALID_IP_TYPE');
  return text;
}

type RequestedProtocol = 'tcp' | 'udp' | 'icmp';

function readProtocol(body: FieldReader): RequestedProtocol {
  const text = body.string('protocol');
  if (text !== 'tcp' && text !== 'udp' && text !== 'icmp') return badRequest('INVALID_PROTOCOL');
  return text;
}

/** The provider stores icmp on a v6 rule under its real protocol name. */
function storedProtocol(protocol: RequestedProtocol, ipType: FirewallIpType): StoredFirewallProtocol {
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

/** Provider names and IP lists carry no prefix of their own (README API notes: `"0"`). */
function requireZeroSize(text: string): void {
  readPrefixLength(text, 0);
}

/** `subnet` and `subnet_size` as stored: network address without `/len` and the prefix length as text. */
function readSource(
  body: FieldReader,
  subnetText: string,
  ipType: FirewallIpType,
  team: TeamState,
): { subnet: string; subnet_size: string } {
  const sizeText = body.numericText('subnet_size');

  if (isSpecialSubnet(subnetText)) {
    requireZeroSize(sizeText);
    return { subnet: subnetText, subnet_size: '0' };
  }
  if (subnetText.startsWith(IP_LIST_SUBNET_PREFIX)) {
    const listId = subnetText.slice(IP_LIST_SUBNET_PREFIX.length);
    if (!isUuid(listId)) return badRequest('INVALID_SUBNET');
    const list = team.ipLists.find((candidate) => candidate.id.toLowerCase() === listId.toLowerCase());
    if (list === undefined) return badRequest('IP_LIST_NOT_FOUND');
    requireZeroSize(sizeText);
    return { subnet: ipListSubnet(list.id), subnet_size: '0' };
  }

  const written = parseCidr(subnetText);
  if (written === null || `v${written.family}` !== ipType) return badRequest('INVALID_SUBNET');
  const prefix = readPrefixLength(sizeText, MAX_PREFIX[ipType]);
  if (subnetText.includes('/') && written.prefix !== prefix) return badRequest('INVALID_SUBNET_SIZE');
  const network = parseCidr(`${written.address}/${prefix}`);
  if (network === null) return badRequest('INVALID_SUBNET'); // unreachable: both parts were checked
  return { subnet: network.network, subnet_size: String(prefix) };
}

/**
 * The body of endpoint 9, checked field by field in the order a form shows them, returned in the
 * stored (canonical) form that duplicate detection compares.
 */
export function readNewFirewallRule(body: FieldReader, team: TeamState): Omit<FixtureFirewallRule, 'id'> {
  const subnetText = body.string('subnet');
  const ipType = readIpType(body, subnetText);
  const protocol = storedProtocol(readProtocol(body), ipType);
  const port = readPort(body, protocol);
  const source = readSource(body, subnetText, ipType, team);
  const desc = checkDescription(body.optionalString('desc') ?? '', DESCRIPTION_MAX);
  return { ip_type: ipType, protocol, port, ...source, desc };
}

export function isSameRule(a: Omit<FixtureFirewallRule, 'id' | 'desc'>, b: Omit<FixtureFirewallRule, 'id' | 'desc'>): boolean {
  return (
    a.ip_type === b.ip_type &&
    a.protocol === b.protocol &&
    a.port === b.port &&
    a.subnet === b.subnet &&
    a.subnet_size === b.subnet_size
  );
}
