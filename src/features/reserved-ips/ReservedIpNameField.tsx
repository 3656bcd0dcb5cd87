import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { TextField, type TextFieldProps } from '../../ui/controls/TextField';
import { RESERVED_IP_NAME_MAX } from './reservedIpForm';

/** The optional name of a new reserved IP (create, convert), with its live count against the server's limit. */
export function ReservedIpNameField(field: Omit<TextFieldProps, 'label' | 'description' | 'hint'> & { value: string }) {
  return (
    <TextField
      {...field}
      label="Name"
      description="Optional: without a name, the address is its name."
      hint={<CharacterCounter value={field.value.trim()} max={RESERVED_IP_NAME_MAX} />}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
