/**
 * A team's name without the words all the user's team names start with ("Acme Production", "Acme
 * Staging" → "Production", "Staging"): what tells them apart where the switcher has little room.
 * The whole name when nothing is shared, when that would leave it empty, or for a single team.
 */
export function distinctTeamLabel(name: string, allNames: readonly string[]): string {
  if (allNames.length < 2) return name;
  const split = allNames.map((each) => each.trim().split(/\s+/));
  const first = split[0] ?? [];
  let shared = 0;
  while (shared < first.length && split.every((words) => words.length > shared + 1 && words[shared] === first[shared]))
    shared += 1;
  if (shared === 0) return name;
  return name.trim().split(/\s+/).slice(shared).join(' ') || name;
}
