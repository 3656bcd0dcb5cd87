const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type=hidden]), textarea:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal <dialog>: the browser keeps focus off the inert page but lets Tab run out
 * to its own toolbar, so the last control wraps to the first and back. Returns the remover.
 */
export function wrapTabWithin(dialog: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    // Browsers give a selector list's matches in document order; jsdom groups them by selector.
    const tabbable = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE))
      .filter((element) => (element.checkVisibility?.() ?? true) && !outOfTabOrder(element))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('keydown', onKeyDown);
  return () => dialog.removeEventListener('keydown', onKeyDown);
}

/** A radio group is one tab stop: its checked radio (or its first, when none is checked). */
function outOfTabOrder(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) return false;
  const group = element.form?.elements.namedItem(element.name) ?? document.getElementsByName(element.name);
  const radios = Array.from(group instanceof RadioNodeList || group instanceof NodeList ? group : [group]).filter(
    (node): node is HTMLInputElement => node instanceof HTMLInputElement && node.type === 'radio',
  );
  return radios.some((radio) => radio.checked) || radios[0] !== element;
}
