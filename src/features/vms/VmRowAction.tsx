import type { Vm } from '../../api/types';
import { useToast } from '../../ui/feedback/Toasts';
import { isolatedText } from '../../ui/page/detail';
import { DeleteVmAction } from './actions/DeleteVmAction';
import { deletionEffects } from './actions/vmChange';
import { useVmFirewallGroupName } from './useVmFirewallGroupName';
import { VmActionDialogs } from './VmActionDialogs';
import { actionToast } from './vmActionForm';
import type { VmListAction } from './vmListActions';
import { relationsOf } from './vmRows';
import { useKnownVm } from './useKnownVm';

export interface VmRowActionProps {
  teamId: string;
  vm: Vm;
  action: VmListAction;
  /** `off` when the list knows the VM is off (the reboot dialog says a reboot starts it). */
  power: 'on' | 'off' | 'unknown';
  onClose: () => void;
  /** The API refused: the list is read again (VM_BUSY means something runs it did not know of). */
  onFailed: () => void;
}

/**
 * The action a VM row's menu chose, in the VM page's own dialog: the same confirmation, refusals,
 * toast and Activity. A lazy chunk of its own (VmsPage.tsx), so the list does not carry it.
 */
export function VmRowAction({ teamId, vm, action, power, onClose, onFailed }: VmRowActionProps) {
  const toast = useToast();
  if (action === 'delete') return <DeleteFromList teamId={teamId} vm={vm} onClose={onClose} />;
  return (
    <VmActionDialogs
      teamId={teamId}
      vmId={vm.id}
      vmName={vm.name}
      power={power === 'off' ? 'stopped' : null}
      open={action}
      onClose={onClose}
      onDone={(input) => {
        onClose();
        toast.show(actionToast(input, isolatedText(vm.name)));
      }}
      onFailed={onFailed}
    />
  );
}

/** The VM page's delete, saying what goes and what stays as the other lists tell; the list stays open. */
function DeleteFromList({ teamId, vm, onClose }: { teamId: string; vm: Vm; onClose: () => void }) {
  const { known } = useKnownVm(teamId, vm.id);
  const firewallGroup = useVmFirewallGroupName(teamId, vm);
  const effects = deletionEffects(vm, { ...relationsOf(known), firewallGroup });
  return <DeleteVmAction teamId={teamId} vm={vm} onClose={onClose} effects={effects} onDone={() => undefined} />;
}
