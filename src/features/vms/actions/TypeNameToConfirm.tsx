import { TextField } from '../../../ui/TextField';

/** The field of a form that replaces a VM's disk: the VM's name, typed exactly, before it is sent. */
export function TypeNameToConfirm({
  name,
  typed,
  onType,
  showError,
}: {
  name: string;
  typed: string;
  onType: (typed: string) => void;
  /** The form was submitted: a name that does not match says so. */
  showError: boolean;
}) {
  return (
    <TextField
      label={`Type “${name}” to confirm`}
      value={typed}
      onChange={(event) => onType(event.target.value)}
      error={showError && typed !== name ? 'Type the VM’s name exactly.' : undefined}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
