import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Screen readers do not notice a client-side page change; this reads the new page's title in a
 * polite live region. The page sets its title in its own effect, which runs after this one (the
 * announcer sits before the page in the tree), so the title is read once the commit's effects are done.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const region = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const timer = setTimeout(() => {
      if (region.current) region.current.textContent = document.title;
    });
    return () => clearTimeout(timer);
  }, [pathname]);

  return <p ref={region} role="status" className="sr-only" />;
}
