import { useNavigate } from 'react-router-dom';
import type { Vm } from '../../api/types';
import { Menu, type MenuItem } from '../../ui/controls/Menu';
import { placeBeside } from '../../ui/controls/floatingMenu';
import { MoreIcon } from '../../ui/icons';
import { paths } from '../../lib/paths';
import { vmActionBlocked, type VmListAction, type VmListFacts } from './vmListActions';

/**
 * A VM row's menu: open its console, or start one of the common actions from the list. An action the
 * VM's status refuses stays in the menu, disabled, with the reason. The dialogs are the VM page's
 * own (VmRowAction.tsx), loaded when one is first chosen.
 */
export function VmRowMenu({
  teamId,
  vm,
  power,
  onChoose,
}: {
  teamId: string;
  vm: Vm;
  power: VmListFacts['power'];
  onChoose: (vm: Vm, action: VmListAction) => void;
}) {
  const navigate = useNavigate();
  const facts = { ...vm, power };
  const item = (action: VmListAction, label: string, tone?: MenuItem['tone']): MenuItem => ({
    label,
    tone,
    disabledReason: vmActionBlocked(action, facts),
    onSelect: () => onChoose(vm, action),
  });
  return (
    <Menu
      buttonLabel={`Actions for ${vm.name}`}
      buttonContent={<MoreIcon className="size-4" />}
      float={placeBeside}
      items={[
        { label: 'Open console', onSelect: () => void navigate(paths.vmConsole(teamId, vm.id)) },
        // The provider has no start action: a reboot is what starts a VM known to be off.
        item('reboot', power === 'off' ? 'Start (reboot)…' : 'Reboot…'),
        item('stop', 'Stop…'),
        item('snapshot', 'Take snapshot…'),
        item('delete', 'Delete VM…', 'danger'),
      ]}
    />
  );
}
