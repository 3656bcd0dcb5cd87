import { api, call } from '../../api/http/client';
import { teamItem } from '../../api/resources/team';
import type { Vm } from '../../api/types';

/** A VM as the API (the emulator, in a test) reads it, for a test to render as it is or changed. */
export const readVm = (teamId: string, id: string): Promise<Vm> =>
  call(api().GET('/vm/{vm_id}', teamItem(teamId, { vm_id: id })));

/** A VM for a test that needs only its name and addresses: web-1, active, with an IPv4 address, no IPv6 and no firewall group. */
export const WEB_1 = {
  id: '5b0e7c8a-1d2e-4f3a-9b4c-5d6e7f8a9b0c',
  name: 'web-1',
  main_ipv4: '203.0.113.10',
  main_ipv6: '',
  firewall_group_id: null,
  status: 'active',
} as unknown as Vm;
