import { useEffect, useRef, useState } from 'react';
import { cx } from '../cx';
import { CheckIcon, CopyIcon } from '../icons';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a value (an id, a fingerprint) to the clipboard. The result is announced through a
 * polite live region that is always in the DOM, so screen readers hear "Copied" without focus moving.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 1600);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        title={label}
        className={cx(
          'inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-subtle hover:bg-surface-selected hover:text-fg',
          state === 'copied' && 'text-success-text hover:text-success-text',
          className,
        )}
      >
        {state === 'copied' ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}
