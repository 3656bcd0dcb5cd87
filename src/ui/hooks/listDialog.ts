import { useState } from 'react';
import { useToast } from '../feedback/Toasts';

/**
 * A dialog a list page opens to add a row, and what follows its success: it closes, a toast says what
 * was done, then `after` runs (mark the new row, open its page). `props` go on the dialog.
 */
export function useListDialog() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const close = () => setOpen(false);
  return {
    open,
    show: () => setOpen(true),
    props: { open, onClose: close },
    finish: (words: string, after?: () => void) => {
      close();
      toast.show(words);
      after?.();
    },
  };
}
