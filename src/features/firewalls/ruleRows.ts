import type { FirewallRule } from '../../api/types';
import {
  describePort,
  describeProtocol,
  describeRuleSource,
  IMPLICIT_DROP_RULES,
  ipListIdOf,
  SPECIAL_SUBNETS,
  type ImplicitDropRule,
} from '../../lib/firewallRule';
import { by, compareId, compareNumber, compareText, defineListSpec, filterAndSort, thenBy, type ListParams } from '../../ui/list';

export type SourceKind = 'address' | 'provider' | 'list';

export interface RuleRow {
  kind: 'rule';
  rule: FirewallRule;
  /** Position in the server's answer: the order rules were added. */
  order: number;
  ipType: 'v4' | 'v6';
  protocol: string;
  port: string;
  /** Numeric low port for sorting; icmp and "All" sort first. */
  portLow: number;
  source: string;
  sourceKind: SourceKind;
  /** The IP list a `list:` rule refers to, for a link. */
  listId: string | null;
}

export interface DropRow {
  kind: 'drop';
  drop: ImplicitDropRule;
}

export type RulesTableRow = RuleRow | DropRow;

export function sourceKindOf(subnet: string): SourceKind {
  if (ipListIdOf(subnet) !== null) return 'list';
  return SPECIAL_SUBNETS.some((special) => special.value === subnet) ? 'provider' : 'address';
}

export function toRuleRows(rules: readonly FirewallRule[], ipListName?: (id: string) => string | undefined): RuleRow[] {
  return rules.map((rule, order) => {
    const port = describePort(rule);
    const low = Number.parseInt(rule.port, 10);
    return {
      kind: 'rule',
      rule,
      order,
      ipType: rule.ip_type,
      protocol: describeProtocol(rule),
      port,
      portLow: Number.isNaN(low) || port === 'All' ? 0 : low,
      source: describeRuleSource(rule, ipListName),
      sourceKind: sourceKindOf(rule.subnet),
      listId: ipListIdOf(rule.subnet),
    };
  });
}

/** Rules in the order they were added by default: the order the server lists them. */
export const RULE_LIST = defineListSpec({
  sort: { order: 'asc', protocol: 'asc', port: 'asc', source: 'asc', desc: 'asc' },
  defaultSort: 'order',
  filters: { ip: ['v4', 'v6'], protocol: ['tcp', 'udp', 'icmp'], source: ['address', 'provider', 'list'] },
});
export type RuleSortKey = 'order' | 'protocol' | 'port' | 'source' | 'desc';
export type RuleListParams = ListParams<RuleSortKey, 'ip' | 'protocol' | 'source'>;

const searchText = (row: RuleRow) => [row.protocol, row.port, row.rule.port, row.source, row.rule.subnet, row.rule.desc, row.rule.id, row.ipType === 'v4' ? 'IPv4' : 'IPv6'];
const byOrder = by<RuleRow, number>((row) => row.order, compareNumber);
const compare = {
  order: byOrder,
  protocol: by<RuleRow, string>((row) => row.protocol, compareText),
  port: by<RuleRow, number>((row) => row.portLow, compareNumber),
  source: by<RuleRow, string>((row) => row.source, compareText),
  desc: by<RuleRow, string>((row) => row.rule.desc, compareText),
};
const tieBreak = thenBy(byOrder, by<RuleRow, string>((row) => row.rule.id, compareId));

/**
 * The rules to show, searched, filtered and sorted, followed by the two permanent drop rules
 * (deny by default). The drop rules stay at the bottom whatever the sort, since that is where
 * they act; a search hides them (they are not rules the user can find or change), the IP version
 * filter keeps the one of that version.
 */
export function visibleRuleRows(rows: readonly RuleRow[], params: RuleListParams): RulesTableRow[] {
  const narrowed = rows.filter(
    (row) =>
      (params.ip === '' || row.ipType === params.ip) &&
      (params.protocol === '' || row.protocol.toLowerCase() === params.protocol) &&
      (params.source === '' || row.sourceKind === params.source),
  );
  const shown: RulesTableRow[] = filterAndSort(narrowed, { search: params.q, searchText, sort: params.sort, dir: params.dir, compare, tieBreak });
  if (params.q.trim() !== '' || params.protocol !== '' || params.source !== '') return shown;
  const drops = IMPLICIT_DROP_RULES.filter((drop) => params.ip === '' || drop.ipType === params.ip);
  return [...shown, ...drops.map((drop): DropRow => ({ kind: 'drop', drop }))];
}
