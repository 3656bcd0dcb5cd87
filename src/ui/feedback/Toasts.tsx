import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { AlertIcon, CheckIcon, XIcon } from '../icons';
import { useTopModal } from '../dialogs/modalLayer';
import { createToastTimers } from './toastTimers';

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

export const DISMISS_AFTER_MS = 5000;
/** At most this many on screen: the oldest confirmation goes first; an error stays until dismissed. */
const MAX_TOASTS = 4;

function withNew(list: readonly Toast[], toast: Toast): Toast[] {
  const next = [...list, toast];
  while (next.length > MAX_TOASTS) {
    const oldestPassing = next.findIndex((item) => item.tone !== 'error');
    next.splice(oldestPassing === -1 ? 0 : oldestPassing, 1);
  }
  return next;
}

/**
 * Short confirmations ("SSH key added") and errors not tied to a form. The list is a polite live
 * region that exists before any toast does, so each new toast is read out. A confirmation leaves
 * after a few seconds of being visible: its timer holds while the pointer is over the toasts, while
 * focus is inside them and while the tab is hidden. An error stays until dismissed.
 * While a modal dialog is open the rest of the page is inert, so the region lives inside the top
 * dialog then (a portal), where it can be read, focused and dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const [timers] = useState(() =>
    createToastTimers((id) => setToasts((list) => list.filter((toast) => toast.id !== id))),
  );
  const host = useTopModal();

  const dismiss = useCallback(
    (id: number) => {
      timers.remove(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    },
    [timers],
  );
  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = nextId.current++;
      setToasts((list) => withNew(list, { id, message, tone }));
      if (tone !== 'error') timers.add(id, DISMISS_AFTER_MS);
    },
    [timers],
  );
  const api = useMemo(() => ({ show }), [show]);

  useEffect(() => {
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? timers.pause('hidden') : timers.resume('hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      timers.clear();
    };
  }, [timers]);

  // The section is remounted when it moves in or out of a dialog: a hold ends with the node it was on.
  const holdWhileUsed = useCallback(
    (section: HTMLElement | null) => {
      if (!section) return;
      const enter = () => timers.pause('hover');
      const leave = () => timers.resume('hover');
      const focusIn = () => timers.pause('focus');
      const focusOut = (event: FocusEvent) => {
        if (!section.contains(event.relatedTarget as Node | null)) timers.resume('focus');
      };
      const listening = new AbortController();
      const { signal } = listening;
      section.addEventListener('pointerenter', enter, { signal });
      section.addEventListener('pointerleave', leave, { signal });
      section.addEventListener('focusin', focusIn, { signal });
      section.addEventListener('focusout', focusOut, { signal });
      return () => {
        listening.abort();
        timers.resume('hover');
        timers.resume('focus');
      };
    },
    [timers],
  );

  const region = (
    <section
      aria-label="Notifications"
      // On a phone a dialog reaches almost to the bottom, its actions last: toasts there sit at the top instead,
      // over the page's top bar (a dialog starts below it).
      className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-2 sm:top-auto sm:bottom-4 sm:left-auto sm:w-80"
      ref={holdWhileUsed}
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
            <p className="min-w-0 flex-1 break-words">
              {toast.tone === 'error' ? <span className="sr-only">Error: </span> : null}
              {toast.message}
            </p>
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
  );

  return (
    <ToastContext value={api}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>.');
  return api;
}
