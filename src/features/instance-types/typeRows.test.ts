import { describe, expect, it } from 'vitest';
import type { InstanceType } from '../../api/types';
import { formatRate, locationOptions, visibleTypes, type InstanceTypeListParams } from './typeRows';

const type = (
  id: string,
  name: string,
  vcpu: number,
  ram: number,
  locations: string[],
  cpu = 'AMD EPYC 9454P',
): InstanceType => ({
  id,
  type: name,
  cpu,
  max_vcpu: vcpu,
  max_ram: ram,
  max_disk: ram / 50,
  network_rate: vcpu * 500,
  locations,
});
const types = [
  type('1', 'vps-2', 2, 4096, ['Amsterdam', 'London']),
  type('2', 'vps-1', 1, 2048, ['Amsterdam', 'London', 'Singapore']),
  type('3', 'hc-16', 16, 65536, ['Amsterdam'], 'AMD EPYC 9684X'),
  type('4', 'vps-2-mem', 2, 8192, ['Frankfurt']),
];
const names = (params: Partial<InstanceTypeListParams>) =>
  visibleTypes(types, { q: '', sort: 'vcpu', dir: 'asc', location: '', ...params }).map((t) => t.type);

describe('instance types', () => {
  it('lists every location once, A→Z', () => {
    expect(locationOptions(types).map((o) => o.value)).toEqual(['Amsterdam', 'Frankfurt', 'London', 'Singapore']);
  });

  it('filters by location, case-insensitively (a link may say "london")', () => {
    expect(names({ location: 'london' })).toEqual(['vps-1', 'vps-2']);
    expect(names({ location: 'Nowhere' })).toEqual([]);
  });

  it('searches type, CPU and locations', () => {
    expect(names({ q: '9684' })).toEqual(['hc-16']);
    expect(names({ q: 'singapore' })).toEqual(['vps-1']);
    expect(names({ q: 'vps mem' })).toEqual(['vps-2-mem']);
  });

  it('sorts by vCPU with ties by RAM, and by the other figures', () => {
    expect(names({})).toEqual(['vps-1', 'vps-2', 'vps-2-mem', 'hc-16']);
    expect(names({ sort: 'ram', dir: 'desc' })).toEqual(['hc-16', 'vps-2-mem', 'vps-2', 'vps-1']);
    expect(names({ sort: 'type', dir: 'asc' })).toEqual(['hc-16', 'vps-1', 'vps-2', 'vps-2-mem']);
  });

  it('shows the network rate as given, grouped', () => {
    expect(formatRate(10000, 'en-US')).toBe('10,000 Mb/s');
    expect(formatRate(Number.NaN)).toBe('—');
  });
});
