import { useState } from 'react';
import { useVmAction } from '../api/vms/vms';
import { errorMessage } from '../lib/errorText';
import { Button } from '../ui/controls/Button';

/**
 * The provider has no start action: a stopped VM is brought back by a reboot. Offered where the
 * console explains a stopped VM, so the notice is never a dead end. Once sent, the console is
 * connected again by the user (the VM takes a while to come up).
 */
export function RebootToStart({
  teamId,
  vmId,
  onSent,
}: {
  teamId: string;
  vmId: string;
  /** The reboot was accepted. */
  onSent?: () => void;
}) {
  const reboot = useVmAction(teamId, vmId);
  const [sent, setSent] = useState(false);
  if (sent) return <span>Reboot sent: connect again once the VM is up.</span>;
  return (
    <>
      {reboot.error ? <span className="text-danger-text">{errorMessage(reboot.error)}</span> : null}
      <Button
        size="sm"
        variant="primary"
        loading={reboot.isPending}
        onClick={() =>
          reboot.mutate(
            { action: 'reboot' },
            {
              onSuccess: () => {
                setSent(true);
                onSent?.();
              },
            },
          )
        }
      >
        Reboot to start it
      </Button>
    </>
  );
}
