import { useMemo } from 'react';
import { sshKeyDeletes } from '../../api/resources/sshKeys';
import { useBatch } from '../../api/cache/useBatch';
import type { SshKey } from '../../api/types';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';

/** Deleting the selected keys: loaded when first opened (SshKeysPage), so the list never waits for it. */
export default function DeleteSshKeysDialog({
  teamId,
  keys,
  onClose,
}: {
  teamId: string;
  keys: readonly SshKey[];
  onClose: (deleted: readonly string[]) => void;
}) {
  const action = useMemo(() => sshKeyDeletes(teamId), [teamId]);
  const batch = useBatch(action, keys);
  const count = keys.length;
  const noun = count === 1 ? 'SSH key' : 'SSH keys';
  return (
    <BulkActionDialog
      title={`Delete ${count} ${noun}`}
      message={`Delete ${count === 1 ? 'this key' : `these ${count} keys`} from this team? This cannot be undone.`}
      confirmLabel={`Delete ${count} ${count === 1 ? 'key' : 'keys'}`}
      doneWord="deleted"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  );
}
