import { useCreateFirewallGroup } from '../../api/firewalls';
import type { FirewallGroup } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { GroupDescriptionForm } from './GroupDescriptionForm';

interface CreateGroupDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (group: FirewallGroup) => void;
}

export function CreateGroupDialog({ teamId, open, onClose, onCreated }: CreateGroupDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create firewall group"
      description="A group starts empty: it allows nothing until you add rules."
    >
      <CreateGroupForm teamId={teamId} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function CreateGroupForm({ teamId, onClose, onCreated }: Omit<CreateGroupDialogProps, 'open'>) {
  const create = useCreateFirewallGroup(teamId);
  return (
    <GroupDescriptionForm
      initial=""
      submitLabel="Create group"
      onCancel={onClose}
      // One click, one POST: the form ignores submits while pending and the button shows it.
      send={async (description) => onCreated(await create.mutateAsync({ description }))}
    />
  );
}
