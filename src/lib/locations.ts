import { compareText } from './textOrder';

/** Locations as the console offers and compares them, whatever resource they come from. */

/** Locations compare as people type them: "amsterdam" is Amsterdam. */
export function sameLocation(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * The locations of `sources` (the team's VPCs and VMs for a filter, the catalogue's for a form), one
 * spelling each (the first seen), sorted; plus `current` (what the URL asked for) when it is not among them.
 */
export function knownLocations(sources: ReadonlyArray<{ location?: string | null }>, current = ''): string[] {
  const seen = new Map<string, string>();
  // A VM may come without a location (the documented VM has none): it adds nothing.
  for (const { location } of sources) {
    const trimmed = (location ?? '').trim();
    if (trimmed && !seen.has(trimmed.toLocaleLowerCase())) seen.set(trimmed.toLocaleLowerCase(), trimmed);
  }
  const wanted = current.trim();
  if (wanted && !seen.has(wanted.toLocaleLowerCase())) seen.set(wanted.toLocaleLowerCase(), wanted);
  return [...seen.values()].sort(compareText);
}

/** The option a location filter should show as chosen: the known spelling of what the URL says. */
export function chosenLocation(options: readonly string[], value: string): string {
  return options.find((option) => sameLocation(option, value)) ?? value;
}
