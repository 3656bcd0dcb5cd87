import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it starts or stops matching. Without
 * matchMedia (jsdom) it answers `fallback`, the wide layout the unit tests render.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const media = matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/**
 * Where the sidebar stays on screen: a small laptop (1024 px) keeps it, with 816 px left for the page;
 * a tablet or a phone opens it from the top bar's menu button.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** Screen widths from which a less important table column is shown (Tailwind's md, lg, xl and 2xl). */
export const SCREEN_WIDTHS = { md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type ScreenWidth = keyof typeof SCREEN_WIDTHS;

/** Which of SCREEN_WIDTHS the screen has reached. */
export function useScreenWidths(): Record<ScreenWidth, boolean> {
  const md = useMediaQuery(`(min-width: ${SCREEN_WIDTHS.md}px)`);
  const lg = useMediaQuery(`(min-width: ${SCREEN_WIDTHS.lg}px)`);
  const xl = useMediaQuery(`(min-width: ${SCREEN_WIDTHS.xl}px)`);
  const xxl = useMediaQuery(`(min-width: ${SCREEN_WIDTHS['2xl']}px)`);
  return useMemo(() => ({ md, lg, xl, '2xl': xxl }), [md, lg, xl, xxl]);
}
