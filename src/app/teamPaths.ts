import { paths } from '../lib/paths';
import { DEFAULT_AREA } from './areas';

/** The area segment of a /teams/:teamId/<area>/… path, so switching team keeps the user's area. */
export function areaFromPath(pathname: string): string {
  const segments = pathname.split('/');
  // ['', 'teams', '<teamId>', '<area>', …]
  return segments[1] === 'teams' && segments[3] ? segments[3] : DEFAULT_AREA;
}

/** The list page of an area for a team. Details are not kept: an id belongs to one team only. */
export function teamAreaPath(teamId: string, area: string = DEFAULT_AREA): string {
  return paths.area(teamId, area);
}
