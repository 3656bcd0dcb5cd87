import type { Vm } from '../../../api/types';

/** What the VM page gives each of its actions: the action is shown while `open`, and closes itself. */
export interface VmActionProps {
  teamId: string;
  vm: Vm;
  onClose: () => void;
}
