import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { MenuIcon } from '../ui/icons';
import { IdleSignOut } from './IdleSignOut';
import { NavDrawer } from './NavDrawer';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { useAfterFirstData } from './afterFirstData';
import { collectEarlyKeys } from './palette/earlyKeys';
import { useOverlay } from './palette/layerState';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { ThemeToggle } from './ThemeToggle';
import { TopBar } from './TopBar';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../ui/hooks/useMediaQuery';

// The shortcuts and the palette come after the page's data (afterFirstData.ts), or at their first use.
const KeyboardLayer = lazy(async () => ({ default: (await import('./palette/KeyboardLayer')).KeyboardLayer }));

/**
 * Layout of every signed-in page: the top bar and sidebar stay, <main> is the one scrolling
 * region (tables inside it scroll on their own so their headers stay in view). Below 1024 px the
 * sidebar leaves the page for a drawer opened by the top bar's menu button.
 */
export function AppShell() {
  const { teamId = '' } = useParams();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [navOpen, setNavOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const afterData = useAfterFirstData();
  const overlay = useOverlay();
  const [keyPressed, setKeyPressed] = useState(false);
  const keyboardWanted = afterData || keyPressed || overlay !== null;
  // Until the keyboard layer runs, the keys pressed are kept for it, and the first one loads it.
  useEffect(() => collectEarlyKeys(() => setKeyPressed(true)), []);
  // <main> scrolls and stays from page to page: a new page opens at its top, not where the last one was left.
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
  }, [pathname]);
  // Widening the window puts the sidebar back beside the page: the drawer is done with.
  if (wide && navOpen) setNavOpen(false);

  const menuButton = wide ? null : (
    <button
      ref={menuButtonRef}
      type="button"
      aria-label="Open navigation"
      aria-haspopup="dialog"
      aria-expanded={navOpen}
      onClick={() => setNavOpen(true)}
      className="-ml-0.5 shrink-0 rounded-md p-1.5 text-fg-muted hover:bg-surface-hover hover:text-fg"
    >
      <MenuIcon className="size-5" />
    </button>
  );

  return (
    <div className="flex h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <RouteAnnouncer />
      <IdleSignOut />
      {keyboardWanted ? (
        <Suspense fallback={null}>
          <KeyboardLayer teamId={teamId} />
        </Suspense>
      ) : null}
      <TopBar teamId={teamId} menuButton={menuButton} />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        {wide ? (
          <Sidebar teamId={teamId} className="w-52 shrink-0 border-r border-line bg-surface-sunken" />
        ) : navOpen ? (
          <NavDrawer onClose={() => setNavOpen(false)} returnFocusRef={menuButtonRef}>
            <Sidebar teamId={teamId} onNavigate={() => setNavOpen(false)} className="min-h-0 flex-1" />
            {/* The top bar has no room for it on a phone. */}
            <div className="shrink-0 border-t border-line px-4 py-3 sm:hidden">
              <ThemeToggle className="flex w-fit" />
            </div>
          </NavDrawer>
        ) : null}
        {/* relative: the containing block of absolutely placed bits inside (screen-reader text), so
            main clips them like everything else rather than widening the document. */}
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          className="relative flex min-w-0 flex-1 flex-col overflow-auto focus:outline-none"
        >
          {/* A page per team: nothing of one team's page (a search not yet in the URL, a dialog's target)
              carries over to the next; a search typed just before switching wrote the old team back. */}
          <Outlet key={teamId} />
        </main>
      </div>
    </div>
  );
}
