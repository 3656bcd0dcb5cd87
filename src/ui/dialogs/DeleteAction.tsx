import { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
import { capitalised } from '../../lib/text';
import { isolatedText } from '../page/detail';

export interface DeleteActionProps<T extends { id: string }> extends Omit<
  ConfirmActionProps<T, string>,
  'title' | 'variables' | 'destructive' | 'confirmLabel' | 'confirmText' | 'doneText'
> {
  /** What is deleted, as the title says it: "VPC", "startup script". */
  noun: string;
  /** The thing's name, as the toast quotes it (and as it is typed to confirm, with `typeName`): its `name` unless said. */
  nameOf?: (target: T) => string;
  /** A delete that cannot be undone and costs something asks for the name to be typed. */
  typeName?: boolean;
  confirmLabel?: string;
  /** The toast, when "<Noun> “name” deleted." is not the right thing to say. */
  doneText?: (target: T) => string;
}

/** What a page gives the delete dialog of one kind of thing. */
export interface DeleteDialogProps<T> {
  teamId: string;
  /** What is to be deleted: the dialog is open while it is set. */
  target: T | null;
  onClose: () => void;
  /** Once deleted, after the dialog closed (leave the page, forget the thing). */
  onDone?: (target: T) => void;
}

/**
 * Deleting one thing by its id, the way every delete in the console reads: "Delete <noun>" as the title,
 * a destructive button, the name typed to confirm where asked, and "<Noun> “name” deleted." when done.
 */
export function DeleteAction<T extends { id: string }>({
  noun,
  nameOf = nameField,
  typeName = false,
  confirmLabel = `Delete ${noun}`,
  doneText = (deleted) => `${capitalised(noun)} “${isolatedText(nameOf(deleted))}” deleted.`,
  ...action
}: DeleteActionProps<T>) {
  return (
    <ConfirmAction
      {...action}
      variables={(target) => target.id}
      title={`Delete ${noun}`}
      confirmLabel={confirmLabel}
      destructive
      confirmText={typeName ? nameOf : undefined}
      doneText={doneText}
    />
  );
}

const nameField = (target: { id: string; name?: unknown }) =>
  typeof target.name === 'string' ? target.name : target.id;
