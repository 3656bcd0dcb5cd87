import { useState } from 'react';
import { InlineValue } from '../../ui/detail';
import { isOperationAbsent } from '../../api/errors';
import { useDeleteSshKey } from '../../api/sshKeys';
import type { SshKey } from '../../api/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeKey } from './keyInfo';

export function DeleteSshKeyDialog({
  teamId,
  sshKey,
  onClose,
  onDeleted,
  onUnsupported,
}: {
  teamId: string;
  sshKey: SshKey | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
  /** The server turned out not to offer deleting keys (an extension endpoint). */
  onUnsupported: () => void;
}) {
  const remove = useDeleteSshKey(teamId);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const fingerprint = sshKey ? describeKey(sshKey.ssh_key).fingerprint : null;

  return (
    <ConfirmDialog
      open={sshKey !== null}
      onClose={close}
      title="Delete SSH key"
      confirmLabel="Delete key"
      destructive
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        if (!sshKey) return;
        setError(null);
        remove.mutate(sshKey.id, {
          onSuccess: () => {
            setError(null);
            onDeleted(sshKey.name);
          },
          onError: (failure) => {
            if (isOperationAbsent(failure)) {
              setError(null);
              onUnsupported();
            } else {
              setError(failure);
            }
          },
        });
      }}
    >
      {sshKey ? (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{sshKey.name}</InlineValue> from this team? This cannot
            be undone.
          </p>
          {fingerprint ? <p className="mt-2 font-mono text-xs break-all text-fg-subtle">{fingerprint}</p> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
