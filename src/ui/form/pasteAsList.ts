import type { ClipboardEvent } from 'react';
import { pasteLines } from '../../lib/pastedList';

/**
 * A one-line field's paste handler that keeps a pasted column of values apart (see `pasteLines`):
 * `set` receives the field's new text, and the caret lands after what was pasted.
 */
export function pasteAsList(set: (value: string) => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = pasteLines(
      input.value,
      { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length },
      event.clipboardData.getData('text/plain'),
    );
    if (!next) return;
    event.preventDefault();
    set(next.value);
    requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
  };
}
