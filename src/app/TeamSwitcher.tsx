import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOperationAbsent } from '../api/capabilities/capabilities';
import { isOperationAbsent } from '../api/errors/errors';
import { DEFAULT_TEAM } from '../api/resources/team';
import { useTeams } from '../api/resources/teams';
import type { Team } from '../api/types';
import { Button } from '../ui/controls/Button';
import { cx } from '../ui/cx';
import { ChevronDownIcon } from '../ui/icons';
import { Skeleton } from '../ui/feedback/Skeleton';
import { distinctTeamLabel } from './teamLabels';
import { areaFromPath, teamAreaPath } from './teamPaths';

/**
 * Picks the team in the URL. With GET /teams a select lists the user's teams; without it (the
 * operation is absent) the console works on the default team and takes a team id by hand.
 */
export function TeamSwitcher({ teamId }: { teamId: string }) {
  const teams = useTeams();
  const teamsAbsent = useOperationAbsent('teams') || isOperationAbsent(teams.error);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (id: string) => void navigate(teamAreaPath(id, areaFromPath(pathname)));

  if (teamsAbsent) return <TeamIdForm key={teamId} teamId={teamId} onOpen={go} />;
  if (teams.isPending) return <Skeleton className="h-7 w-44" />;
  if (teams.isError) return <span className="text-xs text-danger-text">Teams could not be loaded</span>;
  return <TeamSelect teams={teams.data} teamId={teamId} onChange={go} />;
}

function TeamSelect({ teams, teamId, onChange }: { teams: Team[]; teamId: string; onChange: (id: string) => void }) {
  const current = teams.find((team) => team.id === teamId);
  // On a phone the select is narrow: it shows what tells the teams apart (its options keep the full names).
  const short = current
    ? distinctTeamLabel(
        current.name,
        teams.map((team) => team.name),
      )
    : null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="relative min-w-0">
        {short ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-6 left-2.5 flex items-center text-[13px] font-medium text-fg sm:hidden"
            title={current?.name}
          >
            <span className="truncate">{short}</span>
          </span>
        ) : null}
        <label htmlFor="team-switcher" className="sr-only">
          Team
        </label>
        <select
          id="team-switcher"
          value={teamId}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            'h-8 w-full max-w-40 min-w-20 appearance-none truncate sm:max-w-64 sm:min-w-36 rounded-md border border-line bg-surface-raised py-0 pr-8 pl-2.5 text-[13px] font-medium text-fg',
            // The short name above stands for the selected one on a phone; the options stay readable.
            short && 'max-sm:pr-6 max-sm:text-transparent max-sm:[&>option]:text-fg',
            'hover:border-line-strong',
          )}
        >
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
          {/* A shared link may name a team the list does not have; show it rather than a wrong one. */}
          {current ? null : (
            <option value={teamId}>{teamId === DEFAULT_TEAM ? 'Default team' : `Team ${teamId}`}</option>
          )}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 max-sm:right-2 -translate-y-1/2 text-fg-subtle" />
      </div>
      {current ? (
        <span className="hidden text-xs whitespace-nowrap text-fg-subtle lg:inline">{current.role}</span>
      ) : null}
    </div>
  );
}

function TeamIdForm({ teamId, onOpen }: { teamId: string; onOpen: (id: string) => void }) {
  const [value, setValue] = useState(teamId === DEFAULT_TEAM ? '' : teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOpen(value.trim() === '' ? DEFAULT_TEAM : value.trim());
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 items-center gap-1.5">
      <label htmlFor="team-id" className="shrink-0 text-xs text-fg-muted max-sm:sr-only">
        Team ID
      </label>
      <input
        id="team-id"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Default team"
        spellCheck={false}
        autoComplete="off"
        aria-describedby="team-id-hint"
        className="h-7 w-28 min-w-0 rounded-md sm:w-72 border border-line bg-surface-raised px-2 font-mono text-xs text-fg placeholder:font-sans placeholder:text-fg-subtle"
      />
      <span id="team-id-hint" className="sr-only">
        This server does not list teams. Leave empty for your default team.
      </span>
      <Button size="sm" type="submit">
        Open
      </Button>
    </form>
  );
}
