import type { ReactNode } from 'react';
import type { Vm } from '../../../api/types';
import type { VmChange } from '../../../api/types';
import { useChangeVm, vmRequests } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { ConfirmAction } from '../../../ui/dialogs/ConfirmAction';
import type { VmActionProps } from './types';
import { vmChangeFailure } from './vmChange';

/** A one-setting change confirmed in a sentence (IPv6, firewall detach, boot mode, SEV). */
export function ChangeConfirmAction({
  teamId,
  vm,
  onClose,
  change,
  title,
  confirmLabel,
  destructive = false,
  doneText,
  children,
}: VmActionProps & {
  change: VmChange;
  title: string;
  confirmLabel: string;
  destructive?: boolean;
  doneText: string;
  children: ReactNode;
}) {
  const mutation = useChangeVm(teamId, vm.id);
  return (
    <ConfirmAction<Vm, VmChange>
      target={vm}
      mutation={mutation}
      variables={() => change}
      request={(target) => describePlanned(vmRequests.change(teamId, target.id, change))}
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
      failureShown={(error) => vmChangeFailure(error)}
      doneText={() => doneText}
      onClose={onClose}
    >
      {() => children}
    </ConfirmAction>
  );
}
