import { InlineValue, isolatedText } from '../../ui/detail';
import { isOperationAbsent } from '../../api/errors';
import { useDeleteSshKey } from '../../api/sshKeys';
import type { SshKey } from '../../api/types';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { describeKey } from './keyInfo';

export function DeleteSshKeyDialog({
  teamId,
  sshKey,
  onClose,
  onUnsupported,
}: {
  teamId: string;
  sshKey: SshKey | null;
  onClose: () => void;
  /** The server turned out not to offer deleting keys (an extension endpoint). */
  onUnsupported: () => void;
}) {
  return (
    <ConfirmAction
      target={sshKey}
      mutation={useDeleteSshKey(teamId)}
      variables={(target) => target.id}
      onClose={onClose}
      title="Delete SSH key"
      confirmLabel="Delete key"
      destructive
      failureShown={(error) => (isOperationAbsent(error) ? null : error)}
      onFailed={(error) => {
        if (isOperationAbsent(error)) onUnsupported();
      }}
      doneText={(deleted) => `SSH key “${isolatedText(deleted.name)}” deleted.`}
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
    </ConfirmAction>
  );
}
