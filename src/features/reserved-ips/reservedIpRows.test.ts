import { describe, expect, it } from 'vitest';
import type { ReservedIp } from '../../api/types';
import { defaultListParams } from '../../ui/list/listParams';
import { recurringText, RESERVED_IP_LIST, visibleReservedIps, type ReservedIpListParams } from './reservedIpRows';
import { reservedIp } from './testReservedIps';

const RIPS = [
  reservedIp('a', 'web', '192.0.2.10', { attachment: { id: 'vm1', name: 'web-1' } }),
  reservedIp('b', 'spare', '192.0.2.9', { status: 'suspended', suspension_reason: 'Unpaid invoice', total_billed: 10 }),
  reservedIp('c', 'edge', '203.0.113.50', { location: 'Singapore' }),
  reservedIp('d', 'v6-net', '2001:db8:5::/64'),
];
const params = (changes: Partial<ReservedIpListParams>): ReservedIpListParams => ({
  ...defaultListParams(RESERVED_IP_LIST),
  ...changes,
});
const ids = (list: ReservedIp[]) => list.map((r) => r.id);

describe('reserved IP list', () => {
  it('sorts addresses numerically, not as text, IPv6 networks after IPv4', () => {
    expect(ids(visibleReservedIps(RIPS, params({ sort: 'address' })))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('filters by status and finds the attached VM, address and suspension reason', () => {
    expect(ids(visibleReservedIps(RIPS, params({ status: 'suspended' })))).toEqual(['b']);
    expect(ids(visibleReservedIps(RIPS, params({ q: 'web-1' })))).toEqual(['a']);
    expect(ids(visibleReservedIps(RIPS, params({ q: '203.0.113' })))).toEqual(['c']);
    expect(ids(visibleReservedIps(RIPS, params({ q: 'unpaid' })))).toEqual(['b']);
    expect(ids(visibleReservedIps(RIPS, params({ version: 'ipv6' })))).toEqual(['d']);
    expect(ids(visibleReservedIps(RIPS, params({ version: 'ipv4', sort: 'address' })))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by total billed, largest first when chosen', () => {
    expect(ids(visibleReservedIps(RIPS, params({ sort: 'billed', dir: 'desc' })))[0]).toBe('b');
  });
});

describe('billing text', () => {
  it('reads the price per billing cycle', () => {
    expect(recurringText({ recurring_amount: 3.5, currency: 'USD', billing_cycle: 1 }, 'en-US')).toBe('$3.50 / month');
    expect(recurringText({ recurring_amount: 9, currency: 'EUR', billing_cycle: 3 }, 'en-US')).toBe('€9.00 / 3 months');
  });
});
