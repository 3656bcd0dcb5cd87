import { CharacterCounter } from '../controls/CharacterCounter';
import { TextField, type TextFieldProps } from '../controls/TextField';

type NameFieldProps = Omit<TextFieldProps, 'label' | 'hint'> & { label?: string; max?: number; value: string };

/**
 * The name a user gives something: labelled "Name" unless told otherwise, required unless `required={false}`,
 * never autocompleted or spell-checked; with `max`, the live count of the trimmed name against the server's limit.
 */
export function NameField({ label = 'Name', max, required = true, ...field }: NameFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      hint={max === undefined ? undefined : <CharacterCounter value={field.value.trim()} max={max} />}
      required={required}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
