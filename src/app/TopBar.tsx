import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CloudIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { useAfterFirstData } from './afterFirstData';
import { KeyboardButtons } from './palette/KeyboardButtons';
import { TeamSwitcher } from './TeamSwitcher';
import { ThemeToggle } from './ThemeToggle';

// The activity button (which also records the session's changes) comes after the page's data.
const ActivityButton = lazy(async () => ({ default: (await import('./activity/ActivityButton')).ActivityButton }));

/** Holds the activity button's place until it arrives, so nothing in the bar moves then. */
function ActivityPlace() {
  return (
    <span aria-hidden="true" className="invisible flex h-7 items-center px-2 text-[13px] font-medium">
      Activity
    </span>
  );
}

/**
 * The bar above every signed-in page. On a phone it keeps the menu button, the logo, the team and the
 * right-hand buttons; the product name and the theme toggle move out of the way (the toggle into the
 * navigation drawer), so the row fits 390 px with room for a few more icon buttons on the right.
 */
export function TopBar({ teamId, menuButton }: { teamId: string; menuButton?: ReactNode }) {
  const afterData = useAfterFirstData();
  return (
    <header className="flex h-12 shrink-0 items-center gap-1.5 border-b border-line bg-surface-raised px-2 sm:gap-3 sm:px-3">
      {menuButton}
      <Link
        to="/"
        className="flex shrink-0 items-center gap-2 rounded-md px-1.5 py-1 text-[13px] font-semibold text-fg"
      >
        <span className="flex size-6 items-center justify-center rounded-md bg-accent text-accent-fg">
          <CloudIcon className="size-4" />
        </span>
        {/* Below 1024 px the team name needs the room more than the product name does. */}
        <span className="sr-only lg:not-sr-only">Cloud Console</span>
      </Link>
      <span aria-hidden="true" className="hidden text-line-strong lg:inline">
        /
      </span>
      <div className="flex min-w-0 shrink items-center">
        <TeamSwitcher teamId={teamId} />
      </div>
      {/* The right-hand buttons: a plain flex list, one line per button. */}
      <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
        <KeyboardButtons />
        {afterData ? (
          <Suspense fallback={<ActivityPlace />}>
            <ActivityButton teamId={teamId} />
          </Suspense>
        ) : (
          <ActivityPlace />
        )}
        <ThemeToggle className="hidden sm:flex" />
        <AccountMenu />
      </div>
    </header>
  );
}
