import { describe, expect, it } from 'vitest';
import type { OsTemplate } from '../../api/types';
import { familyOptions, groupTemplates, type OsTemplateListParams } from './templateGroups';
import { familyLabel } from '../../lib/osFamily';

const templates: OsTemplate[] = [
  { id: 101, name: 'Ubuntu 24.04 LTS', family: 'ubuntu' },
  { id: 102, name: 'Ubuntu 22.04 LTS', family: 'ubuntu' },
  { id: 111, name: 'Debian 12', family: 'debian' },
  { id: 112, name: 'Debian 13', family: 'debian' },
  { id: 131, name: 'AlmaLinux 9', family: 'almalinux' },
  { id: 151, name: 'Windows Server 2022', family: 'windows' },
  { id: 900, name: 'Custom', family: 'nixos' },
  { id: 901, name: 'Mystery', family: '' },
];
const view = (params: Partial<OsTemplateListParams>) =>
  groupTemplates(templates, { q: '', sort: 'name', dir: 'desc', family: '', ...params }).map((g) => [
    g.label,
    g.templates.map((t) => t.id),
  ]);

describe('OS template groups', () => {
  it('groups by family under readable headings, families A→Z, newest versions first', () => {
    expect(view({})).toEqual([
      ['AlmaLinux', [131]],
      ['Debian', [112, 111]],
      ['Nixos', [900]],
      ['Other', [901]],
      ['Ubuntu', [101, 102]],
      ['Windows', [151]],
    ]);
  });

  it('searches names, family codes and headings and ids, leaving out empty groups', () => {
    expect(view({ q: 'server' })).toEqual([['Windows', [151]]]);
    expect(view({ q: 'lts 22' })).toEqual([['Ubuntu', [102]]]);
    expect(view({ q: '111' })).toEqual([['Debian', [111]]]);
    expect(view({ q: 'alma' })).toEqual([['AlmaLinux', [131]]]);
  });

  it('filters by family and sorts oldest first or by id', () => {
    expect(view({ family: 'debian', dir: 'asc' })).toEqual([['Debian', [111, 112]]]);
    expect(view({ family: 'UBUNTU', sort: 'id', dir: 'asc' })).toEqual([['Ubuntu', [101, 102]]]);
  });

  it('puts codes that read the same under one heading, one filter choice, and filters by either', () => {
    const rocky: OsTemplate[] = [
      { id: 1, name: 'Rocky Linux 9', family: 'rocky' },
      { id: 2, name: 'Rocky Linux 8', family: 'RockyLinux' },
    ];
    const groups = (family: string) =>
      groupTemplates(rocky, { q: '', sort: 'name', dir: 'desc', family }).map((g) => [
        g.label,
        g.templates.map((t) => t.id),
      ]);
    expect(groups('')).toEqual([['Rocky Linux', [1, 2]]]);
    expect(groups('rockylinux')).toEqual([['Rocky Linux', [1, 2]]]);
    expect(familyOptions(rocky)).toEqual([{ value: 'rocky', label: 'Rocky Linux' }]);
  });

  it('labels families as their projects spell them', () => {
    expect(familyLabel('almalinux')).toBe('AlmaLinux');
    expect(familyLabel('rocky')).toBe('Rocky Linux');
    expect(familyLabel('  ')).toBe('Other');
    expect(familyOptions(templates).map((o) => o.label)).toContain('Windows');
  });
});
