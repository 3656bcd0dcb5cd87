// The firewall rule form (endpoint 9): checks a draft the way the emulator
// will, explains each problem next to its field, and builds the request body in
// the stored (canonical) form, so a duplicate is caught before the request and
// what the user sees after saving is what they were told would be stored.
// Also the display text for stored rules and the two implicit drop rules.

import { parseCidr, parseIp } from './ip';
import { readIpVersion, versionOfAddress } from './ipVersion';
import { parsePortSpec, portProblemMessage } from './port';
import { characterCount } from './text';
import { isUuid } from './uuid';

export type SpecialSubnet = 'Cloudflare' | 'Onidel' | 'HetrixTools' | 'CloudFront' | 'UptimeRobot';

export interface SpecialSubnetInfo {
  value: SpecialSubnet;
  label: string;
  description: string;
}

/** The five provider range names (the contract's `FirewallRule.subnet`); `value` is the exact spelling the API expects. */
export const SPECIAL_SUBNETS: readonly SpecialSubnetInfo[] = Object.freeze([
  { value: 'Cloudflare', label: 'Cloudflare', description: 'CDN/proxy' },
  { value: 'Onidel', label: 'Onidel', description: 'hosting provider' },
  { value: 'HetrixTools', label: 'HetrixTools', description: 'uptime/monitoring' },
  { value: 'CloudFront', label: 'CloudFront', description: 'CDN' },
  { value: 'UptimeRobot', label: 'UptimeRobot', description: 'uptime monitoring' },
]);

const IP_LIST_SUBNET_PREFIX = 'list:';

/** Endpoint 10's limit; docs/api-notes.md applies it to create as well. */
export const RULE_DESC_MAX = 255;

export type RuleIpType = 'v4' | 'v6';
export type RuleProtocol = 'tcp' | 'udp' | 'icmp';

type RuleSource =
  { kind: 'address'; text: string } | { kind: 'special'; name: SpecialSubnet } | { kind: 'ipList'; listId: string };

/**
 * A rule being written. It has no IP version of its own: the API takes none on create and gives a
 * rule the version of its source (an address's family; for a provider range or an IP list, the
 * server decides).
 */
export interface RuleDraft {
  protocol: RuleProtocol;
  /** Ignored for icmp, which has no ports. */
  port: string;
  source: RuleSource;
  desc: string;
}

/** A rule as the API returns it; only the fields that make two rules the same. */
export interface FirewallRuleLike {
  /** `v4`/`v6` as rules are documented; `ipv4`/`ipv6` read too. */
  ip_type?: string;
  protocol: string;
  port: string;
  subnet: string;
  /** A string in the contract; some provider responses carry a number. */
  subnet_size: string | number;
}

/**
 * Endpoint 9's body without `team_id`, which the API client adds. No `ip_type`: the API has no such
 * request field and takes the version from the subnet. `subnet_size` is a numeric string, which
 * every revision of the API accepts (one documents a string, the other an integer or a numeric string).
 */
export interface FirewallRuleCreateBody {
  protocol: RuleProtocol;
  port?: string;
  subnet: string;
  subnet_size: string;
  desc?: string;
}

export type RuleDraftErrors = Partial<Record<'port' | 'source' | 'desc' | 'form', string>>;

export type RuleDraftResult =
  /** `ipType`: the version the source shows (an address), or null when the server decides. */
  | { ok: true; body: FirewallRuleCreateBody; ipType: RuleIpType | null; notices: string[] }
  | { ok: false; errors: RuleDraftErrors };

const FAMILY_NAME: Record<RuleIpType, string> = { v4: 'IPv4', v6: 'IPv6' };
const FAMILY_EXAMPLE: Record<RuleIpType, string> = { v4: '203.0.113.0/24', v6: '2001:db8::/32' };
const MAX_PREFIX: Record<RuleIpType, number> = { v4: 32, v6: 128 };

export function isSpecialSubnet(text: string): text is SpecialSubnet {
  return SPECIAL_SUBNETS.some((special) => special.value === text);
}

/** The IP list id of a `list:<uuid>` subnet, or null for any other subnet. */
export function ipListIdOf(subnet: string): string | null {
  return subnet.startsWith(IP_LIST_SUBNET_PREFIX) ? subnet.slice(IP_LIST_SUBNET_PREFIX.length) : null;
}

type SourceResult =
  | { ok: true; subnet: string; subnet_size: string; ipType: RuleIpType | null; notices: string[] }
  | { ok: false; problem: string };

function explainUnparsableAddress(text: string): string {
  const lowered = text.toLowerCase();
  const special = SPECIAL_SUBNETS.find((candidate) => candidate.value.toLowerCase() === lowered);
  if (special !== undefined) {
    return `${special.value} is a provider range: choose it under "Provider" instead of typing it.`;
  }
  if (lowered.startsWith(IP_LIST_SUBNET_PREFIX))
    return 'To use an IP list, choose it under "IP list" instead of typing it.';

  const parts = text.split('/');
  const address = parts.length === 2 ? parseIp(parts[0] ?? '') : null;
  if (address !== null) {
    const max = MAX_PREFIX[address.family === 4 ? 'v4' : 'v6'];
    return `The prefix length after the slash must be a whole number from 0 to ${max}.`;
  }
  return `${text} is not an IP address or CIDR range. Use a form such as ${FAMILY_EXAMPLE.v4} or ${FAMILY_EXAMPLE.v6}.`;
}

function resolveAddressSource(text: string): SourceResult {
  const trimmed = text.trim();
  if (trimmed === '') {
    return {
      ok: false,
      problem: `Enter an IPv4 or IPv6 address or CIDR range, such as ${FAMILY_EXAMPLE.v4} or ${FAMILY_EXAMPLE.v6}.`,
    };
  }

  const cidr = parseCidr(trimmed);
  if (cidr === null) return { ok: false, problem: explainUnparsableAddress(trimmed) };

  const ipType: RuleIpType = cidr.family === 4 ? 'v4' : 'v6';
  const family = FAMILY_NAME[ipType];
  const stored = `${cidr.network}/${cidr.prefix}`;
  const notices: string[] = [];
  // The provider clears host bits; saying so up front avoids a rule that seems
  // to have changed by itself after saving.
  if (cidr.hostBitsSet) notices.push(`Host bits are set: ${stored} will be stored.`);
  if (cidr.prefix === 0) notices.push(`This rule allows every ${family} address (${stored}).`);
  return { ok: true, subnet: cidr.network, subnet_size: String(cidr.prefix), ipType, notices };
}

function resolveSource(source: RuleSource): SourceResult {
  switch (source.kind) {
    case 'address':
      return resolveAddressSource(source.text);
    case 'special':
      // The name comes from a select, but a stale or hand-built draft must not reach the API.
      if (!isSpecialSubnet(source.name)) return { ok: false, problem: 'Choose a provider.' };
      return { ok: true, subnet: source.name, subnet_size: '0', ipType: null, notices: [] };
    case 'ipList': {
      const listId = source.listId.trim();
      if (!isUuid(listId)) return { ok: false, problem: 'Choose an IP list.' };
      return { ok: true, subnet: `${IP_LIST_SUBNET_PREFIX}${listId}`, subnet_size: '0', ipType: null, notices: [] };
    }
  }
}

/**
 * A stored rule's IP version: its `ip_type` in either spelling, else `v6` for `ipv6-icmp` (ICMP on a
 * v6 subnet is stored that way), else the family of its subnet; `v4` when nothing tells.
 */
export function ruleIpType(rule: Pick<FirewallRuleLike, 'ip_type' | 'protocol' | 'subnet'>): RuleIpType {
  const declared = readIpVersion(rule.ip_type);
  if (declared) return declared === 'ipv6' ? 'v6' : 'v4';
  if (rule.protocol.toLowerCase() === 'ipv6-icmp') return 'v6';
  return versionOfAddress(rule.subnet) === 'ipv6' ? 'v6' : 'v4';
}

/**
 * The fields that make two rules the same, in one canonical spelling, so a
 * stored rule written by another client (number subnet_size, `ipv6-icmp`,
 * upper-case list id, host bits set) still matches the draft it duplicates.
 * An address carries its IP version; a provider range or a list is the same
 * rule whatever version the server filed it under, since a draft cannot choose one.
 */
function ruleIdentity(rule: FirewallRuleLike): string {
  const rawProtocol = rule.protocol.toLowerCase();
  const protocol = rawProtocol === 'ipv6-icmp' ? 'icmp' : rawProtocol;
  const parsedPort = parsePortSpec(rule.port.trim());
  const port = protocol === 'icmp' ? '' : parsedPort.ok ? parsedPort.text : rule.port.trim();

  const size = String(rule.subnet_size).trim();
  let subnet = rule.subnet.trim();
  let subnetSize = size;
  let family = '';
  const listId = ipListIdOf(subnet);
  if (listId !== null) {
    subnet = `${IP_LIST_SUBNET_PREFIX}${listId.toLowerCase()}`;
    subnetSize = '0';
  } else if (isSpecialSubnet(subnet)) {
    subnetSize = '0';
  } else {
    const cidr = parseCidr(subnet.includes('/') ? subnet : `${subnet}/${size}`);
    if (cidr !== null) {
      subnet = cidr.network;
      subnetSize = String(cidr.prefix);
      family = cidr.family === 4 ? 'v4' : 'v6';
    }
  }
  return JSON.stringify([family, protocol, port, subnet, subnetSize]);
}

/** Whether two rules are the same rule (protocol, port and source), however each is spelt. */
export function isSameRule(a: FirewallRuleLike, b: FirewallRuleLike): boolean {
  return ruleIdentity(a) === ruleIdentity(b);
}

/**
 * Checks every field at once so the form can mark all problems together; the
 * duplicate check runs only once the fields are valid, since it compares their
 * canonical form.
 */
export function validateRuleDraft(draft: RuleDraft, existingRules: readonly FirewallRuleLike[]): RuleDraftResult {
  const errors: RuleDraftErrors = {};

  let port: string | undefined;
  if (draft.protocol !== 'icmp') {
    const parsed = parsePortSpec(draft.port.trim());
    if (parsed.ok) port = parsed.text;
    else errors.port = portProblemMessage(parsed.problem);
  }

  const source = resolveSource(draft.source);
  if (!source.ok) errors.source = source.problem;

  const desc = draft.desc.trim();
  const descLength = characterCount(desc);
  if (descLength > RULE_DESC_MAX) {
    errors.desc = `The description can have at most ${RULE_DESC_MAX} characters; it has ${descLength}.`;
  }

  if (!source.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const body: FirewallRuleCreateBody = {
    protocol: draft.protocol,
    ...(port === undefined ? {} : { port }),
    subnet: source.subnet,
    subnet_size: source.subnet_size,
    ...(desc === '' ? {} : { desc }),
  };

  const identity = ruleIdentity({ ...body, port: body.port ?? '' });
  if (existingRules.some((rule) => ruleIdentity(rule) === identity)) {
    return {
      ok: false,
      errors: {
        form: 'An identical rule already exists in this group (same protocol, port and source). To change its description, edit that rule instead.',
      },
    };
  }
  return { ok: true, body, ipType: source.ipType, notices: source.notices };
}

/**
 * The source of a stored rule as a person reads it: "203.0.113.0/24",
 * "Cloudflare (CDN/proxy)" or "IP list Office". `ipListName` looks a list up
 * by id; an unknown list (deleted, or not loaded yet) is shown by its id.
 */
export function describeRuleSource(
  rule: Pick<FirewallRuleLike, 'subnet' | 'subnet_size'>,
  ipListName?: (listId: string) => string | undefined,
): string {
  const listId = ipListIdOf(rule.subnet);
  if (listId !== null) return `IP list ${ipListName?.(listId) ?? listId}`;

  const special = SPECIAL_SUBNETS.find((candidate) => candidate.value === rule.subnet);
  if (special !== undefined) return `${special.label} (${special.description})`;

  const size = String(rule.subnet_size).trim();
  const cidr = parseCidr(rule.subnet.includes('/') ? rule.subnet : `${rule.subnet}/${size}`);
  // The written address is kept (not the network) so the page shows what is stored.
  return cidr === null ? rule.subnet : `${cidr.address}/${cidr.prefix}`;
}

function isIcmp(protocol: string): boolean {
  const lowered = protocol.toLowerCase();
  return lowered === 'icmp' || lowered === 'ipv6-icmp';
}

/** "22", "8000–8080" (en dash, as ranges are typeset), or "All" for icmp and for a rule without a port. */
export function describePort(rule: Pick<FirewallRuleLike, 'protocol' | 'port'>): string {
  const text = rule.port.trim();
  if (isIcmp(rule.protocol) || text === '') return 'All';
  const parsed = parsePortSpec(text);
  if (!parsed.ok) return text;
  return parsed.low === parsed.high ? String(parsed.low) : `${parsed.low}–${parsed.high}`;
}

/** "TCP", "UDP", "ICMP"; icmp stored on a v6 rule as `ipv6-icmp` reads "ICMP" like the one the user chose. */
export function describeProtocol(rule: Pick<FirewallRuleLike, 'protocol'>): string {
  return isIcmp(rule.protocol) ? 'ICMP' : rule.protocol.toUpperCase();
}

export interface ImplicitDropRule {
  /** A stable React key that cannot collide with a rule's UUID. */
  key: 'implicit-drop-v4' | 'implicit-drop-v6';
  ipType: RuleIpType;
  action: 'drop';
  protocol: 'All';
  port: 'All';
  source: string;
  desc: string;
}

/**
 * The group is deny by default: the provider ends every group with these two
 * permanent rules, which the API does not list. The console draws them below
 * the real rules so nobody wonders why unlisted traffic is refused.
 */
export const IMPLICIT_DROP_RULES: readonly ImplicitDropRule[] = Object.freeze([
  Object.freeze({
    key: 'implicit-drop-v4',
    ipType: 'v4',
    action: 'drop',
    protocol: 'All',
    port: 'All',
    source: 'Any (0.0.0.0/0)',
    desc: 'Drops all IPv4 traffic not allowed above. Permanent.',
  } as const),
  Object.freeze({
    key: 'implicit-drop-v6',
    ipType: 'v6',
    action: 'drop',
    protocol: 'All',
    port: 'All',
    source: 'Any (::/0)',
    desc: 'Drops all IPv6 traffic not allowed above. Permanent.',
  } as const),
]);
