import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

/** A form-level error (e.g. from the API) that is announced as soon as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-[13px] text-danger-text">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
