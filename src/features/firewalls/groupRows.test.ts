import { describe, expect, it } from 'vitest';
import type { FirewallGroup } from '../../api/types';
import { defaultListParams } from '../../ui/list/listParams';
import { confirmTextOf, GROUP_LIST, groupName, visibleGroups, type GroupListParams } from './groupRows';

const group = (
  id: string,
  description: string,
  created: string,
  rule_count: number,
  instance_count: number,
): FirewallGroup => ({
  id,
  description,
  created,
  updated: created,
  rule_count,
  instance_count,
});

const GROUPS = [
  group('00000000-0000-4000-8000-000000000001', 'Public web servers', '2026-02-05T09:00:00Z', 7, 3),
  group('00000000-0000-4000-8000-000000000002', 'Databases (private only)', '2026-02-05T09:10:00Z', 1, 1),
  group('00000000-0000-4000-8000-000000000003', '', '2026-03-01T00:00:00Z', 0, 0),
];
const params = (changes: Partial<GroupListParams> = {}): GroupListParams => ({
  ...defaultListParams(GROUP_LIST),
  ...changes,
});
const descriptions = (rows: FirewallGroup[]) => rows.map((row) => row.description);

describe('firewall group list', () => {
  it('is newest first by default', () => {
    expect(descriptions(visibleGroups(GROUPS, params()))).toEqual([
      '',
      'Databases (private only)',
      'Public web servers',
    ]);
  });

  it('finds groups by description or id, case-insensitively', () => {
    expect(descriptions(visibleGroups(GROUPS, params({ q: 'WEB' })))).toEqual(['Public web servers']);
    expect(descriptions(visibleGroups(GROUPS, params({ q: '0002' })))).toEqual(['Databases (private only)']);
  });

  it('sorts by rules and filters by use', () => {
    expect(descriptions(visibleGroups(GROUPS, params({ sort: 'rules', dir: 'desc' })))).toEqual([
      'Public web servers',
      'Databases (private only)',
      '',
    ]);
    expect(descriptions(visibleGroups(GROUPS, params({ use: 'unused' })))).toEqual(['']);
    expect(visibleGroups(GROUPS, params({ use: 'used' }))).toHaveLength(2);
  });

  it('names a group without a description, and confirms its delete with the id', () => {
    const untitled = GROUPS[2];
    if (!untitled) throw new Error('fixture');
    expect(groupName(untitled)).toBe('Untitled group');
    expect(confirmTextOf(untitled)).toBe(untitled.id);
    expect(confirmTextOf({ id: 'x', description: '  Web  ' })).toBe('Web');
  });
});
