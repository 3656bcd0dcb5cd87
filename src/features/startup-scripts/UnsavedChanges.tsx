import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';

/** Asks before throwing away what was typed: "Discard changes?" with Keep editing (Cancel) as the safe default. */
const DEFAULT_MESSAGE = 'Your changes have not been saved and will be lost.';

export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
  message = DEFAULT_MESSAGE,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  message?: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onKeep}
      onConfirm={onDiscard}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      destructive
      localOnly
    >
      {message}
    </ConfirmDialog>
  );
}

/**
 * While `dirty`, leaving the page asks first: in-app navigation (links, Back, the team switcher)
 * through the router's blocker, and closing or reloading the tab through the browser's own prompt.
 */
export function UnsavedChangesGuard({ dirty, message }: { dirty: boolean; message?: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      message={message}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
