import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { enterModalLayer } from './modalLayer';
import { wrapTabWithin } from './wrapTab';

interface ModalFocus {
  /** Where focus goes once open. */
  initial: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where focus goes back on close, given the element that had it when the dialog opened. */
  back: (opener: HTMLElement | null) => HTMLElement | null | undefined;
}

/**
 * What every modal <dialog> of the console does, in one place: showModal() makes the page inert (a
 * real focus trap) and puts it in the top layer, the toasts move inside it (modalLayer.ts), Tab wraps
 * within it (the browser would let it out to its own toolbar), and focus returns on close. React state
 * stays the source of truth: Escape raises `cancel`, turned into onClose; the returned handlers go on
 * the element. `focus` is read once, when it opens.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void, focus: ModalFocus) {
  // Read through refs so the open/close effect runs once per mount, not on every new closure.
  const onCloseRef = useRef(onClose);
  const focusRef = useRef(focus);
  useEffect(() => {
    onCloseRef.current = onClose;
    focusRef.current = focus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute is enough for component tests there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const leaveModalLayer = enterModalLayer(dialog);
    focusRef.current.initial(dialog)?.focus();
    const unwrapTab = wrapTabWithin(dialog);
    return () => {
      unwrapTab();
      leaveModalLayer();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // Removing a modal dialog drops focus on <body>: put it back.
      focusRef.current.back(opener)?.focus();
    };
  }, [ref]);

  return {
    close: () => onCloseRef.current(),
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onCloseRef.current();
    },
    // Chrome may close a dialog without `cancel` when Escape is pressed repeatedly; keep state in step.
    // A `close` that arrives while the dialog is open again is stale (StrictMode closes and reopens
    // it on mount, and the event is dispatched later), so it is ignored.
    onClose: () => {
      if (!ref.current?.open) onCloseRef.current();
    },
  };
}
