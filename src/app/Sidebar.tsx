import { NavLink } from 'react-router-dom';
import { cx } from '../ui/cx';
import { AREA_GROUPS, AREAS } from './areas';
import { teamAreaPath } from './teamPaths';

/**
 * The area list, grouped as AREA_GROUPS (areas.ts) declares; NavLink marks the current one with aria-current="page".
 * A column beside the page on wide screens; inside the navigation drawer (NavDrawer) on narrow ones,
 * where choosing a link also closes the drawer (`onNavigate`).
 */
export function Sidebar({
  teamId,
  onNavigate,
  className,
}: {
  teamId: string;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <nav aria-label="Main" className={cx('flex flex-col gap-4 overflow-y-auto px-2 py-4', className)}>
      {AREA_GROUPS.map((group) => (
        <div key={group}>
          <h2 id={`nav-${group}`} className="mb-1 px-2 text-[11px] font-medium tracking-wide text-fg-subtle uppercase">
            {group}
          </h2>
          <ul aria-labelledby={`nav-${group}`} className="flex flex-col gap-px">
            {AREAS.filter((area) => area.group === group).map((area) => (
              <li key={area.slug}>
                <NavLink
                  to={teamAreaPath(teamId, area.slug)}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cx(
                      // Taller rows in the drawer: a finger, not a pointer, chooses there.
                      'flex h-9 items-center rounded-md px-2 text-[13px] lg:h-7',
                      isActive
                        ? 'bg-surface-selected font-medium text-fg'
                        : 'text-fg-muted hover:bg-surface-hover hover:text-fg',
                    )
                  }
                >
                  {area.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
