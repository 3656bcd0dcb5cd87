import { describe, expect, it } from 'vitest';
import type { Backup, ReservedIp, Vm, Vpc } from '../../api/types';
import { parseListParams } from '../../ui/list/listParams';
import { knownVms, locationOptions, VM_LIST, visibleKnownVms, visibleVms, vmSummary } from './vmRows';

function vm(over: Partial<Vm>): Vm {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'web-1',
    vcpu: 2,
    ram: 4096,
    disk: 80,
    bw_used: 1,
    main_ipv4: '192.0.2.10',
    main_ipv6: '2001:db8::10',
    template: 'Ubuntu',
    firewall_group_id: null,
    created_at: '2026-01-01T00:00:00Z',
    renewed_at: '2026-01-01T00:00:00Z',
    due_date: '2026-02-01T00:00:00Z',
    recurring_amount: 12,
    amount_paid: 12,
    payment_currency: 'USD',
    billing_cycle: 1,
    status: 'active',
    location: 'Amsterdam',
    bgp_enabled: false,
    active_action_id: null,
    password: 'secret',
    ...over,
  };
}

const params = (query: string) => parseListParams(VM_LIST, new URLSearchParams(query));

const A = vm({ id: 'a', name: 'web-1', main_ipv4: '192.0.2.9', location: 'Amsterdam', ram: 2048 });
const B = vm({
  id: 'b',
  name: 'db-1',
  main_ipv4: '192.0.2.10',
  location: 'Frankfurt',
  ram: 16384,
  status: 'taking_snaphot',
});
const C = vm({ id: 'c', name: 'edge-1', main_ipv4: '192.0.2.100', location: 'Singapore', status: 'suspended' });

describe('visibleVms', () => {
  it('sorts by name by default and by IPv4 numerically', () => {
    expect(visibleVms([A, B, C], params('')).map((v) => v.name)).toEqual(['db-1', 'edge-1', 'web-1']);
    expect(visibleVms([C, B, A], params('sort=ipv4')).map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(visibleVms([A, B, C], params('sort=ram')).map((v) => v.id)[0]).toBe('b');
  });
  it('filters by status and location (case-insensitive) and searches the status label', () => {
    expect(visibleVms([A, B, C], params('status=taking_snaphot')).map((v) => v.id)).toEqual(['b']);
    expect(visibleVms([A, B, C], params('location=frankfurt')).map((v) => v.id)).toEqual(['b']);
    expect(visibleVms([A, B, C], params('q=taking snapshot')).map((v) => v.id)).toEqual(['b']);
    expect(visibleVms([A, B, C], params('q=192.0.2.100')).map((v) => v.id)).toEqual(['c']);
  });
  it('ignores an unknown status in the URL', () => {
    expect(params('status=bogus').status).toBe('');
  });
  it('offers each location once, sorted', () => {
    expect(locationOptions([C, A, B, A]).map((o) => o.value)).toEqual(['Amsterdam', 'Frankfurt', 'Singapore']);
  });
});

describe('knownVms', () => {
  const team = 't1';
  const vpc = {
    id: 'v1',
    name: 'prod',
    attached_vms: [
      {
        id: 'AA',
        name: 'web-1',
        power_status: 'running',
        owner_team: { id: team, name: 'Prod' },
        mac: 'm',
        vpc_id: 'v1',
        vpc_name: 'prod',
        address: '10.0.0.2',
      },
      {
        id: 'zz',
        name: 'other',
        power_status: 'running',
        owner_team: { id: 'other', name: 'Other' },
        mac: 'm',
        vpc_id: 'v1',
        vpc_name: 'prod',
        address: '10.0.0.3',
      },
    ],
  } as unknown as Vpc;
  const reservedIp = {
    id: 'r1',
    name: 'front',
    ip_addr: '203.0.113.10',
    attachment: { id: 'aa', name: 'web-1' },
  } as unknown as ReservedIp;
  const loose = { id: 'r2', name: 'spare', ip_addr: '203.0.113.11', attachment: null } as unknown as ReservedIp;
  const backups = [{ instance: 'aa' }, { instance: 'bb' }, { instance: 'bb' }] as Backup[];

  it('merges what VPCs, reserved IPs and backups say, by lower-case id, skipping other teams’ VMs', () => {
    const known = knownVms({ vpcs: [vpc], reservedIps: [reservedIp, loose], backups }, team);
    expect([...known.keys()].sort()).toEqual(['aa', 'bb']);
    const web = known.get('aa');
    expect(web).toMatchObject({ name: 'web-1', power_status: 'running', backupCount: 1 });
    expect(web?.vpcs).toEqual([{ id: 'v1', name: 'prod', address: '10.0.0.2' }]);
    expect(web?.reservedIps).toEqual([{ id: 'r1', name: 'front', address: '203.0.113.10' }]);
    expect(known.get('bb')).toMatchObject({ name: null, backupCount: 2 });
  });
  it('keeps every VPC VM on the default team, and lists named VMs first', () => {
    const known = knownVms({ vpcs: [vpc], backups }, 'default');
    const all = [...known.values()];
    const knownVmList = (q: string) => visibleKnownVms(all, { q, sort: 'name', dir: 'asc' });
    expect(knownVmList('').map((v) => v.name ?? v.id)).toEqual(['other', 'web-1', 'bb']);
    expect(knownVmList('10.0.0.2').map((v) => v.id)).toEqual(['aa']);
  });
});

describe('vmSummary', () => {
  it('says where the VM is, its address and its template', () => {
    expect(vmSummary(vm({}))).toBe('Amsterdam · 192.0.2.10 · Ubuntu');
  });

  it('leaves out what a VM still building does not have yet', () => {
    expect(vmSummary(vm({ main_ipv4: '', location: undefined }))).toBe('Ubuntu');
  });
});
