import { useCreateSshKey } from '../../api/sshKeys';
import type { SshKey } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { SshKeyForm } from './SshKeyForm';

const EMPTY = { name: '', ssh_key: '' };

interface AddSshKeyDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
  onAdded: (key: SshKey) => void;
}

export function AddSshKeyDialog({ teamId, open, onClose, onAdded }: AddSshKeyDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add SSH key"
      description="Servers created with this key accept logins from its private key."
    >
      <AddSshKeyForm teamId={teamId} onClose={onClose} onAdded={onAdded} />
    </Dialog>
  );
}

function AddSshKeyForm({ teamId, onClose, onAdded }: Omit<AddSshKeyDialogProps, 'open'>) {
  const create = useCreateSshKey(teamId);
  return (
    <SshKeyForm
      initial={EMPTY}
      submitLabel="Add SSH key"
      onCancel={onClose}
      // POST is not idempotent: the form's pending guard and the button's loading state make sure
      // one click sends one request.
      send={async (values) => onAdded(await create.mutateAsync(values))}
    />
  );
}
