import type { VmChange } from '../../../api/types';
import { useChangeVm } from '../../../api/vms/vms';
import { useToast } from '../../../ui/feedback/Toasts';

/**
 * What a VM setting form sends: one setting; once accepted the dialog closes and the toast says what
 * happens next. A refusal is thrown to the form, which keeps every value.
 */
export function useSendVmChange(teamId: string, vmId: string, onClose: () => void) {
  const change = useChangeVm(teamId, vmId);
  const toast = useToast();
  return async (setting: VmChange, doneText: string) => {
    await change.mutateAsync(setting);
    onClose();
    toast.show(doneText);
  };
}
