import { describe, expect, it } from 'vitest';
import type { FirewallRule } from '../../api/types';
import { putSessionRule, readSessionRules, removeSessionRule, type StorageLike } from './sessionStore';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const A = '0b1c5a52-9d7e-4f8e-8a0e-5d1b3c2a4f60';
const B = '7d0f2b1e-3c4a-4b5d-8e6f-a1b2c3d4e5f6';

const rule = (id: string, desc = ''): FirewallRule => ({
  id,
  group: A,
  ip_type: 'v4',
  action: 'allow',
  protocol: 'tcp',
  port: '22',
  subnet: '192.0.2.0',
  subnet_size: '24',
  desc,
});

describe('rules created in this tab', () => {
  it('adds, replaces by id (an edited description) and removes', () => {
    const storage = memoryStorage();
    putSessionRule(storage, 't', A, rule('r1', 'first'));
    putSessionRule(storage, 't', A, rule('r2'));
    putSessionRule(storage, 't', A, rule('r1', 'edited'));
    expect(readSessionRules(storage, 't', A).map((r) => [r.id, r.desc])).toEqual([
      ['r1', 'edited'],
      ['r2', ''],
    ]);
    expect(readSessionRules(storage, 't', B)).toEqual([]);
    expect(removeSessionRule(storage, 't', A, 'r1').map((r) => r.id)).toEqual(['r2']);
  });
});
