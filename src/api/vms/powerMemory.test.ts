import { describe, expect, it } from 'vitest';
import { powerMemory, rememberPower } from './powerMemory';
import { signOut } from '../session/session';

describe('power memory', () => {
  it('keeps the latest report per VM and source, and forgets all on sign-out', () => {
    rememberPower('VM-A', { state: 'off', source: { kind: 'action', action: 'stop' }, at: 1 });
    rememberPower('vm-a', { state: 'on', source: { kind: 'action', action: 'reboot' }, at: 2 });
    rememberPower('vm-a', { state: 'off', source: { kind: 'console' }, at: 3 });
    expect(powerMemory().get('vm-a')).toEqual([
      { state: 'on', source: { kind: 'action', action: 'reboot' }, at: 2 },
      { state: 'off', source: { kind: 'console' }, at: 3 },
    ]);
    signOut();
    expect(powerMemory().size).toBe(0);
  });
});
