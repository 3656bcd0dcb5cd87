import type { ReactNode } from 'react';

/**
 * Not-found and error pages appear inside the shell or, when the shell itself is missing,
 * on their own; on their own they carry the main landmark the shell would have given them.
 */
export function StatusPageFrame({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  return standalone ? (
    <main id="main-content" className="flex min-h-dvh items-center justify-center">
      {children}
    </main>
  ) : (
    children
  );
}
