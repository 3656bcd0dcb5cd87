import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../controls/Button';
import { cx } from '../cx';
import { XIcon } from '../icons';
import { useModalDialog } from './useModalDialog';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Focused when the dialog opens; by default the element marked `data-autofocus`, else the first field. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element in the body that describes the dialog (an alert dialog's message). */
  describedBy?: string;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

const FIRST_FIELD =
  '[data-autofocus], input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A modal built on the native <dialog> with showModal(): the browser makes the rest of the page inert
 * (a real focus trap) and puts it in the top layer. React state stays the source of truth: Escape
 * raises `cancel`, which we turn into onClose, and the dialog is unmounted rather than merely hidden,
 * so a reopened form starts fresh.
 */
export function Dialog({ open, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  describedBy,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const modal = useModalDialog(ref, onClose, {
    initial: (dialog) => initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FIRST_FIELD),
    // Back where the user was, or on the page content when that element is gone (the row just deleted).
    back: (opener) => (opener?.isConnected ? opener : document.getElementById('main-content')),
  });

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy ?? (description ? descriptionId : undefined)}
      onCancel={modal.onCancel}
      onClose={modal.onClose}
      className={cx(
        // Anchored near the top rather than centred, so the dialog does not jump as its content grows.
        'mx-auto mt-[12vh] w-[calc(100%-2rem)] max-h-[calc(88vh-2rem)] overflow-hidden rounded-lg border border-line bg-surface-raised p-0 text-fg shadow-2xl',
        'flex-col open:flex backdrop:bg-backdrop',
        'opacity-100 transition-opacity duration-150 starting:open:opacity-0 motion-reduce:transition-none',
        SIZES[size],
      )}
    >
      <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-3.5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-[15px] font-semibold text-fg">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-0.5 text-[13px] text-fg-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={modal.close}
          className="-mr-1.5 rounded-md p-1 text-fg-subtle hover:bg-surface-hover hover:text-fg"
          aria-label="Close"
        >
          <XIcon />
        </button>
      </header>
      {children}
    </dialog>
  );
}

/** Scrolling content area of a dialog. */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('min-h-0 flex-1 overflow-y-auto px-5 py-4', className)}>{children}</div>;
}

/** Right-aligned actions; the primary action goes last. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx('flex items-center justify-end gap-2 border-t border-line bg-surface px-5 py-3', className)}>
      {children}
    </div>
  );
}

/**
 * The footer of a form dialog: Cancel, then the submit button, which shows progress and cannot
 * send the form again while its request is pending.
 */
export function DialogFormActions({
  onCancel,
  submitLabel,
  pending,
  disabledBy,
}: {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  /** The id of the sentence saying why the submit is disabled; the submit is enabled without one. */
  disabledBy?: string | undefined;
}) {
  return (
    <DialogFooter>
      <Button onClick={onCancel}>Cancel</Button>
      <Button
        type="submit"
        variant="primary"
        loading={pending}
        disabled={disabledBy !== undefined}
        aria-describedby={disabledBy}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
