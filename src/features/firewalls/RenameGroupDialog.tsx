import { useRenameFirewallGroup } from '../../api/firewalls';
import { isOperationAbsent } from '../../api/errors';
import type { FirewallGroup } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { GroupDescriptionForm } from './GroupDescriptionForm';

export function RenameGroupDialog({
  teamId,
  group,
  onClose,
  onSaved,
  onUnsupported,
}: {
  teamId: string;
  group: FirewallGroup | null;
  onClose: () => void;
  onSaved: (description: string) => void;
  onUnsupported: () => void;
}) {
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
}: {
  teamId: string;
  group: FirewallGroup;
  onClose: () => void;
  onSaved: (description: string) => void;
  onUnsupported: () => void;
}) {
  const rename = useRenameFirewallGroup(teamId);
  return (
    <GroupDescriptionForm
      initial={group.description}
      submitLabel="Save"
      pending={rename.isPending}
      error={rename.error}
      onCancel={onClose}
      onSubmit={(description) => {
        if (description === group.description) {
          onClose();
          return;
        }
        rename.mutate(
          { id: group.id, description },
          {
            onSuccess: () => onSaved(description),
            onError: (error) => {
              if (isOperationAbsent(error)) onUnsupported();
            },
          },
        );
      }}
    />
  );
}
