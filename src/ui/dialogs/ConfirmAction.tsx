import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { useToast } from '../feedback/Toasts';
import type { RequestDescription } from '../../lib/requestText';

/** The part of a mutation (react-query's useMutation) a confirmed action uses. */
interface ConfirmMutation<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void; onError?: (error: unknown) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

export interface ConfirmActionProps<T, V> extends Omit<
  ConfirmDialogProps,
  'open' | 'onConfirm' | 'pending' | 'error' | 'children' | 'confirmText' | 'request'
> {
  /** What the action is on: the dialog is open while it is set. */
  target: T | null;
  mutation: ConfirmMutation<V>;
  variables: (target: T) => V;
  /** What confirming sends on this target (the plan the mutation sends, described): shown under "API request". */
  request?: (target: T) => RequestDescription;
  /** The text to type before the action is sent (a name, an address). */
  confirmText?: (target: T) => string;
  /** What the dialog shows of a failure: the failure itself unless this says otherwise (a sentence, or null). */
  failureShown?: (error: unknown, target: T) => unknown;
  /** After any failure, e.g. to close the dialog when the server turns out not to offer the action. */
  onFailed?: (error: unknown) => void;
  /** The toast once it is done. */
  doneText: (target: T) => string;
  /** Once done, after the dialog closed: what else follows (leave the page, forget the resource). */
  onDone?: (target: T) => void;
  children: (target: T) => ReactNode;
}

/**
 * A confirmed action on one thing (delete, release, detach): the confirmation, the mutation, the
 * toast when it is done. A failure stays in the dialog (ConfirmDialog) until the user closes it.
 */
export function ConfirmAction<T, V>({
  target,
  mutation,
  variables,
  confirmText,
  request,
  failureShown = (error) => error,
  onFailed,
  doneText,
  onDone,
  onClose,
  children,
  ...dialog
}: ConfirmActionProps<T, V>) {
  const toast = useToast();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...dialog}
      open={target !== null}
      onClose={close}
      confirmText={target && confirmText ? confirmText(target) : undefined}
      request={request ? (target ? request(target) : null) : undefined}
      pending={mutation.isPending}
      error={target && mutation.error ? failureShown(mutation.error, target) : null}
      onConfirm={() => {
        if (!target) return;
        mutation.mutate(variables(target), {
          onSuccess: () => {
            close();
            toast.show(doneText(target));
            onDone?.(target);
          },
          onError: onFailed,
        });
      }}
    >
      {target ? children(target) : null}
    </ConfirmDialog>
  );
}
