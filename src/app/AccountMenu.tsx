import { useNavigate } from 'react-router-dom';
import { queryClient } from '../api/cache/queryClient';
import { signOut } from '../api/session/session';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../ui/icons';
import { Menu } from '../ui/controls/Menu';

export function AccountMenu() {
  const navigate = useNavigate();
  const handleSignOut = () => {
    // Token first, then every cached response of this user, then away from the signed-in pages.
    signOut();
    queryClient.clear();
    void navigate('/sign-in', { replace: true });
  };
  return (
    <Menu
      buttonLabel="Account"
      buttonContent={
        <>
          <span className="flex size-6 items-center justify-center rounded-full bg-surface-selected text-fg-muted">
            <UserIcon className="size-3.5" />
          </span>
          {/* On a phone the team name needs the room more. */}
          <ChevronDownIcon className="size-3.5 max-sm:hidden" />
        </>
      }
      header={
        <>
          <div className="font-medium text-fg">Signed in</div>
          <div>with an API token</div>
        </>
      }
      items={[{ label: 'Sign out', icon: <LogOutIcon className="size-3.5" />, onSelect: handleSignOut }]}
    />
  );
}
