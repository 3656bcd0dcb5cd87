import { describe, expect, it } from 'vitest';
import type { StartupScriptSummary } from '../../api/types';
import { scriptLimit, visibleScripts, type ScriptListParams } from './scriptRows';

const script = (id: string, name: string, created: string, updated = created): StartupScriptSummary => ({
  id,
  name,
  created,
  updated,
});
const scripts = [
  script('b', 'install-docker', '2026-02-04T12:00:00Z', '2026-06-01T09:30:00Z'),
  script('a', 'node 10', '2026-04-18T15:45:10Z'),
  script('c', 'Node 9', '2026-02-04T12:00:00Z'),
];
const ids = (params: Partial<ScriptListParams>) =>
  visibleScripts(scripts, { q: '', sort: 'created', dir: 'desc', ...params }).map((s) => s.id);

describe('startup script list', () => {
  it('finds by name or id, every word', () => {
    expect(ids({ q: 'NODE' })).toEqual(['a', 'c']);
    expect(ids({ q: 'node 9' })).toEqual(['c']);
    expect(ids({ q: 'b' })).toEqual(['b']);
  });

  it('sorts names naturally and dates with ties broken by name', () => {
    expect(ids({ sort: 'name', dir: 'asc' })).toEqual(['b', 'c', 'a']);
    expect(ids({ sort: 'created', dir: 'desc' })).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: 'updated', dir: 'desc' })).toEqual(['b', 'a', 'c']);
  });
});

describe('scriptLimit', () => {
  it('is unknown while loading', () => {
    expect(scriptLimit(undefined)).toBeNull();
  });

  it('counts use and gives no reason while there is room', () => {
    expect(scriptLimit(3)).toEqual({ used: 3, limit: 10, text: '3 of 10 used', full: false, reason: null });
    expect(scriptLimit(9)?.full).toBe(false);
  });

  it('is full at 10 (or beyond, if the server allowed more) with the reason', () => {
    expect(scriptLimit(10)).toMatchObject({
      full: true,
      text: '10 of 10 used',
      reason: expect.stringContaining('at most 10'),
    });
    expect(scriptLimit(11)?.full).toBe(true);
  });
});
