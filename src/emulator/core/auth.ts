import type { FixtureUser } from './fixture';
import { fail } from './failure';
import type { EmulatorState, TeamState } from './state';

// The provider's docs say `Token`, most clients send `Bearer`; both work live (provider facts).
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
 * The team a request acts on. Not being a member answers 403, not 401, so that a stale team in a
 * URL never signs the user out (README API notes); an unknown team is indistinguishable from a
 * team one is not in.
 */
export function resolveTeam(state: EmulatorState, user: FixtureUser, requestedTeamId: string | undefined): TeamState {
  const teamId = requestedTeamId ?? user.primary_team_id;
  const isMember = user.memberships.some((membership) => membership.team_id === teamId);
  const team = isMember ? state.teams.get(teamId) : undefined;
  if (team === undefined) return fail(403, 'TEAM_ACCESS_DENIED');
  return team;
}
