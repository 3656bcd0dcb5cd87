import { describe, expect, it } from 'vitest';
import type { FirewallRule } from '../../api/types';
import { defaultListParams } from '../../ui/list/listParams';
import {
  RULE_LIST,
  sourceKindOf,
  toRuleRows,
  visibleRuleRows,
  type RuleListParams,
  type RulesTableRow,
} from './ruleRows';

const LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
let next = 0;
const rule = (fields: Partial<FirewallRule>): FirewallRule => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  group: 'g',
  ip_type: 'v4',
  action: 'allow',
  protocol: 'tcp',
  port: '22',
  subnet: '0.0.0.0',
  subnet_size: '0',
  desc: '',
  ...fields,
});

const RULES = [
  rule({ port: '443', desc: 'HTTPS' }),
  rule({ port: '22', subnet: '198.51.100.0', subnet_size: 28, desc: 'SSH from the office' }),
  rule({ ip_type: 'v6', protocol: 'ipv6-icmp', port: '', subnet: '::', desc: 'Ping over IPv6' }),
  rule({ port: '8000:8080', subnet: 'Cloudflare', desc: 'Origin pulls' }),
  rule({ port: '9100', subnet: `list:${LIST}`, desc: 'node_exporter' }),
];
const rows = toRuleRows(RULES, (id) => (id === LIST ? 'office' : undefined));
const params = (changes: Partial<RuleListParams> = {}): RuleListParams => ({
  ...defaultListParams(RULE_LIST),
  ...changes,
});
const describe_ = (shown: RulesTableRow[]) =>
  shown.map((row) => (row.kind === 'drop' ? `drop ${row.drop.ipType}` : row.rule.desc));

describe('rule rows', () => {
  it('reads each rule as a person would', () => {
    expect(rows.map((row) => [row.protocol, row.port, row.source])).toEqual([
      ['TCP', '443', '0.0.0.0/0'],
      ['TCP', '22', '198.51.100.0/28'],
      ['ICMP', 'All', '::/0'],
      ['TCP', '8000–8080', 'Cloudflare (CDN/proxy)'],
      ['TCP', '9100', 'IP list office'],
    ]);
    expect(rows.map((row) => row.sourceKind)).toEqual(['address', 'address', 'address', 'provider', 'list']);
    expect(rows[4]?.listId).toBe(LIST);
    expect(sourceKindOf('cloudflare')).toBe('address'); // the spelling is exact
  });

  it('keeps the server order by default and always ends with the two drop rules', () => {
    expect(describe_(visibleRuleRows(rows, params()))).toEqual([
      'HTTPS',
      'SSH from the office',
      'Ping over IPv6',
      'Origin pulls',
      'node_exporter',
      'drop v4',
      'drop v6',
    ]);
    expect(describe_(visibleRuleRows([], params()))).toEqual(['drop v4', 'drop v6']);
  });

  it('sorts by port numerically with the drop rules still last', () => {
    expect(describe_(visibleRuleRows(rows, params({ sort: 'port', dir: 'desc' })))).toEqual([
      'node_exporter',
      'Origin pulls',
      'HTTPS',
      'SSH from the office',
      'Ping over IPv6',
      'drop v4',
      'drop v6',
    ]);
  });

  it('filters by IP version (keeping that version’s drop rule), protocol and source kind; a search hides the drop rules', () => {
    expect(describe_(visibleRuleRows(rows, params({ ip: 'v6' })))).toEqual(['Ping over IPv6', 'drop v6']);
    expect(describe_(visibleRuleRows(rows, params({ protocol: 'icmp' })))).toEqual(['Ping over IPv6']);
    expect(describe_(visibleRuleRows(rows, params({ source: 'list' })))).toEqual(['node_exporter']);
    expect(describe_(visibleRuleRows(rows, params({ q: 'office' })))).toEqual(['SSH from the office', 'node_exporter']);
    expect(describe_(visibleRuleRows(rows, params({ q: 'cdn' })))).toEqual(['Origin pulls']);
  });
});

describe('rule rows from servers that spell the version otherwise', () => {
  it('reads ipv6-icmp as ICMP on IPv6 and a missing or long-spelt ip_type from the rule itself', () => {
    const odd = toRuleRows(
      [
        {
          ...rule({ protocol: 'ipv6-icmp', port: '', subnet: '2001:db8::', subnet_size: 32, desc: 'ping' }),
          ip_type: undefined,
        } as unknown as FirewallRule,
        { ...rule({ subnet: 'Cloudflare', desc: 'cf' }), ip_type: 'ipv6' } as unknown as FirewallRule,
      ],
      () => undefined,
    );
    expect(odd.map((row) => [row.protocol, row.ipType])).toEqual([
      ['ICMP', 'v6'],
      ['TCP', 'v6'],
    ]);
  });
});
