import type { ComponentType, ReactNode } from 'react';
import { Dialog, type DialogProps } from '../dialogs/Dialog';

/** What a form dialog shows around its form. */
export type FormDialogFrame = Pick<DialogProps, 'title' | 'description' | 'size'>;

/** The props every form takes from its dialog. */
interface FormProps {
  onClose: () => void;
}

/**
 * The props of a form that a create and an edit dialog share: where it starts, its submit label, and
 * `send`, which gets the checked values (a refusal it throws is placed by the form).
 */
export interface SharedFormProps<Values> {
  initial: Values;
  submitLabel: string;
  send: (values: Values) => Promise<unknown> | void;
  onCancel: () => void;
}

/** What the form of a team's form dialog is given: the team, Close, and its own (the item, what to call once done). */
export type TeamFormProps<Own> = { teamId: string; onClose: () => void } & Own;

/**
 * A form dialog opened by a flag: the dialog takes the form's props plus `open`. The dialog unmounts
 * its content when closed, so the form mounts, and starts fresh, at each opening.
 */
export function formDialog<Props extends FormProps>(frame: FormDialogFrame, Form: ComponentType<Props>) {
  function FlagFormDialog(props: Props & { open: boolean }) {
    return (
      <Dialog open={props.open} onClose={props.onClose} {...frame}>
        <Form {...props} />
      </Dialog>
    );
  }
  FlagFormDialog.displayName = `formDialog(${Form.displayName ?? Form.name})`;
  return FlagFormDialog;
}

/** The dialog's props of an item form: the item under its own name, null while the dialog is closed. */
export type ItemFormDialogProps<Props, Key extends keyof Props> = Omit<Props, Key> & {
  [name in Key]: Props[Key] | null;
};

/**
 * A form dialog about one item (edit, rename, attach): the dialog takes the form's props with the item,
 * under `key`, nullable; it is open while there is an item. The form is keyed by the item's id, so a
 * dialog reopened on another item starts from that item's values. The description may be read from
 * the item.
 */
export function itemFormDialog<Key extends string, Props extends FormProps & { [name in Key]: { id: string } }>(
  key: Key,
  frame: Omit<FormDialogFrame, 'description'> & {
    description?: ReactNode | ((item: Props[Key]) => ReactNode);
  },
  Form: ComponentType<Props>,
) {
  const { description, ...rest } = frame;
  function ItemFormDialog(props: ItemFormDialogProps<Props, Key>) {
    // TypeScript cannot see through Omit of a generic: these are the same props, read by name.
    const { [key]: item, onClose } = props as unknown as FormProps & Record<Key, Props[Key] | null>;
    return (
      <Dialog
        open={item !== null}
        onClose={onClose}
        description={item && typeof description === 'function' ? description(item) : (description as ReactNode)}
        {...rest}
      >
        {/* With the item there, the dialog's props are the form's. */}
        {item ? <Form key={item.id} {...(props as unknown as Props)} /> : null}
      </Dialog>
    );
  }
  ItemFormDialog.displayName = `itemFormDialog(${Form.displayName ?? Form.name})`;
  return ItemFormDialog;
}
