import { sshKeyRequests, useCreateSshKey, useSshKeys } from '../../api/resources/sshKeys';
import { describePlanned } from '../../api/http/apiRequest';
import type { SshKey } from '../../api/types';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { SshKeyForm } from './SshKeyForm';

const EMPTY = { name: '', ssh_key: '' };

type AddSshKeyFormProps = TeamFormProps<{ onAdded: (key: SshKey) => void }>;

function AddSshKeyForm({ teamId, onClose, onAdded }: AddSshKeyFormProps) {
  const create = useCreateSshKey(teamId);
  const keys = useSshKeys(teamId);
  return (
    <SshKeyForm
      teamKeys={keys.data}
      initial={EMPTY}
      submitLabel="Add SSH key"
      onCancel={onClose}
      request={(values) => describePlanned(sshKeyRequests.create(teamId, values))}
      // POST is not idempotent: the form's pending guard and the button's loading state make sure
      // one click sends one request.
      send={async (values) => onAdded(await create.mutateAsync(values))}
    />
  );
}

export const AddSshKeyDialog = formDialog(
  { title: 'Add SSH key', description: 'Servers created with this key accept logins from its private key.' },
  AddSshKeyForm,
);
