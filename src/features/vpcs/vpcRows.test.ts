import { describe, expect, it } from 'vitest';
import type { Vpc } from '../../api/types';
import { defaultListParams } from '../../ui/list/listParams';
import { attachedVmPath, isSharedWithUs, VPC_LIST, visibleVpcs, vpcStatusTone, type VpcListParams } from './vpcRows';

const team = { id: 't1', name: 'Prod' };
const vpc = (id: string, name: string, location: string, subnet: string, created: string, vms = 0): Vpc => ({
  id,
  name,
  description: `${name} network`,
  date_created: created,
  status: 'active',
  location,
  v4_subnet: subnet,
  v4_subnet_mask: '24',
  owner_team: team,
  teams: [],
  attached_vms_count: vms,
});
const VPCS = [
  vpc('a', 'prod-ams', 'Amsterdam', '10.10.0.0', '2026-02-05T10:00:00Z', 3),
  vpc('b', 'shared-fra', 'Frankfurt', '10.20.0.0', '2026-04-10T14:30:00Z', 2),
  vpc('c', 'build-fra', 'Frankfurt', '172.16.5.0', '2026-01-01T00:00:00Z', 0),
];
const params = (changes: Partial<VpcListParams>): VpcListParams => ({ ...defaultListParams(VPC_LIST), ...changes });
const ids = (list: Vpc[]) => list.map((v) => v.id);

describe('VPC list', () => {
  it('filters by location in any case, newest first', () => {
    expect(ids(visibleVpcs(VPCS, params({ location: 'FRANKFURT' })))).toEqual(['b', 'c']);
    expect(ids(visibleVpcs(VPCS, params({ location: 'london' })))).toEqual([]);
  });

  it('finds a VPC by its network as shown (CIDR)', () => {
    expect(ids(visibleVpcs(VPCS, params({ q: '10.20.0.0/24' })))).toEqual(['b']);
    expect(ids(visibleVpcs(VPCS, params({ q: '172.16' })))).toEqual(['c']);
  });

  it('sorts by attached VM count and by name', () => {
    expect(ids(visibleVpcs(VPCS, params({ sort: 'vms', dir: 'desc' })))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleVpcs(VPCS, params({ sort: 'name', dir: 'asc' })))).toEqual(['c', 'a', 'b']);
  });
});

describe('status and links', () => {
  it('gives every VPC status a tone, unknown ones neutral', () => {
    expect(['active', 'building', 'deleting', 'odd'].map(vpcStatusTone)).toEqual([
      'success',
      'accent',
      'warning',
      'neutral',
    ]);
  });

  it('links an attached VM under its own team, except on the default team', () => {
    const vm = { id: 'vm1', owner_team: { id: 't2', name: 'Staging' } };
    expect(attachedVmPath('t1', vm)).toBe('/teams/t2/vms/vm1');
    expect(attachedVmPath('t2', vm)).toBe('/teams/t2/vms/vm1');
    expect(attachedVmPath('default', vm)).toBe('/teams/default/vms/vm1');
  });

  it('knows a VPC another team shares with us', () => {
    expect(isSharedWithUs('t2', { owner_team: team })).toBe(true);
    expect(isSharedWithUs('t1', { owner_team: team })).toBe(false);
    expect(isSharedWithUs('default', { owner_team: team })).toBe(false);
  });
});
