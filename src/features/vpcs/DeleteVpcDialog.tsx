import type { Vpc } from '../../api/types';
import { InlineValue } from '../../ui/page/detail';
import { useDeleteVpc, vpcRequests } from '../../api/resources/vpcs';
import { describePlanned } from '../../api/http/apiRequest';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';
import { cidrOf } from './vpcRows';
import { deleteVpcErrorMessage } from './vpcForm';

export function DeleteVpcDialog({ teamId, ...dialog }: DeleteDialogProps<Vpc>) {
  return (
    <DeleteAction
      noun="VPC"
      typeName
      mutation={useDeleteVpc(teamId)}
      request={(target) => describePlanned(vpcRequests.delete(teamId, target.id))}
      failureShown={(error, target) => deleteVpcErrorMessage(error, target)}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue> (
            <span className="font-mono">{cidrOf(target)}</span>, <InlineValue>{target.location}</InlineValue>)? This
            cannot be undone.
          </p>
          <AttachedCount count={target.attached_vms_count ?? 0} />
        </>
      )}
    </DeleteAction>
  );
}

function AttachedCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-2">
      {count === 1 ? '1 VM is' : `${count} VMs are`} attached to it. A VPC with attached VMs cannot be deleted, and the
      API cannot detach a VM from a VPC: delete {count === 1 ? 'that VM' : 'those VMs'} first.
    </p>
  );
}
