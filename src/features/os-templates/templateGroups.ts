import type { OsTemplate } from '../../api/types';
import { by, compareNumber, compareText, filterAndSort, thenBy } from '../../ui/list/filterAndSort';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { familyLabel } from '../../lib/osFamily';

/**
 * Versions newest first by default (natural order, so "Debian 13" before "Debian 12"); `family`
 * narrows to one family. Sort and search apply inside each family; families go A→Z.
 */
export const OS_TEMPLATE_LIST = defineListSpec({
  sort: { name: 'desc', id: 'asc' },
  defaultSort: 'name',
  filters: { family: 'text' },
});
export type OsTemplateListParams = ListParams<'name' | 'id', 'family'>;

export interface TemplateGroup {
  family: string;
  label: string;
  templates: OsTemplate[];
}

const searchText = (template: OsTemplate) => [
  template.name,
  template.family,
  familyLabel(template.family),
  String(template.id),
];
const byName = by<OsTemplate, string>((template) => template.name, compareText);
const compare = { name: byName, id: by<OsTemplate, number>((template) => template.id, compareNumber) };
const tieBreak = thenBy(byName, compare.id);

/** Which family a template is under: its heading, so codes that read the same (`rocky`, `rockylinux`) are one. */
const familyKey = (family: string) => familyLabel(family).toLowerCase();

/** Searched, filtered and sorted templates, grouped by family (groups with no match left out). */
export function groupTemplates(templates: readonly OsTemplate[], params: OsTemplateListParams): TemplateGroup[] {
  const wanted = params.family.trim() === '' ? '' : familyKey(params.family);
  const inFamily = wanted ? templates.filter((template) => familyKey(template.family) === wanted) : templates;
  const shown = filterAndSort(inFamily, {
    search: params.q,
    searchText,
    sort: params.sort,
    dir: params.dir,
    compare,
    tieBreak,
  });
  const groups = new Map<string, TemplateGroup>();
  for (const template of shown) {
    const key = familyKey(template.family);
    let group = groups.get(key);
    if (!group) {
      group = { family: template.family, label: familyLabel(template.family), templates: [] };
      groups.set(key, group);
    }
    group.templates.push(template);
  }
  return [...groups.values()].sort((a, b) => compareText(a.label, b.label));
}

/** The families there are, for the filter. */
export function familyOptions(templates: readonly OsTemplate[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const template of templates) {
    const label = familyLabel(template.family);
    if (!seen.has(label)) seen.set(label, template.family.trim().toLowerCase());
  }
  return [...seen].map(([label, value]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

/** The sort choices offered, as one select: each is a sort key and a direction. */
export const SORT_CHOICES = [
  { value: 'name-desc', label: 'Newest version first', sort: 'name', dir: 'desc' },
  { value: 'name-asc', label: 'Oldest version first', sort: 'name', dir: 'asc' },
  { value: 'id-asc', label: 'Template ID', sort: 'id', dir: 'asc' },
  { value: 'id-desc', label: 'Template ID, descending', sort: 'id', dir: 'desc' },
] as const;
