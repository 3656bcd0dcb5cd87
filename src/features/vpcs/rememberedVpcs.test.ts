import { describe, expect, it } from 'vitest';
import { addRemembered, readRemembered, REMEMBERED_MAX, rememberedKey, removeRemembered, type StorageLike } from './rememberedVpcs';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}
const A = '947afb54-688d-4cfc-9f09-64246760ceec';
const B = 'abfd086b-236a-4732-9f74-e3533d5f3eef';

describe('VPCs remembered in this tab', () => {
  it('keeps ids per team, newest first, once each, lower case', () => {
    const storage = memory();
    addRemembered(storage, 't1', A);
    addRemembered(storage, 't1', B.toUpperCase());
    addRemembered(storage, 't1', A);
    expect(readRemembered(storage, 't1')).toEqual([A, B]);
    expect(readRemembered(storage, 't2')).toEqual([]);
    expect(removeRemembered(storage, 't1', A)).toEqual([B]);
  });

  it('ignores damaged or foreign values, and caps the list', () => {
    const storage = memory();
    storage.setItem(rememberedKey('t1'), '{not json');
    expect(readRemembered(storage, 't1')).toEqual([]);
    storage.setItem(rememberedKey('t1'), JSON.stringify([A, 42, 'secret-token', B]));
    expect(readRemembered(storage, 't1')).toEqual([A, B]);
    for (let index = 0; index < REMEMBERED_MAX + 5; index++) addRemembered(storage, 't3', `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(readRemembered(storage, 't3')).toHaveLength(REMEMBERED_MAX);
  });

  it('works without storage', () => {
    expect(addRemembered(undefined, 't1', A)).toEqual([A]);
    expect(readRemembered(undefined, 't1')).toEqual([]);
  });
});
