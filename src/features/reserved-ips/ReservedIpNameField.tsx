import type { TextFieldProps } from '../../ui/controls/TextField';
import { NameField } from '../../ui/form/NameField';
import { RESERVED_IP_NAME_MAX } from './reservedIpForm';

/** The optional name of a new reserved IP (create, convert), with its live count against the server's limit. */
export function ReservedIpNameField(field: Omit<TextFieldProps, 'label' | 'description' | 'hint'> & { value: string }) {
  return (
    <NameField
      {...field}
      description="Optional: without a name, the address is its name."
      max={RESERVED_IP_NAME_MAX}
      required={false}
    />
  );
}
