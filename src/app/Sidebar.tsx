import { NavLink } from 'react-router-dom';
import { cx } from '../ui/cx';
import { AREA_GROUPS, AREAS } from './areas';
import { teamAreaPath } from './teamPaths';

/** The area list, grouped as in DESIGN.md; NavLink marks the current one with aria-current="page". */
export function Sidebar({ teamId }: { teamId: string }) {
  return (
    <nav
      aria-label="Main"
      className="flex w-52 shrink-0 flex-col gap-4 overflow-y-auto border-r border-line bg-surface-sunken px-2 py-4"
    >
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
                  className={({ isActive }) =>
                    cx(
                      'flex h-7 items-center rounded-md px-2 text-[13px]',
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
