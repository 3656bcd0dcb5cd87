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

/**
 * `team_id` for a body whose document marks it required (POST and PATCH /ssh_keys). In default-team
 * mode no id is known: `""` is sent, which the live API reads as the caller's default team (a live
 * client sends it so) and the emulator too, so the field is never left out.
 */
export function requiredTeamParam(teamId: string): { team_id: string } {
  return { team_id: teamId === DEFAULT_TEAM ? '' : teamId };
}

/** Cache keys of a team's resource: everything under `all`, its list, and one item's detail. */
export function teamResourceKeys<const TResource extends string>(resource: TResource) {
  const all = (teamId: string) => ['team', teamId, resource] as const;
  return {
    all,
    list: (teamId: string) => [...all(teamId), 'list'] as const,
    detail: (teamId: string, id: string) => [...all(teamId), 'detail', id] as const,
  };
}

/** Request options of a read (or delete) of the team's list: `team_id` in the query string. */
export function teamQuery(teamId: string, signal?: AbortSignal) {
  return { params: { query: teamParam(teamId) }, signal };
}

/** Request options of a read (or delete) of one of the team's items: its path ids, `team_id` in the query string. */
export function teamItem<const TPath extends Record<string, string>>(
  teamId: string,
  path: TPath,
  signal?: AbortSignal,
) {
  return { params: { path, query: teamParam(teamId) }, signal };
}

/** Request options of a change (POST, PUT, PATCH) to one of the team's items: its path ids, `team_id` in the JSON body. */
export function teamChange<const TPath extends Record<string, string>, const TBody extends object>(
  teamId: string,
  path: TPath,
  body: TBody,
) {
  return { params: { path }, body: { ...teamParam(teamId), ...body } };
}
