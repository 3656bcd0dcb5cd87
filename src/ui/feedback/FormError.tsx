import type { ReactNode } from 'react';
import { supportCode } from '../../lib/errorText';
import { AlertIcon } from '../icons';

/**
 * A form-level error (e.g. from the API) that is announced as soon as it appears. The API's code,
 * when given, follows the sentence so a person can quote it to support (not `HTTP_<status>`: the
 * sentence already says what the status meant).
 */
export function FormError({ children, code: given }: { children: ReactNode; code?: string | undefined }) {
  const code = supportCode(given);
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-[13px] text-danger-text"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {children}
        {code ? <span className="ml-1 font-mono text-xs opacity-80">({code})</span> : null}
      </div>
    </div>
  );
}
