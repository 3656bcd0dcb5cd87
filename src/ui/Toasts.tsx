import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { AlertIcon, CheckIcon, XIcon } from './icons';

export type ToastTone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}
interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DISMISS_AFTER_MS = 5000;

/**
 * Short confirmations ("SSH key added"). The list is a polite live region that exists before any
 * toast does, so each new toast is read out; errors that need action stay on their form instead.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, message, tone }]);
      setTimeout(() => dismiss(id), DISMISS_AFTER_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2"
      >
        <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
          {toasts.map((toast) => (
            <li
              key={toast.id}
              className={cx(
                'pointer-events-auto flex items-start gap-2.5 rounded-lg border bg-surface-raised px-3 py-2.5 text-[13px] text-fg shadow-lg',
                toast.tone === 'error' ? 'border-danger/40' : 'border-line',
              )}
            >
              {toast.tone === 'error' ? (
                <AlertIcon className="mt-px size-4 shrink-0 text-danger-text" />
              ) : (
                <CheckIcon
                  className={cx(
                    'mt-px size-4 shrink-0',
                    toast.tone === 'success' ? 'text-success-text' : 'text-accent-text',
                  )}
                />
              )}
              <p className="min-w-0 flex-1 break-words">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label="Dismiss notification"
                className="-m-0.5 rounded p-0.5 text-fg-subtle hover:bg-surface-hover hover:text-fg"
              >
                <XIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>.');
  return api;
}
