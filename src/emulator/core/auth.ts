import type { FixtureUser } from './fixture';
import { fail } from './failure';
import type { EmulatorState, TeamState } from './state';

// The contract documents bearer tokens; one live client sends `Token <key>` instead, so both are accepted.
// Auth schemes are case-insensitive (RFC 9110 §11.1).
const AUTHORIZATION_PATTERN = /^(?:bearer|token)[ \t]+(\S+)[ \t]*$/i;

/** The caller behind the Authorization header, or 401 `UNAUTHORIZED`. */
export function authenticate(state: EmulatorState, authorization: string | undefined): FixtureUser {
  const token = authorization === undefined ? undefined : AUTHORIZATION_PATTERN.exec(authorization)?.[1];
  const user = token === undefined ? undefined : state.usersByToken.get(token);
  if (user === undefined) return fail(401, 'UNAUTHORIZED');
  return user;
}

/**
 * The team a request acts on. Not being a member answers 401, which is how the provider spells a
 * missing permission on a team (the contract's reserved-IP operations); an unknown team is
 * indistinguishable from a team one is not in. The code tells it apart from a bad token.
 */
export function resolveTeam(state: EmulatorState, user: FixtureUser, requestedTeamId: string | undefined): TeamState {
  const teamId = requestedTeamId ?? user.primary_team_id;
  const isMember = user.memberships.some((membership) => membership.team_id === teamId);
  const team = isMember ? state.teams.get(teamId) : undefined;
  if (team === undefined) return fail(401, 'TEAM_ACCESS_DENIED');
  return team;
}
