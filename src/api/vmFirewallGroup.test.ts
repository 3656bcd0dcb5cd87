import { describe, expect, it } from 'vitest';
import { firewallGroupIdOf } from './vmFirewallGroup';

describe('firewallGroupIdOf', () => {
  it('reads the firewall group id as a string, a number or nothing', () => {
    expect(firewallGroupIdOf({ firewall_group_id: 'f1' })).toBe('f1');
    expect(firewallGroupIdOf({ firewall_group_id: 42 })).toBe('42');
    expect(firewallGroupIdOf({ firewall_group_id: null })).toBeNull();
    expect(firewallGroupIdOf({})).toBeNull();
  });
});
