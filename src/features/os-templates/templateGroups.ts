import type { OsTemplate } from '../../api/types';
import { compareText, sortBy } from '../../ui/list/filterAndSort';
import { type ListParamsOf } from '../../ui/list/listParams';
import { defineListView } from '../../ui/list/listView';
import { familyLabel } from '../../lib/osFamily';

export interface TemplateGroup {
  family: string;
  label: string;
  templates: OsTemplate[];
}

/** Which family a template is under: its heading, so codes that read the same (`rocky`, `rockylinux`) are one. */
const familyKey = (family: string) => familyLabel(family).toLowerCase();

/**
 * Versions newest first by default (natural order, so "Debian 13" before "Debian 12"); `family`
 * narrows to one family. Sort and search apply inside each family; families go A→Z.
 */
const templateList = defineListView({
  sort: {
    name: ['desc', sortBy.text((template) => template.name)],
    id: ['asc', sortBy.number((template) => template.id)],
  },
  defaultSort: 'name',
  filters: {
    family: (template, family) => family.trim() === '' || familyKey(template.family) === familyKey(family),
  },
  searchText: (template: OsTemplate) => [
    template.name,
    template.family,
    familyLabel(template.family),
    String(template.id),
  ],
  tieBreak: ['name', 'id'],
});
export const OS_TEMPLATE_LIST = templateList.spec;
export type OsTemplateListParams = ListParamsOf<typeof OS_TEMPLATE_LIST>;

/** Searched, filtered and sorted templates, grouped by family (groups with no match left out). */
export function groupTemplates(templates: readonly OsTemplate[], params: OsTemplateListParams): TemplateGroup[] {
  const groups = new Map<string, TemplateGroup>();
  for (const template of templateList.visible(templates, params)) {
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
