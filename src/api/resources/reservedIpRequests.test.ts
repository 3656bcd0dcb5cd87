import { beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../http/client';
import { describePlanned } from '../http/apiRequest';
import { reservedIpRequests } from './reservedIps';
import { snapshotRequests } from './snapshots';
import { DEFAULT_TEAM } from './team';

const ROOT = 'https://cloud.example/api';

beforeAll(() => configureApi({ baseUrl: `${ROOT}/` }));

describe('reservedIpRequests', () => {
  it('reserves with a trimmed name, or none when the name is blank (the server names it after its address)', () => {
    expect(
      describePlanned(reservedIpRequests.create('t1', { location: 'Amsterdam', name: ' edge ', ip_type: 'ipv4' })),
    ).toEqual({
      method: 'POST',
      url: `${ROOT}/network/reserved_ips`,
      body: { team_id: 't1', location: 'Amsterdam', name: 'edge', ip_type: 'ipv4' },
    });
    expect(describePlanned(reservedIpRequests.convert(DEFAULT_TEAM, { ip_address: '192.0.2.10', name: '  ' }))).toEqual(
      {
        method: 'POST',
        url: `${ROOT}/network/reserved_ips/convert`,
        body: { ip_address: '192.0.2.10' },
      },
    );
  });

  it('attaches, detaches (anchor_ip null) and renames by PATCH, sending only what changes', () => {
    expect(describePlanned(reservedIpRequests.update('t1', { id: 'r1', anchor_ip: null }))).toEqual({
      method: 'PATCH',
      url: `${ROOT}/network/reserved_ips/r1`,
      body: { team_id: 't1', anchor_ip: null },
    });
    expect(describePlanned(reservedIpRequests.update('t1', { id: 'r1', name: 'spare' })).body).toEqual({
      team_id: 't1',
      name: 'spare',
    });
  });

  it('releases with team_id in the query, for the ownership check', () => {
    expect(describePlanned(reservedIpRequests.remove('t1', 'r1'))).toEqual({
      method: 'DELETE',
      url: `${ROOT}/network/reserved_ips/r1?team_id=t1`,
    });
  });
});

describe('snapshotRequests', () => {
  it('deletes without a team: the list it came from is the primary team’s', () => {
    expect(describePlanned(snapshotRequests.remove('s1'))).toEqual({ method: 'DELETE', url: `${ROOT}/snapshots/s1` });
  });
});
