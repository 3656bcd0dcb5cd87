import { describe, expect, it } from 'vitest';
import { resourceKey, summarizeRequests } from './requestCount';

const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';

describe('request counting', () => {
  it('names a request by method, API path and query, without the /api prefix', () => {
    expect(resourceKey({ method: 'GET', url: `http://127.0.0.1:4173/api/ssh_keys?team_id=${TEAM}` })).toBe(
      'GET /ssh_keys?team_id=b2c5a7b4…',
    );
    expect(resourceKey({ method: 'POST', url: 'http://127.0.0.1:4173/api/vm/1/vnc' })).toBe('POST /vm/1/vnc');
  });

  it('reports the same request sent twice as a duplicate, and different queries as different resources', () => {
    const summary = summarizeRequests([
      { method: 'GET', url: `http://h/api/teams` },
      { method: 'GET', url: `http://h/api/ssh_keys?team_id=${TEAM}` },
      { method: 'GET', url: `http://h/api/ssh_keys?team_id=${TEAM}` },
      { method: 'GET', url: `http://h/api/vm?team_id=${TEAM}` },
      { method: 'GET', url: `http://h/api/vm?team_id=other` },
    ]);
    expect(summary).toEqual({
      total: 5,
      distinct: 4,
      duplicates: ['GET /ssh_keys?team_id=b2c5a7b4… ×2'],
      resources: [
        'GET /teams',
        'GET /ssh_keys?team_id=b2c5a7b4…',
        'GET /vm?team_id=b2c5a7b4…',
        'GET /vm?team_id=other',
      ],
    });
  });
});
