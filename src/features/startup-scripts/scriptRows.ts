import { STARTUP_SCRIPT_LIMIT } from '../../api/startupScripts';
import type { StartupScriptSummary } from '../../api/types';
import { defineListSpec, type ListParams } from '../../ui/list/listParams';
import { thenBy, sortBy, searchAndSort } from '../../ui/list/filterAndSort';

/** Newest first, so a script just created is at the top. */
export const SCRIPT_LIST = defineListSpec({
  sort: { name: 'asc', created: 'desc', updated: 'desc' },
  defaultSort: 'created',
});
export type ScriptListParams = ListParams<'name' | 'created' | 'updated'>;

const searchText = (script: StartupScriptSummary) => [script.name, script.id];
const byName = sortBy.text((script: StartupScriptSummary) => script.name);
const compare = {
  name: byName,
  created: sortBy.time((script: StartupScriptSummary) => script.created),
  updated: sortBy.time((script: StartupScriptSummary) => script.updated),
};
const tieBreak = thenBy(
  byName,
  sortBy.id((script: StartupScriptSummary) => script.id),
);

export function visibleScripts(
  scripts: readonly StartupScriptSummary[],
  params: ScriptListParams,
): StartupScriptSummary[] {
  return searchAndSort(scripts, params, { searchText, compare, tieBreak });
}

export interface ScriptLimit {
  used: number;
  limit: number;
  /** "3 of 10 used". */
  text: string;
  full: boolean;
  /** Why creating is disabled, shown next to the disabled action; null while there is room. */
  reason: string | null;
}

/** The team's use of its 10 scripts (spec section 8). Unknown while the list loads. */
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
