import type { Vpc } from '../../api/types';
import { InlineValue } from '../../ui/detail';
import { useDeleteVpc } from '../../api/vpcs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cidrOf } from './vpcRows';
import { deleteVpcErrorMessage } from './vpcForm';

export function DeleteVpcDialog({
  teamId,
  vpc,
  onClose,
  onDeleted,
}: {
  teamId: string;
  vpc: Vpc | null;
  onClose: () => void;
  onDeleted: (vpc: Vpc) => void;
}) {
  const remove = useDeleteVpc(teamId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const count = vpc?.attached_vms_count ?? 0;
  return (
    <ConfirmDialog
      open={vpc !== null}
      onClose={close}
      title="Delete VPC"
      confirmLabel="Delete VPC"
      destructive
      confirmText={vpc?.name}
      pending={remove.isPending}
      error={remove.error && vpc ? deleteVpcErrorMessage(remove.error, vpc) : null}
      onConfirm={() => {
        if (!vpc) return;
        remove.mutate(vpc.id, {
          onSuccess: () => onDeleted(vpc),
        });
      }}
    >
      {vpc ? (
        <>
          <p>
            Delete <InlineValue className="font-medium text-fg">{vpc.name}</InlineValue> (
            <span className="font-mono">{cidrOf(vpc)}</span>, <InlineValue>{vpc.location}</InlineValue>)? This cannot be
            undone.
          </p>
          {count > 0 ? (
            <p className="mt-2">
              {count === 1 ? '1 VM is' : `${count} VMs are`} attached to it. A VPC with attached VMs cannot be deleted:
              detach them first.
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
