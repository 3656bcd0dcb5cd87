import { describe, expect, it } from 'vitest';
import type { ObjectStorageService } from '../../api/types';
import {
  recurringChargeText,
  serviceUsage,
  statusesOf,
  statusTone,
  usedPercent,
  visibleServices,
  type ServiceListParams,
} from './serviceRows';
import { fillPercent, usageText } from './UsageMeter';

const service = (
  id: string,
  name: string,
  location: string,
  used: number,
  capacity: number,
  renewal: string,
  status: ObjectStorageService['status'] = 'active',
): ObjectStorageService => ({
  id,
  name,
  location,
  region: `${location.slice(0, 3).toLowerCase()}-1`,
  endpoint: `https://s3.${location.toLowerCase()}.example.net`,
  capacity,
  used_capacity: used,
  status,
  created_at: '2026-01-01T00:00:00Z',
  renewal_date: renewal,
});

const all = [
  service('a', 'assets 10', 'Amsterdam', 132, 1000, '2026-12-10T09:00:00Z'),
  service('b', 'assets 9', 'Frankfurt', 240, 250, '2026-06-01T00:00:00Z'),
  service('c', 'Backups', 'London', 0, 500, '2026-09-01T00:00:00Z', 'suspended'),
];
const ids = (params: Partial<ServiceListParams>) =>
  visibleServices(all, { q: '', sort: 'name', dir: 'asc', status: '', ...params }).map((s) => s.id);

describe('services list', () => {
  it('searches name, location, region and endpoint', () => {
    expect(ids({ q: 'frankfurt' })).toEqual(['b']);
    expect(ids({ q: 'ams-1' })).toEqual(['a']);
    expect(ids({ q: 's3.london' })).toEqual(['c']);
  });

  it('sorts names naturally and by share used, renewal and location', () => {
    expect(ids({})).toEqual(['b', 'a', 'c']);
    expect(ids({ sort: 'used', dir: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(ids({ sort: 'renewal', dir: 'asc' })).toEqual(['b', 'c', 'a']);
    expect(ids({ sort: 'location', dir: 'desc' })).toEqual(['c', 'b', 'a']);
  });

  it('filters by status, ignoring case', () => {
    expect(ids({ status: 'Suspended' })).toEqual(['c']);
    expect(statusesOf(all)).toEqual(['active', 'suspended']);
    expect(statusTone('active')).toBe('success');
    expect(statusTone('suspended')).toBe('danger');
    expect(statusTone('whatever')).toBe('neutral');
  });
});

describe('usage', () => {
  it('is a share of the capacity, bounded', () => {
    expect(usedPercent({ capacity: 1000, used_capacity: 132 })).toBeCloseTo(13.2);
    expect(usedPercent({ capacity: 100, used_capacity: 150 })).toBe(100);
    expect(usedPercent({ capacity: 0, used_capacity: 0 })).toBe(0);
    expect(usedPercent({ capacity: 0, used_capacity: 1 })).toBe(100);
  });

  it('reads capacity and used capacity as KB and scales them to real units', () => {
    expect(usageText({ capacity: 1000, used_capacity: 132 })).toBe('132.0 KiB of 1000.0 KiB');
    expect(usageText({ capacity: 100 * 1024 * 1024, used_capacity: 1536 * 1024 })).toBe('1.5 GiB of 100.0 GiB');
    expect(usageText({ capacity: 2 * 1024 ** 3, used_capacity: 0 })).toBe('0 B of 2.0 TiB');
  });

  it('shows the detail read’s charge and traffic only when the server sends them', () => {
    expect(serviceUsage({ recurring_amount: 5.5, download_usage: 2048, upload_usage: 0 })).toEqual({
      recurringAmount: 5.5,
      downloadBytes: 2048,
      uploadBytes: 0,
    });
    expect(serviceUsage({})).toEqual({ recurringAmount: null, downloadBytes: null, uploadBytes: null });
    expect(serviceUsage({ download_usage: '12' })).toMatchObject({ downloadBytes: null });
  });

  it('gives the recurring charge as a plain figure and says the API names neither currency nor period', () => {
    expect(recurringChargeText(5, 'en-US')).toBe('5.00 (currency and period not given by the API)');
    expect(recurringChargeText(1234.5, 'de-DE')).toBe('1.234,50 (currency and period not given by the API)');
  });

  it('draws at least a sliver for any use, and never past the bar', () => {
    expect(fillPercent(0)).toBe(0);
    expect(fillPercent(0.4)).toBe(5);
    expect(fillPercent(13.2)).toBe(13.2);
    expect(fillPercent(100)).toBe(100);
    expect(fillPercent(130)).toBe(100);
  });
});
