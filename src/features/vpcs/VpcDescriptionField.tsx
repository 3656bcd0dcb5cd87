import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { TextArea, type TextAreaProps } from '../../ui/controls/TextArea';
import { VPC_DESCRIPTION_MAX } from './vpcForm';

/** A VPC's description (create, edit), with its live count against the server's limit. */
export function VpcDescriptionField(field: Omit<TextAreaProps, 'label' | 'hint'> & { value: string }) {
  return (
    <TextArea
      {...field}
      label="Description"
      hint={<CharacterCounter value={field.value} max={VPC_DESCRIPTION_MAX} />}
    />
  );
}
