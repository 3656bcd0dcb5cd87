/**
 * The route segment that stands for "the caller's default team" when the server offers no
 * team list: the API is then called without `team_id`, which the spec defines as the
 * primary team.
 */
export const DEFAULT_TEAM = 'default';

/** `team_id` for a query string or a JSON body: omitted for the default team. */
export function teamParam(teamId: string): { team_id?: string } {
  return teamId === DEFAULT_TEAM ? {} : { team_id: teamId };
}
