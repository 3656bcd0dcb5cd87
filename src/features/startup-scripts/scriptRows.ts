import { STARTUP_SCRIPT_LIMIT } from '../../api/resources/startupScripts';
import type { StartupScriptSummary } from '../../api/types';
import { type ListParamsOf } from '../../ui/list/listParams';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';

/** Newest first, so a script just created is at the top. */
export const { spec: SCRIPT_LIST, visible: visibleScripts } = defineListView({
  sort: {
    name: ['asc', sortBy.text((script) => script.name)],
    created: ['desc', sortBy.time((script) => script.created)],
    updated: ['desc', sortBy.time((script) => script.updated)],
  },
  defaultSort: 'created',
  searchText: (script: StartupScriptSummary) => [script.name, script.id],
  tieBreak: ['name', sortBy.id((script) => script.id)],
});
export type ScriptListParams = ListParamsOf<typeof SCRIPT_LIST>;

export interface ScriptLimit {
  used: number;
  limit: number;
  /** "3 of 10 used". */
  text: string;
  full: boolean;
  /** Why creating is disabled, shown next to the disabled action; null while there is room. */
  reason: string | null;
}

/** The team's use of its 10 scripts (the spec's cap, src/api/openapi.yaml). Unknown while the list loads. */
export function scriptLimit(used: number | undefined, limit = STARTUP_SCRIPT_LIMIT): ScriptLimit | null {
  if (used === undefined) return null;
  const full = used >= limit;
  return {
    used,
    limit,
    text: `${used} of ${limit} used`,
    full,
    reason: full ? `A team can have at most ${limit} startup scripts. Delete one to create another.` : null,
  };
}
