import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, VIEWER_TOKEN } from '../demoFixture';
import { arrayOf, createHarness, expectFieldNames } from './harness';

describe('catalogues', () => {
  it('lists instance types (21) as a bare array', () => {
    const types = arrayOf(createHarness().get('/instance_types'));
    expect(types.length).toBeGreaterThanOrEqual(3);
    expectFieldNames(types[0] ?? {}, [
      'cpu',
      'id',
      'locations',
      'max_disk',
      'max_ram',
      'max_vcpu',
      'network_rate',
      'type',
    ]);
  });

  it('lists OS templates (22) with integer ids', () => {
    const templates = arrayOf(createHarness().get('/os_templates'));
    expect(templates.every((template) => Number.isInteger(template['id']))).toBe(true);
    expect(new Set(templates.map((template) => template['family']))).toEqual(
      new Set(['ubuntu', 'debian', 'rocky', 'almalinux', 'fedora', 'windows']),
    );
  });

  it('lists backups (23) with millisecond timestamps', () => {
    const backups = arrayOf(createHarness().get('/backups'));
    expect(backups).toHaveLength(4);
    for (const backup of backups) {
      expect(backup['created_at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expectFieldNames(backup, ['created_at', 'id', 'instance', 'size', 'status']);
    }
    expect(arrayOf(createHarness().get(`/backups?team_id=${DEMO_TEAM_IDS.staging}`))).toHaveLength(1);
  });

  it('lists snapshots (extension) without the internal VM link', () => {
    const snapshots = arrayOf(createHarness().get('/snapshots'));
    expect(snapshots).toEqual([
      {
        id: 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046',
        created_at: '2026-10-30T17:45:12.310Z',
        name: 'before-php-upgrade',
        desc: 'Taken before upgrading PHP 8.3 to 8.4',
        size: 8589934592,
        status: 'available',
      },
    ]);
  });
});

describe('GET /teams (extension)', () => {
  it("answers the caller's teams as a bare array with roles", () => {
    expect(createHarness().get('/teams').body).toEqual([
      { id: DEMO_TEAM_IDS.production, name: 'Acme Production', role: 'Team Owner' },
      { id: DEMO_TEAM_IDS.staging, name: 'Acme Staging', role: 'Team Admin' },
    ]);
    expect(createHarness().get('/teams', { token: VIEWER_TOKEN }).body).toEqual([
      { id: DEMO_TEAM_IDS.production, name: 'Acme Production', role: 'Team Member' },
    ]);
  });
});
