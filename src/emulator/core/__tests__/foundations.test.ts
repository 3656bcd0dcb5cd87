import { describe, expect, it } from 'vitest';
import { contractRoute, extensionRoute } from '../context';
import { createIdSource } from '../random';
import { noContent } from '../responses';
import { createRouter } from '../router';
import { createScheduler } from '../scheduler';
import { addMonths, isoSeconds } from '../time';
import { characterCount } from '../validation';

describe('createIdSource', () => {
  it('makes v4 UUIDs, the same sequence for the same seed', () => {
    const a = createIdSource(1);
    const b = createIdSource(1);
    const ids = [a.uuid(), a.uuid(), a.uuid()];
    expect(ids).toEqual([b.uuid(), b.uuid(), b.uuid()]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    expect(createIdSource(2).uuid()).not.toBe(ids[0]);
  });
});

describe('addMonths', () => {
  it('keeps the day of month, clamping to the last day', () => {
    expect(isoSeconds(addMonths(Date.UTC(2026, 10, 22, 12), 1))).toBe('2026-12-22T12:00:00Z');
    expect(isoSeconds(addMonths(Date.UTC(2026, 11, 15), 1))).toBe('2027-01-15T00:00:00Z');
    expect(isoSeconds(addMonths(Date.UTC(2027, 0, 31), 1))).toBe('2027-02-28T00:00:00Z');
    expect(isoSeconds(addMonths(Date.UTC(2028, 0, 31), 1))).toBe('2028-02-29T00:00:00Z');
  });
});

describe('createScheduler', () => {
  it('applies due changes in time order, once', () => {
    const scheduler = createScheduler();
    const applied: string[] = [];
    scheduler.at(300, () => applied.push('late'));
    scheduler.at(100, () => applied.push('early'));
    scheduler.at(100, () => applied.push('early, second'));
    scheduler.settle(99);
    expect(applied).toEqual([]);
    scheduler.settle(300);
    scheduler.settle(1_000);
    expect(applied).toEqual(['early', 'early, second', 'late']);
  });
});

describe('createRouter', () => {
  const routes = [
    contractRoute('POST', '/vm/:vmId/:action', noContent),
    contractRoute('POST', '/vm/:vmId/vnc', noContent),
    extensionRoute('GET', '/vm/:vmId', noContent),
    contractRoute('GET', '/items', noContent),
  ];

  it('prefers literal segments over parameters', () => {
    const match = createRouter(routes, true).match('POST', '/vm/abc/vnc');
    expect(match.kind === 'found' && match.route.pattern).toBe('/vm/:vmId/vnc');
  });

  it('decodes parameters', () => {
    const match = createRouter(routes, true).match('post', '/vm/a%20b/stop');
    expect(match.kind === 'found' && match.params).toEqual({ vmId: 'a b', action: 'stop' });
  });

  it('tells unknown routes from wrong methods, and hides extensions', () => {
    expect(createRouter(routes, true).match('GET', '/nope').kind).toBe('unknown-route');
    expect(createRouter(routes, true).match('PUT', '/items')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
    expect(createRouter(routes, true).match('GET', '/vm/x').kind).toBe('found');
    expect(createRouter(routes, false).match('GET', '/vm/x').kind).toBe('unknown-route');
  });
});

describe('characterCount', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(characterCount('a💥b')).toBe(3);
  });
});
