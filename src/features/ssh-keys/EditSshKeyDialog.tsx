import { sshKeyRequests, useSshKeys, useUpdateSshKey } from '../../api/resources/sshKeys';
import { describePlanned } from '../../api/http/apiRequest';
import type { SshKey } from '../../api/types';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { keyUpdate } from './keyUpdate';
import { SshKeyForm } from './SshKeyForm';

type EditSshKeyFormProps = TeamFormProps<{ sshKey: SshKey; onSaved: (name: string) => void }>;

function EditSshKeyForm({ teamId, sshKey, onClose, onSaved }: EditSshKeyFormProps) {
  const update = useUpdateSshKey(teamId);
  const keys = useSshKeys(teamId);
  return (
    <SshKeyForm
      teamKeys={keys.data}
      keyId={sshKey.id}
      initial={{ name: sshKey.name, ssh_key: sshKey.ssh_key }}
      submitLabel="Save changes"
      onCancel={onClose}
      request={(values) => {
        const changes = keyUpdate(sshKey, values);
        return changes && describePlanned(sshKeyRequests.update(teamId, sshKey.id, changes));
      }}
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

/** The key being edited is `sshKey`; null keeps the dialog closed. */
export const EditSshKeyDialog = itemFormDialog(
  'sshKey',
  { title: 'Edit SSH key', description: 'Rename the key, or replace it with a new public key.' },
  EditSshKeyForm,
);
