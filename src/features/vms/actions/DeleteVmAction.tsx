import { useNavigate } from 'react-router-dom';
import type { Vm } from '../../../api/types';
import { useDeleteVm, vmRequests } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { DeleteAction } from '../../../ui/dialogs/DeleteAction';
import { paths } from '../../../lib/paths';
import type { VmActionProps } from './types';
import { vmDeleteFailure, type DeletionEffects } from './vmChange';

/**
 * DELETE /vm/{id}, the VM's name typed to confirm. What goes with it and what stays is said before the
 * click; once accepted the VM list shows it `terminating` until it leaves.
 */
export function DeleteVmAction({
  teamId,
  vm,
  onClose,
  effects,
  onDone,
}: VmActionProps & {
  effects: DeletionEffects;
  /** Once accepted; the VM page goes back to the list (the default), the list stays where it is. */
  onDone?: () => void;
}) {
  const remove = useDeleteVm(teamId);
  const navigate = useNavigate();
  return (
    <DeleteAction<Vm>
      noun="VM"
      typeName
      target={vm}
      mutation={remove}
      request={(target) => describePlanned(vmRequests.remove(teamId, target.id))}
      failureShown={vmDeleteFailure}
      onClose={onClose}
      doneText={(deleted) => `Deleting VM “${deleted.name}”. It shows as terminating until it is gone.`}
      onDone={onDone ?? (() => void navigate(paths.vms(teamId)))}
    >
      {() => (
        <div className="flex flex-col gap-2">
          <p>This cannot be undone. Goes with the VM:</p>
          <ul className="list-disc pl-5">
            {effects.goes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>Stays:</p>
          <ul className="list-disc pl-5">
            {effects.stays.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </DeleteAction>
  );
}
