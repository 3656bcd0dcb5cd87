import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { removeBootSkeleton } from './bootSkeleton';

/**
 * Where the router first shows a page (or an error): the boot's skeleton (bootSkeleton.tsx) leaves in
 * the same commit, so the frame that drops it draws the page.
 */
export function BootSkeletonEnd({ children }: { children?: ReactNode }) {
  useLayoutEffect(removeBootSkeleton, []);
  return children ?? <Outlet />;
}
