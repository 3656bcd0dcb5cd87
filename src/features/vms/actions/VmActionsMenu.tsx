import { useState } from 'react';
import type { TakenSnapshots } from '../../../api/resources/snapshots';
import type { Vm } from '../../../api/types';
import { Menu } from '../../../ui/controls/Menu';
import { ChevronDownIcon } from '../../../ui/icons';
import { AttachFirewallAction } from './AttachFirewallAction';
import { DeleteVmAction } from './DeleteVmAction';
import { AttachMeasuredBootAction, DetachMeasuredBootAction } from './MeasuredBootAction';
import { ReinstallVmAction } from './ReinstallVmAction';
import { RenameVmAction } from './RenameVmAction';
import { RestoreVmAction } from './RestoreVmAction';
import { BootSettingAction, DetachFirewallAction, EnableIpv6Action } from './SettingActions';
import type { DeletionEffects } from './vmChange';
import { vmMenuEntries, type VmMenuAction } from './vmActionMenu';
import { useBootFacts } from '../../../api/vms/bootSettings';

/** The VM's "Actions" menu: each entry opens an action that owns its confirmation, request and toast. */
export function VmActionsMenu({
  teamId,
  vm,
  disabled,
  taken,
  effects,
}: {
  teamId: string;
  vm: Vm;
  /** While another action runs the provider refuses changes (409): the menu waits. */
  disabled: boolean;
  taken: TakenSnapshots;
  effects: DeletionEffects;
}) {
  const [open, setOpen] = useState<VmMenuAction | null>(null);
  const boot = useBootFacts(teamId, vm);
  const props = { teamId, vm, onClose: () => setOpen(null) };
  return (
    <>
      {disabled ? null : (
        <Menu
          buttonLabel="Actions"
          buttonContent={
            <span className="flex items-center gap-1">
              Actions <ChevronDownIcon className="size-3.5" />
            </span>
          }
          items={vmMenuEntries(vm, boot).map((entry) => ({
            label: entry.label,
            tone: entry.danger ? 'danger' : 'default',
            onSelect: () => setOpen(entry.action),
          }))}
        />
      )}
      <OpenAction open={open} props={props} taken={taken} effects={effects} />
    </>
  );
}

function OpenAction({
  open,
  props,
  taken,
  effects,
}: {
  open: VmMenuAction | null;
  props: { teamId: string; vm: Vm; onClose: () => void };
  taken: TakenSnapshots;
  effects: DeletionEffects;
}) {
  switch (open) {
    case null:
      return null;
    case 'rename':
      return <RenameVmAction {...props} />;
    case 'reinstall':
      return <ReinstallVmAction {...props} />;
    case 'restore':
      return <RestoreVmAction {...props} taken={taken} />;
    case 'ipv6':
      return <EnableIpv6Action {...props} />;
    case 'firewall-attach':
      return <AttachFirewallAction {...props} />;
    case 'firewall-detach':
      return <DetachFirewallAction {...props} />;
    case 'uefi':
    case 'bios':
    case 'sev-on':
    case 'sev-off':
      return <BootSettingAction {...props} setting={open} />;
    case 'measured-boot-attach':
      return <AttachMeasuredBootAction {...props} />;
    case 'measured-boot-detach':
      return <DetachMeasuredBootAction {...props} />;
    case 'delete':
      return <DeleteVmAction {...props} effects={effects} />;
  }
}
