import { useRenameFirewallGroup } from '../../api/firewalls';
import { isOperationAbsent } from '../../api/errors';
import type { FirewallGroup } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { GroupDescriptionForm } from './GroupDescriptionForm';

interface RenameGroupDialogProps {
  teamId: string;
  group: FirewallGroup | null;
  onClose: () => void;
  onSaved: (description: string) => void;
  onUnsupported: () => void;
}

export function RenameGroupDialog({ teamId, group, onClose, onSaved, onUnsupported }: RenameGroupDialogProps) {
  return (
    <Dialog open={group !== null} onClose={onClose} title="Rename firewall group">
      {group ? (
        <RenameForm
          key={group.id}
          teamId={teamId}
          group={group}
          onClose={onClose}
          onSaved={onSaved}
          onUnsupported={onUnsupported}
        />
      ) : null}
    </Dialog>
  );
}

function RenameForm({
  teamId,
  group,
  onClose,
  onSaved,
  onUnsupported,
}: Omit<RenameGroupDialogProps, 'group'> & { group: FirewallGroup }) {
  const rename = useRenameFirewallGroup(teamId);
  return (
    <GroupDescriptionForm
      initial={group.description}
      submitLabel="Save"
      onCancel={onClose}
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
