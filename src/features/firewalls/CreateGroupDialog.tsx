import { firewallRequests, useCreateFirewallGroup } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import type { FirewallGroup } from '../../api/types';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { GroupDescriptionForm } from './GroupDescriptionForm';

type CreateGroupFormProps = TeamFormProps<{ onCreated: (group: FirewallGroup) => void }>;

function CreateGroupForm({ teamId, onClose, onCreated }: CreateGroupFormProps) {
  const create = useCreateFirewallGroup(teamId);
  return (
    <GroupDescriptionForm
      initial=""
      submitLabel="Create group"
      onCancel={onClose}
      request={(description) => describePlanned(firewallRequests.createGroup(teamId, { description }))}
      // One click, one POST: the form ignores submits while pending and the button shows it.
      send={async (description) => onCreated(await create.mutateAsync({ description }))}
    />
  );
}

export const CreateGroupDialog = formDialog(
  { title: 'Create firewall group', description: 'A group starts empty: it allows nothing until you add rules.' },
  CreateGroupForm,
);
