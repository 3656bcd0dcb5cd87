// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firewallTabMemoryKeys, forgetRule, parseRememberedRules, rememberRule } from '../resources/firewalls';
import { objectStorageTabMemoryKeys } from '../resources/objectStorage';
import { signIn, signOut } from '../session/session';
import { parseTaken, withTaken } from '../resources/snapshots';
import {
  scriptContentInTab,
  useCreateStartupScript,
  useDeleteStartupScript,
  useUpdateStartupScript,
} from '../resources/startupScripts';
import {
  forgetId,
  readTabMemory,
  rememberId,
  secretTabMemory,
  TAB_MEMORY_LIMIT,
  useRememberedIds,
  withoutEntry,
  withRemembered,
} from './tabMemory';
import { DEFAULT_TEAM } from '../resources/team';
import { renderApiHook, setupEmulatorApi } from '../../test/emulatorHarness';
import type { FirewallRule } from '../types';
import { snapshotIdOf } from '../vms/vms';
import { vpcTabMemoryKey } from '../resources/vpcs';
import { DEMO_TOKEN } from '../../emulator/core';

afterEach(() => sessionStorage.clear());

describe('tab memory bookkeeping', () => {
  it('puts the latest first, without duplicates, and caps the list', () => {
    expect(withRemembered(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(withRemembered([], 'x')).toEqual(['x']);
    const many = Array.from({ length: TAB_MEMORY_LIMIT }, (_, i) => `s${i}`);
    const next = withRemembered(many, 'new');
    expect(next).toHaveLength(TAB_MEMORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`s${TAB_MEMORY_LIMIT - 1}`);
    expect(withoutEntry(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads damaged or foreign data as nothing remembered', () => {
    const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v) : []);
    sessionStorage.setItem('k', '{not json');
    expect(readTabMemory('k', ids)).toEqual([]);
    sessionStorage.setItem('k', JSON.stringify({ a: 1 }));
    expect(readTabMemory('k', ids)).toEqual([]);
    sessionStorage.setItem('k', JSON.stringify(['ok', 3, '', null]));
    expect(readTabMemory('k', ids)).toEqual(['ok']);
  });

  it('stores names in sessionStorage and updates every reader', () => {
    const key = 'test.buckets.t1.s1';
    const first = renderHook(() => useRememberedIds(key));
    const second = renderHook(() => useRememberedIds(key));
    act(() => rememberId(key, 'photos'));
    act(() => rememberId(key, 'logs'));
    expect(second.result.current).toEqual(['logs', 'photos']);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '[]')).toEqual(['logs', 'photos']);
    act(() => forgetId(key, 'logs'));
    expect(first.result.current).toEqual(['photos']);
    act(() => forgetId(key, 'photos'));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps the storage keys an open tab already uses: one list per team, bucket lists per service', () => {
    expect(firewallTabMemoryKeys.groups('t1')).toBe('cc.firewalls.groups.t1');
    expect(firewallTabMemoryKeys.rules('t1', 'g1')).toBe('cc.firewalls.rules.t1.g1');
    expect(vpcTabMemoryKey('t1')).toBe('cloud-console.vpcs.opened.t1');
    expect(objectStorageTabMemoryKeys.services('t1')).toBe('cloud-console.object-storage.services.t1');
    expect(objectStorageTabMemoryKeys.buckets('t1', 's1')).toBe('cloud-console.object-storage.buckets.t1.s1');
    expect(objectStorageTabMemoryKeys.services('t1')).not.toBe(objectStorageTabMemoryKeys.services('t2'));
    expect(objectStorageTabMemoryKeys.buckets('t1', 's1')).not.toBe(objectStorageTabMemoryKeys.buckets('t1', 's2'));
  });
});

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

describe('firewall rules created in this tab', () => {
  const rulesOf = (groupId: string) => readTabMemory(firewallTabMemoryKeys.rules('t', groupId), parseRememberedRules);

  it('adds, replaces by id (an edited description) and removes', () => {
    rememberRule('t', A, rule('r1', 'first'));
    rememberRule('t', A, rule('r2'));
    rememberRule('t', A, rule('r1', 'edited'));
    expect(rulesOf(A).map((r) => [r.id, r.desc])).toEqual([
      ['r1', 'edited'],
      ['r2', ''],
    ]);
    expect(rulesOf(B)).toEqual([]);
    forgetRule('t', A, 'r1');
    expect(rulesOf(A).map((r) => r.id)).toEqual(['r2']);
  });
});

describe('snapshots taken here', () => {
  it('reads only well-formed memory and the snapshot id of an answer', () => {
    const taken = (text: string | null) => {
      if (text === null) sessionStorage.removeItem('taken');
      else sessionStorage.setItem('taken', text);
      return readTabMemory('taken', parseTaken);
    };
    expect(taken(null)).toEqual({});
    expect(taken('nonsense')).toEqual({});
    expect(taken('[1]')).toEqual({});
    expect(taken('{"s1":"v1","s2":3}')).toEqual({ s1: 'v1' });
    expect(withTaken({ s1: 'v1' }, 's2', 'v2')).toEqual({ s1: 'v1', s2: 'v2' });
    expect(snapshotIdOf({ snapshot_id: 's9' })).toBe('s9');
    expect(snapshotIdOf({})).toBeNull();
    expect(snapshotIdOf(null)).toBeNull();
  });
});

describe('content of scripts created in this tab', () => {
  const harness = setupEmulatorApi();
  beforeAll(() => harness.start());
  afterEach(() => {
    secretTabMemory.clear();
    harness.reset();
  });
  afterAll(() => harness.stop());

  async function create(content: string) {
    const { result } = renderApiHook(() => useCreateStartupScript(DEFAULT_TEAM));
    return result.current.mutateAsync({ name: `script-${Date.now()}`, content });
  }

  it('is kept per team and id, in memory, updated on save and forgotten on delete', async () => {
    const created = await create('echo 1');
    expect(scriptContentInTab(DEFAULT_TEAM, created.id)).toBe('echo 1');
    expect(scriptContentInTab('another-team', created.id)).toBeUndefined();

    const update = renderApiHook(() => useUpdateStartupScript(DEFAULT_TEAM)).result;
    await update.current.mutateAsync({ id: created.id, name: created.name, content: 'echo 2' });
    expect(scriptContentInTab(DEFAULT_TEAM, created.id)).toBe('echo 2');

    const remove = renderApiHook(() => useDeleteStartupScript(DEFAULT_TEAM)).result;
    await remove.current.mutateAsync(created.id);
    await waitFor(() => expect(scriptContentInTab(DEFAULT_TEAM, created.id)).toBeUndefined());
  });

  it('never touches web storage, and is gone after sign-out', async () => {
    const created = await create('secret=hunter2');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('hunter2');
    signOut();
    expect(scriptContentInTab(DEFAULT_TEAM, created.id)).toBeUndefined();
    signIn(DEMO_TOKEN, { keepInTab: false });
  });
});
