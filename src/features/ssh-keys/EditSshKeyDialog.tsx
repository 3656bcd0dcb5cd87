import { useUpdateSshKey } from '../../api/sshKeys';
import type { SshKey } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { keyUpdate } from './keyUpdate';
import { SshKeyForm } from './SshKeyForm';

interface EditSshKeyDialogProps {
  teamId: string;
  /** The key being edited; null keeps the dialog closed. */
  sshKey: SshKey | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

export function EditSshKeyDialog({ teamId, sshKey, onClose, onSaved }: EditSshKeyDialogProps) {
  return (
    <Dialog
      open={sshKey !== null}
      onClose={onClose}
      title="Edit SSH key"
      description="Rename the key, or replace it with a new public key."
    >
      {sshKey ? (
        <EditSshKeyForm key={sshKey.id} teamId={teamId} sshKey={sshKey} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function EditSshKeyForm({
  teamId,
  sshKey,
  onClose,
  onSaved,
}: Omit<EditSshKeyDialogProps, 'sshKey'> & { sshKey: SshKey }) {
  const update = useUpdateSshKey(teamId);
  return (
    <SshKeyForm
      initial={{ name: sshKey.name, ssh_key: sshKey.ssh_key }}
      submitLabel="Save changes"
      onCancel={onClose}
      send={async (values) => {
        const changes = keyUpdate(sshKey, values);
        // Nothing to send: saving an unchanged form is simply done.
        if (!changes) return onClose();
        await update.mutateAsync({ id: sshKey.id, ...changes });
        onSaved(values.name);
      }}
    />
  );
}
