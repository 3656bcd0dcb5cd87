import { InlineValue } from '../../ui/page/detail';
import { whenAbsent } from '../../api/capabilities/capabilities';
import { sshKeyRequests, useDeleteSshKey } from '../../api/resources/sshKeys';
import { describePlanned } from '../../api/http/apiRequest';
import type { SshKey } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { describeKey } from './keyInfo';

export function DeleteSshKeyDialog({
  teamId,
  onUnsupported,
  ...dialog
}: DeleteDialogProps<SshKey> & {
  /** The server turned out not to offer deleting keys (an extension endpoint). */
  onUnsupported: () => void;
}) {
  return (
    <DeleteAction
      noun="SSH key"
      confirmLabel="Delete key"
      mutation={useDeleteSshKey(teamId)}
      request={(target) => describePlanned(sshKeyRequests.delete(teamId, target.id))}
      {...whenAbsent(onUnsupported)}
      {...dialog}
    >
      {(target) => {
        const { fingerprint } = describeKey(target.ssh_key);
        return (
          <>
            <p>
              Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue> from this team? This
              cannot be undone.
            </p>
            {fingerprint ? <p className="mt-2 font-mono text-xs break-all text-fg-subtle">{fingerprint}</p> : null}
          </>
        );
      }}
    </DeleteAction>
  );
}
