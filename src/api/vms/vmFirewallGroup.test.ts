import { describe, expect, it } from 'vitest';
import { firewallGroupIdOf, firewallGroupRefOf, matchGroupNumber } from './vmFirewallGroup';

describe('firewallGroupIdOf', () => {
  it('reads the firewall group id as a string, a number or nothing', () => {
    expect(firewallGroupIdOf({ firewall_group_id: 'f1' })).toBe('f1');
    expect(firewallGroupIdOf({ firewall_group_id: 42 })).toBe('42');
    expect(firewallGroupIdOf({ firewall_group_id: null })).toBeNull();
    expect(firewallGroupIdOf({})).toBeNull();
  });
});

describe('firewallGroupRefOf', () => {
  it('tells an id from a number and from none', () => {
    expect(firewallGroupRefOf({ firewall_group_id: ' f1 ' })).toEqual({ kind: 'id', id: 'f1' });
    expect(firewallGroupRefOf({ firewall_group_id: 42 })).toEqual({ kind: 'number', number: 42 });
    expect(firewallGroupRefOf({ firewall_group_id: '' })).toEqual({ kind: 'none' });
    expect(firewallGroupRefOf({ firewall_group_id: null })).toEqual({ kind: 'none' });
    expect(firewallGroupRefOf({ firewall_group_id: Number.NaN })).toEqual({ kind: 'none' });
  });
});

describe('matchGroupNumber', () => {
  it('matches a group whose id is the number written out', () => {
    expect(matchGroupNumber(42, { groupIds: ['7', '42'], listedRef: undefined })).toBe('42');
  });

  it('takes the id another read of the VM gave', () => {
    expect(matchGroupNumber(42, { groupIds: ['a'], listedRef: { kind: 'id', id: 'a' } })).toBe('a');
  });

  it('matches nothing when nothing says which group it is', () => {
    expect(matchGroupNumber(42, { groupIds: ['a', 'b'], listedRef: undefined })).toBeNull();
    expect(matchGroupNumber(42, { groupIds: ['a'], listedRef: { kind: 'number', number: 42 } })).toBeNull();
    expect(matchGroupNumber(42, { groupIds: [], listedRef: { kind: 'none' } })).toBeNull();
  });
});
