import { describe, expect, it } from 'vitest';
import type { Vm } from '../../api/types';
import { applyRequests, vmChoices } from './applyToVms';

const vm = (id: string, name: string, group: string | null, status = 'active') =>
  ({ id, name, firewall_group_id: group, status }) as unknown as Vm;

describe('apply to VMs', () => {
  const choices = vmChoices(
    [vm('a', 'web-2', 'g1'), vm('b', 'db', 'g2'), vm('c', 'app', null), vm('d', 'gone', null, 'terminating')],
    'g1',
  );

  it('lists the VMs by name with their membership, leaving out terminating ones', () => {
    expect(choices).toEqual([
      { id: 'c', name: 'app', membership: 'none' },
      { id: 'b', name: 'db', membership: 'other' },
      { id: 'a', name: 'web-2', membership: 'this' },
    ]);
  });

  it('sends one PATCH per VM whose membership changes', () => {
    expect(applyRequests(choices, new Set(['a', 'b', 'c']), 'g1')).toEqual([
      { vmId: 'c', change: { firewall_group_id: 'g1' } },
      { vmId: 'b', change: { firewall_group_id: 'g1' } },
    ]);
    expect(applyRequests(choices, new Set(), 'g1')).toEqual([{ vmId: 'a', change: { disable_firewall: true } }]);
  });
});
