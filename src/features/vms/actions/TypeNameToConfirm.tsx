import { TextField, type TextFieldProps } from '../../../ui/controls/TextField';

/** What the type-to-confirm field says until the VM's name is typed exactly. */
export function typedNameProblem(typed: string, name: string): string | undefined {
  return typed === name ? undefined : 'Type the VM’s name exactly.';
}

/** The field of a form that replaces a VM's disk: the VM's name, typed exactly, before it is sent. */
export function TypeNameToConfirm({ name, ...field }: { name: string } & Omit<TextFieldProps, 'label'>) {
  return <TextField {...field} label={`Type “${name}” to confirm`} autoComplete="off" spellCheck={false} />;
}
