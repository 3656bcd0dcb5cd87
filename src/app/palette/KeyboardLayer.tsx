import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { isDialogOpen, isInConsole, isTypingTarget, pageSearchField, shortcutFor } from '../shortcuts';
import { takeEarlyKeys } from './earlyKeys';
import { closeOverlay, openOverlay, useOverlay } from './layerState';
import { loadPalette } from './loadPalette';

// The palette and the shortcut list are their own chunks, loaded the first time they open; this layer
// is one too, which the shell loads after the page's data or at the first key (earlyKeys.ts).
const CommandPalette = lazy(() =>
  loadPalette().then(
    (module) => ({ default: module.CommandPalette }),
    () => import('./OverlayUnavailable').then((module) => ({ default: module.OverlayUnavailable })),
  ),
);
const ShortcutHelpDialog = lazy(() =>
  import('./ShortcutHelpDialog').then(
    (module) => ({ default: module.ShortcutHelpDialog }),
    () => import('./OverlayUnavailable').then((module) => ({ default: module.OverlayUnavailable })),
  ),
);

/**
 * The console's keyboard: listens for the shortcuts (src/app/shortcuts.ts) anywhere in the signed-in
 * app and shows the palette or the shortcut list when one is open.
 */
export function KeyboardLayer({ teamId }: { teamId: string }) {
  const overlay = useOverlay();
  const navigate = useNavigate();
  const goPendingSince = useRef<number | null>(null);

  useEffect(() => {
    /** `now`: when the key was pressed (a key pressed before this layer ran is handled late). */
    const onKey = (event: KeyboardEvent, now: number) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const action = shortcutFor(event, {
        typing: isTypingTarget(target),
        inConsole: isInConsole(target) || isInConsole(document.activeElement),
        dialogOpen: isDialogOpen(document),
        goPendingSince: goPendingSince.current,
        now,
      });
      // Any other key ends a `g` sequence.
      goPendingSince.current = action?.kind === 'go-pending' ? now : null;
      if (!action) return;
      switch (action.kind) {
        case 'palette':
        case 'help':
          event.preventDefault();
          openOverlay(action.kind);
          return;
        case 'focus-search': {
          const field = pageSearchField(document);
          if (!field) return;
          event.preventDefault();
          field.focus();
          field.select();
          return;
        }
        case 'go':
          event.preventDefault();
          void navigate(paths.area(teamId, action.area));
          return;
        case 'go-pending':
          return;
      }
    };
    for (const { event, at } of takeEarlyKeys()) onKey(event, at);
    const onKeyDown = (event: KeyboardEvent) => onKey(event, performance.now());
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, teamId]);

  // Leaving the signed-in app (sign-out) closes whatever was open.
  useEffect(() => closeOverlay, []);

  return (
    <Suspense fallback={null}>
      {overlay === 'palette' ? <CommandPalette teamId={teamId} onClose={closeOverlay} /> : null}
      {overlay === 'help' ? <ShortcutHelpDialog onClose={closeOverlay} /> : null}
    </Suspense>
  );
}
