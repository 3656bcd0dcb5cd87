import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogBody, DialogFooter } from './Dialog';
import { FormError } from './FormError';
import { TextField } from './TextField';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** When set, the user must type this text before the destructive action is enabled. */
  typeToConfirm?: string;
  pending?: boolean;
  /** An error from the last attempt, shown above the actions. */
  error?: ReactNode;
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({ open, onClose, ...rest }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} title={rest.title} role="alertdialog" size="sm" describedBy={messageId}>
      <ConfirmBody onClose={onClose} messageId={messageId} {...rest} />
    </Dialog>
  );
}

function ConfirmBody({
  onClose,
  onConfirm,
  children,
  confirmLabel,
  typeToConfirm,
  pending = false,
  error,
  tone = 'danger',
  messageId,
}: Omit<ConfirmDialogProps, 'open' | 'title'> & { messageId: string }) {
  const [typed, setTyped] = useState('');
  const matches = typeToConfirm === undefined || typed === typeToConfirm;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || pending) return;
    onConfirm();
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <div id={messageId} className="text-[13px] leading-5 text-fg-muted">
          {children}
        </div>
        {typeToConfirm !== undefined ? (
          <TextField
            label={
              <>
                Type <span className="font-mono">{typeToConfirm}</span> to confirm
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        ) : null}
        {error ? <FormError>{error}</FormError> : null}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose} data-autofocus={typeToConfirm === undefined ? true : undefined}>
          Cancel
        </Button>
        <Button type="submit" variant={tone} loading={pending} disabled={!matches}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
