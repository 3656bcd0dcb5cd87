import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../controls/Button';
import { Dialog, DialogBody, DialogFooter } from './Dialog';
import { errorMessage } from '../../lib/errorText';
import { FormError } from '../feedback/FormError';
import { AlertIcon } from '../icons';
import { TextField } from '../controls/TextField';
import { useOnline } from '../hooks/useOnline';
import { ApiRequestView } from '../form/ApiRequestView';
import type { RequestDescription } from '../../lib/requestText';

/**
 * A confirmation before an action, e.g. a delete:
 *
 *   <ConfirmDialog open={target !== null} onClose={close} title="Delete firewall group"
 *     confirmLabel="Delete group" destructive confirmText={target?.name}
 *     pending={remove.isPending} error={remove.error} onConfirm={() => remove.mutate(target.id, { onSuccess: close })}>
 *     Delete <strong>{target?.name}</strong>? Its rules go with it.
 *   </ConfirmDialog>
 *
 * The dialog never closes itself on confirm: the caller closes it on success. While `pending` the
 * confirm button shows a spinner and cannot send twice; a failure stays in the dialog, above the
 * buttons, as its plain sentence (ApiError's message), so the user can read it and try again.
 *
 * While the browser is offline the confirm button is disabled with a note saying so: the action is
 * refused, not queued to happen by itself when the network returns. `localOnly` confirmations
 * (discarding edits) send nothing and stay available.
 */
export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The message: what will happen to what. It also describes the dialog for screen readers. */
  children: ReactNode;
  /** The confirm button, a verb and a noun: "Delete key". */
  confirmLabel: string;
  /** A red confirm button, for actions that destroy something. */
  destructive?: boolean;
  /** When set (e.g. the resource's name), the user must type it exactly before the confirm button is enabled. */
  confirmText?: string;
  pending?: boolean;
  /** The last attempt's failure: an ApiError or any thrown value (shown as its sentence), or text. Falsy for none. */
  error?: unknown;
  /** The confirm action only changes this page and sends nothing, so it works offline. */
  localOnly?: boolean;
  /** Why the action cannot be done now (e.g. VMs still use the thing): said up front, nothing to type, no confirm. */
  blockedReason?: ReactNode;
  /** What confirming sends, shown under "API request" (method, URL, body, curl); absent for a local-only confirmation. */
  request?: RequestDescription | null;
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
  confirmText,
  pending = false,
  error,
  destructive = false,
  localOnly = false,
  blockedReason,
  request,
  messageId,
}: Omit<ConfirmDialogProps, 'open' | 'title'> & { messageId: string }) {
  const [typed, setTyped] = useState('');
  const online = useOnline();
  const offlineNoteId = useId();
  const blockedId = useId();
  const blocked = blockedReason !== undefined && blockedReason !== null;
  const askedText = blocked ? undefined : confirmText;
  const matches = !blocked && (askedText === undefined || typed === askedText);
  const blockedOffline = !online && !localOnly;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || pending || blockedOffline) return;
    onConfirm();
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <div id={messageId} className="text-[13px] leading-5 text-fg-muted">
          {children}
        </div>
        {blocked ? (
          <p
            id={blockedId}
            className="flex items-start gap-2 rounded-md border border-warning-text/30 bg-warning-soft px-3 py-2 text-[13px] text-warning-text"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <span>{blockedReason}</span>
          </p>
        ) : null}
        {askedText !== undefined ? (
          <TextField
            label={
              <>
                Type <bdi className="font-mono">{askedText}</bdi> to confirm
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        ) : null}
        {request !== undefined && <ApiRequestView request={request} />}
        {error ? <FormError>{typeof error === 'string' ? error : errorMessage(error)}</FormError> : null}
        {/* Always in the page so screen readers announce the note when the network drops. */}
        <div role="status" id={offlineNoteId} className="contents">
          {blockedOffline ? (
            <p className="flex items-start gap-2 rounded-md border border-warning-text/30 bg-warning-soft px-3 py-2 text-[13px] text-warning-text">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              You are offline: nothing will be sent until the connection is back.
            </p>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose} data-autofocus={askedText === undefined ? true : undefined}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'danger' : 'primary'}
          loading={pending}
          disabled={!matches || blockedOffline}
          aria-describedby={blocked ? blockedId : blockedOffline ? offlineNoteId : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
