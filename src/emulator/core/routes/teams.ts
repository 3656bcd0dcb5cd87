import { extensionRoute, type RouteDefinition } from '../context';
import { ok } from '../responses';

/** GET /teams: the caller's teams, bare array. */
export const teamRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/teams', ({ user, state }) =>
    ok(
      user.memberships.map((membership) => ({
        id: membership.team_id,
        name: state.teams.get(membership.team_id)?.name ?? '',
        role: membership.role,
      })),
    ),
  ),
];
