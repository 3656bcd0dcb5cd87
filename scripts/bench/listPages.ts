/**
 * The big lists the `lists` section measures, and what each shows for a search. The expected state
 * is computed with the pages' own row functions over the emulator's own answer, so the in-page probe
 * can tell the list that reflects a keystroke from the one before it.
 */
import type { FirewallRule, IpListsPage, ReservedIp, SshKey } from '../../src/api/types';
import { LARGE_IDS } from '../../src/emulator/fixtures/largeFixture';
import { toRuleRows, visibleRuleRows, RULE_LIST } from '../../src/features/firewalls/ruleRows';
import { RESERVED_IP_LIST, visibleReservedIps } from '../../src/features/reserved-ips/reservedIpRows';
import { SSH_KEY_LIST, toRows, visibleRows } from '../../src/features/ssh-keys/keyRows';
import { countText } from '../../src/ui/list/countText';
import { isNarrowed, parseListParams } from '../../src/ui/list/listParams';
import { BENCH_TEAM, BENCH_TOKEN } from './env';

/** What the list shows once it reflects a search. */
export interface ExpectedListState {
  /** The live count next to the search box, exactly. */
  count: string;
  /** Text found in the first data row (its id or address), or null when nothing matches. */
  firstRow: string | null;
}

export interface BenchList {
  name: string;
  /** In-app path of the page. */
  path: string;
  /** The table's accessible name. */
  table: string;
  /** The search box's accessible name. */
  searchLabel: string;
  /** A part of the URL of the request the rows come from, to find it in Resource Timing. */
  request: string;
  /** What the section types, one key at a time: something a person looks for in this list. */
  query: string;
  expected(search: string): ExpectedListState;
}

const TEAM_PATH = `/teams/${BENCH_TEAM}`;

/** A GET of the bench team's data straight from the emulator, with the demo token. */
export async function fetchApi<T>(emulatorUrl: string, path: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${emulatorUrl}${path}${separator}team_id=${BENCH_TEAM}`, {
    headers: { Authorization: `Bearer ${BENCH_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const searchParams = (q: string) => new URLSearchParams(q ? { q } : {});

async function sshKeysList(emulatorUrl: string): Promise<BenchList> {
  const { ssh_keys } = await fetchApi<{ ssh_keys: SshKey[] }>(emulatorUrl, '/ssh_keys');
  const all = toRows(ssh_keys);
  const noun = { one: 'key', other: 'keys' };
  return {
    name: `SSH keys (${all.length})`,
    path: `${TEAM_PATH}/ssh-keys`,
    table: 'SSH keys',
    searchLabel: 'Search SSH keys',
    request: '/api/ssh_keys?',
    query: 'deploy',
    expected(q) {
      const params = parseListParams(SSH_KEY_LIST, searchParams(q));
      const rows = visibleRows(all, params);
      return {
        count: countText({ shown: rows.length, total: all.length, noun, narrowed: isNarrowed(SSH_KEY_LIST, params) }),
        firstRow: rows[0]?.key.id ?? null,
      };
    },
  };
}

async function firewallRulesList(emulatorUrl: string): Promise<BenchList> {
  const group = LARGE_IDS.bigFirewallGroup;
  const [{ firewall_rules }, { ip_lists }] = await Promise.all([
    fetchApi<{ firewall_rules: FirewallRule[] }>(emulatorUrl, `/network/firewalls/${group}/rules`),
    fetchApi<IpListsPage>(emulatorUrl, '/network/ip_lists'),
  ]);
  const listNames = new Map(ip_lists.map((ipList) => [ipList.id.toLowerCase(), ipList.name]));
  const all = toRuleRows(firewall_rules, (id) => listNames.get(id.toLowerCase()));
  const noun = { one: 'rule', other: 'rules' };
  return {
    name: `Firewall rules (${all.length})`,
    path: `${TEAM_PATH}/firewalls/${group}`,
    table: 'Rules',
    searchLabel: 'Search rules',
    request: `/api/network/firewalls/${group}/rules`,
    query: 'backup',
    expected(q) {
      const params = parseListParams(RULE_LIST, searchParams(q));
      const rows = visibleRuleRows(all, params);
      const first = rows[0];
      return {
        count: countText({
          shown: rows.filter((row) => row.kind === 'rule').length,
          total: all.length,
          noun,
          narrowed: isNarrowed(RULE_LIST, params),
        }),
        firstRow: first ? (first.kind === 'rule' ? first.rule.id : 'Permanent') : null,
      };
    },
  };
}

async function reservedIpsList(emulatorUrl: string): Promise<BenchList> {
  const { reserved_ips } = await fetchApi<{ reserved_ips: ReservedIp[] }>(emulatorUrl, '/network/reserved_ips');
  const noun = { one: 'reserved IP', other: 'reserved IPs' };
  return {
    name: `Reserved IPs (${reserved_ips.length})`,
    path: `${TEAM_PATH}/reserved-ips`,
    table: 'Reserved IPs',
    searchLabel: 'Search reserved IPs',
    request: '/api/network/reserved_ips?',
    query: '100.65.1.2',
    expected(q) {
      const params = parseListParams(RESERVED_IP_LIST, searchParams(q));
      const rows = visibleReservedIps(reserved_ips, params);
      return {
        count: countText({
          shown: rows.length,
          total: reserved_ips.length,
          noun,
          narrowed: isNarrowed(RESERVED_IP_LIST, params),
        }),
        // Addresses are unique and shown whole in the row (the name may be truncated, not its text).
        firstRow: rows[0]?.ip_addr ?? null,
      };
    },
  };
}

/** The lists, in the order measured; the data is read from the emulator the bench runs. */
export async function loadBenchLists(emulatorUrl: string): Promise<BenchList[]> {
  return Promise.all([sshKeysList(emulatorUrl), firewallRulesList(emulatorUrl), reservedIpsList(emulatorUrl)]);
}
