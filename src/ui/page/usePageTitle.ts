import { useEffect } from 'react';

const APP_NAME = 'Cloud Console';

/** Sets document.title for the page, so tabs, history and screen readers name each page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
