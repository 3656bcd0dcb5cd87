import { api, call } from '../../api/client';
import { teamItem } from '../../api/team';
import type { Vm } from '../../api/types';

/** A VM as the API (the emulator, in a test) reads it, for a test to render as it is or changed. */
export const readVm = (teamId: string, id: string): Promise<Vm> =>
  call(api().GET('/vm/{vm_id}', teamItem(teamId, { vm_id: id })));
