import type { FirewallRule } from '../../api/types';
import {
  describePort,
  describeProtocol,
  describeRuleSource,
  IMPLICIT_DROP_RULES,
  ipListIdOf,
  ruleIpType,
  SPECIAL_SUBNETS,
  type ImplicitDropRule,
} from '../../lib/firewallRule';
import { type ListParamsOf, type SortKeyOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView, filterBy } from '../../ui/list/listView';

export type SourceKind = 'address' | 'provider' | 'list';

export interface RuleRow {
  readonly kind: 'rule';
  readonly rule: FirewallRule;
  /** Position in the server's answer: the order rules were added. */
  readonly order: number;
  readonly ipType: 'v4' | 'v6';
  readonly protocol: string;
  readonly port: string;
  /** Numeric low port for sorting; icmp and "All" sort first. */
  readonly portLow: number;
  readonly source: string;
  readonly sourceKind: SourceKind;
  /** The IP list a `list:` rule refers to, for a link. */
  readonly listId: string | null;
}

interface DropRow {
  kind: 'drop';
  drop: ImplicitDropRule;
}

export type RulesTableRow = RuleRow | DropRow;

export function sourceKindOf(subnet: string): SourceKind {
  if (ipListIdOf(subnet) !== null) return 'list';
  return SPECIAL_SUBNETS.some((special) => special.value === subnet) ? 'provider' : 'address';
}

/**
 * A rule as the table reads it. The port and source texts (parsing the port range, parsing and
 * rewriting the address) are worked out when first asked for, by a row that is shown, searched or
 * sorted on, not for all 10,000 rules before the list can appear; the cheap fields the filters
 * read are set at once.
 */
class LazyRuleRow implements RuleRow {
  readonly kind = 'rule';
  readonly rule: FirewallRule;
  readonly order: number;
  readonly ipType: 'v4' | 'v6';
  readonly protocol: string;
  readonly sourceKind: SourceKind;
  readonly listId: string | null;
  private readonly ipListName: ((id: string) => string | undefined) | undefined;
  private portText: string | undefined;
  private sourceText: string | undefined;

  // No parameter properties: Node's built-in type stripping cannot run them.
  constructor(rule: FirewallRule, order: number, ipListName: ((id: string) => string | undefined) | undefined) {
    this.rule = rule;
    this.order = order;
    // ip_type in either spelling; ipv6-icmp or the subnet when a server leaves it out.
    this.ipType = ruleIpType(rule);
    this.protocol = describeProtocol(rule);
    this.sourceKind = sourceKindOf(rule.subnet);
    this.listId = ipListIdOf(rule.subnet);
    this.ipListName = ipListName;
  }

  get port(): string {
    return (this.portText ??= describePort(this.rule));
  }

  get portLow(): number {
    const low = Number.parseInt(this.rule.port, 10);
    return Number.isNaN(low) || this.port === 'All' ? 0 : low;
  }

  get source(): string {
    return (this.sourceText ??= describeRuleSource(this.rule, this.ipListName));
  }
}

export function toRuleRows(rules: readonly FirewallRule[], ipListName?: (id: string) => string | undefined): RuleRow[] {
  return rules.map((rule, order) => new LazyRuleRow(rule, order, ipListName));
}

/** Found by protocol, port and source (as shown and as stored), description, id and IP version. */
export function ruleSearchText(row: RuleRow): string[] {
  return [
    row.protocol,
    row.port,
    row.rule.port,
    row.source,
    row.rule.subnet,
    row.rule.desc,
    row.rule.id,
    row.ipType === 'v4' ? 'IPv4' : 'IPv6',
  ];
}
/** Rules in the order they were added by default: the order the server lists them. */
const RULE_VIEW = defineListView({
  sort: {
    order: ['asc', sortBy.number((row) => row.order)],
    protocol: ['asc', sortBy.text((row) => row.protocol)],
    port: ['asc', sortBy.number((row) => row.portLow)],
    source: ['asc', sortBy.text((row) => row.source)],
    desc: ['asc', sortBy.text((row) => row.rule.desc)],
  },
  defaultSort: 'order',
  filters: {
    ip: filterBy(['v4', 'v6'], (row: RuleRow) => row.ipType),
    protocol: filterBy(['tcp', 'udp', 'icmp'], (row: RuleRow) => row.protocol.toLowerCase()),
    source: filterBy(['address', 'provider', 'list'], (row: RuleRow) => row.sourceKind),
  },
  searchText: ruleSearchText,
  tieBreak: ['order', sortBy.id((row) => row.rule.id)],
});
export const RULE_LIST = RULE_VIEW.spec;
export type RuleSortKey = SortKeyOf<typeof RULE_LIST>;
export type RuleListParams = ListParamsOf<typeof RULE_LIST>;

/**
 * The rules to show, searched, filtered and sorted, followed by the two permanent drop rules
 * (deny by default). The drop rules stay at the bottom whatever the sort, since that is where
 * they act; a search hides them (they are not rules the user can find or change), the IP version
 * filter keeps the one of that version.
 */
export function visibleRuleRows(rows: readonly RuleRow[], params: RuleListParams): RulesTableRow[] {
  const shown: RulesTableRow[] = RULE_VIEW.visible(rows, params);
  if (params.q.trim() !== '' || params.protocol !== '' || params.source !== '') return shown;
  const drops = IMPLICIT_DROP_RULES.filter((drop) => params.ip === '' || drop.ipType === params.ip);
  return [...shown, ...drops.map((drop): DropRow => ({ kind: 'drop', drop }))];
}
