import { useEffect, useState, type RefObject } from 'react';

export interface Fullscreen {
  /** False where the browser (or a Permissions-Policy) does not allow it. */
  supported: boolean;
  active: boolean;
  toggle(): void;
}

/** Full screen for one element, tracking exits made with Escape or the browser's own controls. */
export function useFullscreen(element: RefObject<HTMLElement | null>): Fullscreen {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);
  return {
    supported: document.fullscreenEnabled === true,
    active,
    toggle() {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void element.current?.requestFullscreen().catch(() => undefined);
    },
  };
}
