import { firewallRequests, useRenameFirewallGroup } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import { isOperationAbsent } from '../../api/errors/errors';
import type { FirewallGroup } from '../../api/types';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { GroupDescriptionForm } from './GroupDescriptionForm';

type RenameGroupFormProps = TeamFormProps<{
  group: FirewallGroup;
  onSaved: (description: string) => void;
  onUnsupported: () => void;
}>;

function RenameGroupForm({ teamId, group, onClose, onSaved, onUnsupported }: RenameGroupFormProps) {
  const rename = useRenameFirewallGroup(teamId);
  return (
    <GroupDescriptionForm
      initial={group.description}
      submitLabel="Save"
      onCancel={onClose}
      request={(description) =>
        description === group.description
          ? null
          : describePlanned(firewallRequests.renameGroup(teamId, group.id, description))
      }
      send={async (description) => {
        if (description === group.description) return onClose();
        await rename.mutateAsync({ id: group.id, description }).catch((error: unknown) => {
          if (isOperationAbsent(error)) onUnsupported();
          throw error;
        });
        onSaved(description);
      }}
    />
  );
}

export const RenameGroupDialog = itemFormDialog('group', { title: 'Rename firewall group' }, RenameGroupForm);
