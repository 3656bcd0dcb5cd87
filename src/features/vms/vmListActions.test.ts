import { describe, expect, it } from 'vitest';
import { afterAcceptance, appliesText, splitByAction, vmActionBlocked, type VmListFacts } from './vmListActions';

const idle: VmListFacts = { status: 'active', active_action_id: null, power: 'unknown' };

describe('vmActionBlocked', () => {
  it('lets every action through for an idle VM whose power is not known', () => {
    for (const action of ['reboot', 'stop', 'snapshot', 'delete'] as const) {
      expect(vmActionBlocked(action, idle)).toBeNull();
    }
  });

  it('refuses every action while another runs, naming a transitional status', () => {
    expect(vmActionBlocked('reboot', { ...idle, active_action_id: 'a1' })).toBe(
      'An action is running: other actions wait until it finishes.',
    );
    expect(vmActionBlocked('delete', { ...idle, status: 'taking_snaphot' })).toBe(
      'Taking snapshot: other actions wait until it finishes.',
    );
    // The live API may leave the action id out: the status alone says it.
    expect(vmActionBlocked('snapshot', { status: 'restoring', power: 'on' })).toBe(
      'Restoring: other actions wait until it finishes.',
    );
  });

  it('says a VM being deleted is going, whatever the action', () => {
    expect(vmActionBlocked('reboot', { ...idle, status: 'terminating', active_action_id: 'a1' })).toBe(
      'It is being deleted.',
    );
  });

  it('refuses a stop of a VM known to be off, but not a reboot (which starts it)', () => {
    const off = { ...idle, power: 'off' as const };
    expect(vmActionBlocked('stop', off)).toBe('It is off already.');
    expect(vmActionBlocked('reboot', off)).toBeNull();
  });
});

describe('splitByAction and appliesText', () => {
  const vms = [
    { name: 'web-1', facts: idle },
    { name: 'db-1', facts: { ...idle, power: 'off' as const } },
    { name: 'edge-1', facts: { ...idle, active_action_id: 'a1' } },
  ];

  it('keeps the order given and names why each other VM is left out', () => {
    const split = splitByAction('stop', vms, (vm) => vm.facts);
    expect(split.applies.map((vm) => vm.name)).toEqual(['web-1']);
    expect(split.blocked.map(({ vm, reason }) => [vm.name, reason])).toEqual([
      ['db-1', 'It is off already.'],
      ['edge-1', 'An action is running: other actions wait until it finishes.'],
    ]);
    expect(appliesText('stop', split.applies.length, vms.length)).toBe('1 of 3 can be stopped.');
  });

  it('says all, none or one plainly', () => {
    expect(appliesText('reboot', 3, 3)).toBe('All 3 can be rebooted.');
    expect(appliesText('delete', 0, 2)).toBe('None of the 2 can be deleted now.');
    expect(appliesText('snapshot', 1, 1)).toBe('It can have a snapshot taken.');
    expect(appliesText('stop', 0, 1)).toBe('It cannot be stopped now.');
  });
});

describe('afterAcceptance', () => {
  it('tells nothing from a read older than the acceptance', () => {
    expect(afterAcceptance(2000, { updatedAt: 1999, vm: { status: 'active', active_action_id: null } })).toBe(
      'running',
    );
    expect(afterAcceptance(2000, { updatedAt: 1999, vm: undefined })).toBe('running');
  });

  it('follows the VM in a later read: busy, idle, or no longer listed', () => {
    expect(afterAcceptance(2000, { updatedAt: 2500, vm: { status: 'active', active_action_id: 'a1' } })).toBe(
      'running',
    );
    expect(afterAcceptance(2000, { updatedAt: 2500, vm: { status: 'terminating' } })).toBe('running');
    expect(afterAcceptance(2000, { updatedAt: 2500, vm: { status: 'active', active_action_id: null } })).toBe(
      'finished',
    );
    expect(afterAcceptance(2000, { updatedAt: 2500, vm: undefined })).toBe('gone');
  });
});
