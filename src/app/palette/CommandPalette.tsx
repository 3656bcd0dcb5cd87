import { useDeferredValue, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { useTeams } from '../../api/resources/teams';
import { errorMessage } from '../../lib/errorText';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialogs/Dialog';
import { SearchIcon } from '../../ui/icons';
import { pageActionState } from '../../ui/hooks/pageAction';
import { areaFromPath, teamAreaPath } from '../teamPaths';
import { commandEntries } from './commands';
import type { PaletteEntry } from './entries';
import { openOverlay } from './layerState';
import { prepareEntries, rankEntries } from './rank';
import { usePaletteLists, type ListState } from './usePaletteLists';

/** More would cost rendering time and nobody reads them: the count says how many more there are. */
export const SHOWN_RESULTS = 50;

type Mode = 'search' | 'team';

interface Shown {
  entries: readonly PaletteEntry[];
  total: number;
}

/**
 * The command palette: one combobox over the team's resources, the areas and the actions. Typing
 * ranks (rank.ts) on a deferred copy of the query, so the field keeps up however long the lists are.
 */
export function CommandPalette({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('search');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const deferredQuery = useDeferredValue(query);
  const { entries, lists } = usePaletteLists(teamId);
  const teams = useTeamEntries(teamId, mode === 'team');
  const commands = useMemo(() => commandEntries(teamId), [teamId]);
  const navigate = useNavigate();
  const listboxId = useId();
  const statusId = useId();

  const rank = (text: string): Shown => {
    if (mode === 'team') {
      if (text.trim() === '') return { entries: teams.entries, total: teams.entries.length };
      const ranked = rankEntries(teams.entries, text, SHOWN_RESULTS);
      return { entries: ranked.shown.map((match) => match.entry), total: ranked.total };
    }
    if (text.trim() === '') return { entries: commands, total: commands.length };
    // Commands first: of two equal matches the action or area wins over a resource named like it.
    const ranked = rankEntries([...commands, ...entries], text, SHOWN_RESULTS);
    return { entries: ranked.shown.map((match) => match.entry), total: ranked.total };
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rank reads exactly these
  const shown = useMemo(() => rank(deferredQuery), [mode, deferredQuery, teams.entries, commands, entries]);

  // Fold the lists' texts while the person starts typing, so the first keystroke only compares.
  useEffect(() => prepareEntries(entries), [entries]);

  const activeIndex = Math.min(active, shown.entries.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, activeIndex, shown]);

  const choose = (entry: PaletteEntry) => {
    const target = entry.target;
    switch (target.kind) {
      case 'path':
        onClose();
        void navigate(target.path);
        return;
      case 'page-action':
        onClose();
        void navigate(target.path, { state: pageActionState(target.action) });
        return;
      case 'switch-team':
        setMode('team');
        setQuery('');
        setActive(0);
        return;
      case 'help':
        openOverlay('help');
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.entries.length;
    const move = (index: number) => {
      event.preventDefault();
      if (count > 0) setActive(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex + 1 >= count ? 0 : activeIndex + 1);
      case 'ArrowUp':
        return move(activeIndex <= 0 ? count - 1 : activeIndex - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(count - 1);
      case 'Enter': {
        // Typed faster than the list re-ranked: Enter picks the best match of what is typed, never a stale
        // result of a shorter query (typing changes reset the choice to the first anyway).
        const entry = deferredQuery === query ? shown.entries[activeIndex] : rank(query).entries[0];
        event.preventDefault();
        if (entry) choose(entry);
        return;
      }
      case 'Backspace':
        if (mode === 'team' && query === '') {
          event.preventDefault();
          setMode('search');
          setActive(0);
        }
        return;
    }
  };

  const expanded = shown.entries.length > 0;
  const pending = mode === 'search' ? lists.filter((list) => list.status === 'pending') : [];
  const status = statusText(mode, deferredQuery, shown, pending.length, teams.note);

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={mode === 'team' ? 'Switch team' : 'Search'}
      description={
        mode === 'team'
          ? 'Pick a team to open the same page of it. Backspace goes back to the search.'
          : 'Find a resource of this team by name, address, CIDR or ID, an area or an action.'
      }
    >
      <div className="relative border-b border-line">
        <label htmlFor={`${listboxId}-input`} className="sr-only">
          {mode === 'team' ? 'Search teams' : 'Search resources, areas and actions'}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-fg-subtle" />
        <input
          id={`${listboxId}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder={mode === 'team' ? 'Team name' : 'web-1, 10.10.0.0/24, 203.0.113.50, Deploy…'}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full bg-transparent pr-5 pl-11 text-[15px] text-fg placeholder:text-fg-subtle focus-visible:outline-none"
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={mode === 'team' ? 'Teams' : 'Results'}
        className="max-h-[min(28rem,50vh)] min-h-0 overflow-y-auto p-1.5 empty:hidden"
      >
        {shown.entries.map((entry, index) => (
          // Options never take focus: the combobox drives them with aria-activedescendant and handles every key.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={entry.key}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseMove={() => {
              if (index !== activeIndex) setActive(index);
            }}
            // Keep focus in the field: the listbox is driven from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-[13px]',
              index === activeIndex ? 'bg-accent-soft text-fg' : 'text-fg',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium" title={entry.label}>
                {entry.label}
              </span>
              {/* Spaces between the parts, so the option's name reads "web-1 192.0.2.10 · Amsterdam VM". */}{' '}
              {entry.detail ? <span className="block truncate text-xs text-fg-muted">{entry.detail}</span> : null}
            </span>{' '}
            <span className="shrink-0 rounded border border-line px-1.5 py-0.5 text-[11px] text-fg-muted">
              {entry.kind}
            </span>
          </div>
        ))}
      </div>
      <div className="space-y-1 border-t border-line bg-surface px-5 py-2.5 text-xs text-fg-muted">
        <p id={statusId} role="status">
          {status}
        </p>
        {mode === 'search' ? <ListProblems lists={lists} /> : null}
      </div>
    </Dialog>
  );
}

function statusText(mode: Mode, query: string, shown: Shown, pending: number, teamNote: string | null): string {
  if (mode === 'team' && teamNote) return teamNote;
  const parts: string[] = [];
  const blank = query.trim() === '';
  if (blank && mode === 'search') parts.push('Type to search this team’s resources.');
  else if (shown.total === 0) parts.push(`Nothing matches “${query.trim()}”.`);
  else {
    parts.push(`${shown.total} result${shown.total === 1 ? '' : 's'}.`);
    const more = shown.total - shown.entries.length;
    if (more > 0) parts.push(`${more} more — refine your search.`);
  }
  if (pending > 0) parts.push(`Searching ${pending} more list${pending === 1 ? '' : 's'}…`);
  return parts.join(' ');
}

/** The lists that could not be searched, each said plainly; the others' results stay. */
function ListProblems({ lists }: { lists: ListState[] }) {
  const failed = lists.filter((list) => list.status === 'error');
  const absent = lists.filter((list) => list.status === 'absent');
  if (failed.length === 0 && absent.length === 0) return null;
  return (
    <>
      {failed.length > 0 ? (
        <ul className="space-y-1">
          {failed.map((list) => (
            <li key={list.source.name} className="flex items-center gap-2 text-danger-text">
              <span>
                {list.source.name} could not be searched: {errorMessage(list.error)}
              </span>
              <button
                type="button"
                onClick={list.retry}
                className="rounded px-1 font-medium text-fg underline hover:bg-surface-hover"
              >
                Retry {list.source.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {absent.length > 0 ? (
        <p>This server does not list {absent.map((list) => list.source.name).join(', ')}: not searched.</p>
      ) : null}
    </>
  );
}

/** The user's teams as entries opening the same area of each; read only once "Switch team…" is chosen. */
function useTeamEntries(teamId: string, wanted: boolean): { entries: readonly PaletteEntry[]; note: string | null } {
  const teams = useTeams();
  const absent = useOperationAbsent('teams') || isOperationAbsent(teams.error);
  const { pathname } = useLocation();
  const area = areaFromPath(pathname);
  const entries = useMemo(
    () =>
      (wanted ? (teams.data ?? []) : []).map((team): PaletteEntry => ({
        key: `team:${team.id}`,
        kind: team.id === teamId ? 'Current team' : 'Team',
        label: team.name || team.id,
        terms: [team.id],
        detail: team.role,
        target: { kind: 'path', path: teamAreaPath(team.id, area) },
      })),
    [wanted, teams.data, teamId, area],
  );
  const note = absent
    ? 'This server has no list of teams: type a team ID in the Team field of the top bar.'
    : teams.isError
      ? `Teams could not be loaded: ${errorMessage(teams.error)}`
      : teams.isPending
        ? 'Loading teams…'
        : null;
  return { entries, note };
}
