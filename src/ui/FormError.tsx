import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

/**
 * A form-level error (e.g. from the API) that is announced as soon as it appears. The API's code,
 * when given, follows the sentence so a person can quote it to support.
 */
export function FormError({ children, code }: { children: ReactNode; code?: string | undefined }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-[13px] text-danger-text">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {children}
        {code ? <span className="ml-1 font-mono text-xs opacity-80">({code})</span> : null}
      </div>
    </div>
  );
}
