import type { Vpc } from '../../api/types';
import { useUpdateVpc, vpcRequests } from '../../api/resources/vpcs';
import { describePlanned } from '../../api/http/apiRequest';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { NameField } from '../../ui/form/NameField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { VpcDescriptionField } from './VpcDescriptionField';
import { nameAndDescriptionProblems, placeVpcError, vpcUpdate } from './vpcForm';

type EditField = 'name' | 'description';
const FIELDS: readonly EditField[] = ['name', 'description'];

type EditVpcFormProps = TeamFormProps<{ vpc: Vpc; onSaved: (name: string) => void }>;

function EditVpcForm({ teamId, vpc, onClose, onSaved }: EditVpcFormProps) {
  const update = useUpdateVpc(teamId);
  const form = useForm({
    initial: { name: vpc.name, description: vpc.description },
    check: (values) => checked(nameAndDescriptionProblems(values), vpcUpdate(vpc, values)),
    judge: { description: 'as-typed' },
    send: async (changes) => {
      if (!changes) return onClose();
      await update.mutateAsync({ id: vpc.id, ...changes });
      onSaved(changes.name);
    },
    placeError: (error) => placeVpcError(error, FIELDS, vpc.owner_team.name),
  });

  return (
    <DialogForm
      form={form}
      submitLabel="Save changes"
      onCancel={onClose}
      request={form.body ? describePlanned(vpcRequests.update(teamId, vpc.id, form.body)) : null}
    >
      <NameField {...form.field('name')} />
      <VpcDescriptionField {...form.field('description')} rows={3} />
    </DialogForm>
  );
}

export const EditVpcDialog = itemFormDialog(
  'vpc',
  { title: 'Edit VPC', description: 'Rename the VPC or change its description.' },
  EditVpcForm,
);
