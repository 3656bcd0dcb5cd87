import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Screen readers do not notice a client-side page change; this reads the new page's title
 * (already set by the page's own effect, which runs before this parent's) in a polite live region.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const region = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (region.current) region.current.textContent = document.title;
  }, [pathname]);

  return <p ref={region} role="status" className="sr-only" />;
}
