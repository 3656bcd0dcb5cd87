import { Link } from 'react-router-dom';
import { CloudIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { ActivityButton } from './activity/ActivityButton';
import { TeamSwitcher } from './TeamSwitcher';
import { ThemeToggle } from './ThemeToggle';

export function TopBar({ teamId }: { teamId: string }) {
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b border-line bg-surface-raised px-3">
      <Link to="/" className="flex items-center gap-2 rounded-md px-1.5 py-1 text-[13px] font-semibold text-fg">
        <span className="flex size-6 items-center justify-center rounded-md bg-accent text-accent-fg">
          <CloudIcon className="size-4" />
        </span>
        Cloud Console
      </Link>
      <span aria-hidden="true" className="text-line-strong">
        /
      </span>
      <TeamSwitcher teamId={teamId} />
      <div className="ml-auto flex items-center gap-2">
        <ActivityButton teamId={teamId} />
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
