import { describe, expect, it } from 'vitest';
import { describeLcpPath, lcpPath, type SimulatedRequest } from './lcpPath';

const FIRST_ROUTE = new Set(['/assets/index-a.js', '/assets/vendor-b.js', '/assets/index-c.css']);

const request = (path: string, startMs: number, endMs: number, transferBytes = 1024): SimulatedRequest => ({
  path,
  startMs,
  endMs,
  transferBytes,
});

// Shaped like a signed-in list's simulated load: the document, the entry, the route's chunks in
// rounds of six, then the page's API reads.
const REQUESTS = [
  request('/teams/t/vpcs', 0, 612, 2048),
  request('/config.json', 612, 925),
  request('/assets/index-c.css', 612, 925, 10 * 1024),
  request('/favicon.svg', 612, 925),
  request('/assets/index-a.js', 939, 1252, 5 * 1024),
  request('/assets/vendor-b.js', 939, 2002, 108 * 1024),
  ...[1, 2, 3, 4, 5, 6].map((n) => request(`/assets/route-${n}.js`, 2283, 2445)),
  ...[7, 8, 9].map((n) => request(`/assets/route-${n}.js`, 2445, 2608)),
  request('/api/teams', 2608, 2770, 300),
  request('/api/network/vpcs', 2770, 2933, 2400),
];

describe('lcpPath', () => {
  const path = lcpPath('/teams/t/vpcs', FIRST_ROUTE, REQUESTS, [
    { startMs: 612, endMs: 939 },
    { startMs: 2002, endMs: 2283 },
  ]);

  it('groups the requests by what they load, in load order, with when the last one ended', () => {
    expect(path.phases.map(({ name, requests, endMs }) => ({ name, requests, endMs }))).toEqual([
      { name: 'document', requests: 1, endMs: 612 },
      { name: 'first route', requests: 4, endMs: 2002 },
      { name: 'route code', requests: 9, endMs: 2608 },
      { name: 'API', requests: 2, endMs: 2933 },
      { name: 'other', requests: 1, endMs: 925 },
    ]);
  });

  it('counts the rounds a phase was sent in and sums its bytes and the main-thread time', () => {
    const routeCode = path.phases.find((phase) => phase.name === 'route code');
    expect(routeCode).toMatchObject({ rounds: 2, transferBytes: 9 * 1024 });
    expect(path.phases.find((phase) => phase.name === 'first route')).toMatchObject({
      rounds: 2,
      transferBytes: 124 * 1024,
    });
    expect(path.cpuMs).toBe(608);
  });

  it('leaves out phases with no request', () => {
    const signIn = lcpPath('/', FIRST_ROUTE, [request('/', 0, 600), request('/assets/vendor-b.js', 700, 1800)], []);
    expect(signIn.phases.map((phase) => phase.name)).toEqual(['document', 'first route']);
  });

  it('says it in one line', () => {
    expect(describeLcpPath(path)).toBe(
      'document 1 req, 2.0 KiB, done 0.61 s → first route 4 req in 2 rounds, 124.0 KiB, done 2.00 s → ' +
        'route code 9 req in 2 rounds, 9.0 KiB, done 2.61 s → API 2 req in 2 rounds, 2.6 KiB, done 2.93 s → ' +
        'other 1 req, 1.0 KiB, done 0.93 s; main thread 608 ms',
    );
  });
});
