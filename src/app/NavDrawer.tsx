import { useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { XIcon } from '../ui/icons';
import { useModalDialog } from '../ui/dialogs/useModalDialog';

/**
 * The sidebar on a narrow screen: a modal <dialog> sliding in from the left. showModal() makes the
 * page behind it inert (a real focus trap) and Escape raises `cancel`; a click on the backdrop (the
 * dialog element itself, outside its panel) and choosing a link close it too. Focus goes back to the
 * menu button that opened it (useModalDialog).
 */
export function NavDrawer({
  onClose,
  returnFocusRef,
  children,
}: {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useModalDialog(ref, onClose, {
    // The current area first, so Tab and the arrow of a screen reader start where the person is.
    initial: (dialog) =>
      dialog.querySelector<HTMLElement>('a[aria-current="page"]') ?? dialog.querySelector<HTMLElement>('a[href]'),
    back: () => returnFocusRef.current,
  });

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) modal.close();
  };

  return (
    // The click handler only catches clicks on the backdrop; the keyboard closes it with Escape (cancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label="Navigation"
      aria-modal="true"
      onClick={closeOnBackdrop}
      onCancel={modal.onCancel}
      onClose={modal.onClose}
      className="m-0 h-dvh max-h-none w-72 max-w-[calc(100vw-3rem)] flex-col overflow-hidden border-r border-line bg-surface-sunken p-0 text-fg shadow-2xl open:flex backdrop:bg-backdrop"
    >
      <div className="flex h-12 shrink-0 items-center justify-between border-b border-line px-3">
        <span className="text-[13px] font-semibold text-fg">Cloud Console</span>
        <button
          type="button"
          onClick={modal.close}
          aria-label="Close navigation"
          className="rounded-md p-1.5 text-fg-subtle hover:bg-surface-hover hover:text-fg"
        >
          <XIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
