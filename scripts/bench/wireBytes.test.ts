import { describe, expect, it } from 'vitest';
import { byteKindOf, wireBytesBefore, type NetworkEvent } from './wireBytes';

const SITE = 'http://127.0.0.1:4300';

describe('byteKindOf', () => {
  it('tells API answers, scripts and the rest apart', () => {
    expect(byteKindOf(`${SITE}/api/ssh_keys?team_id=t`, 'Fetch', '/api/')).toBe('api');
    expect(byteKindOf(`${SITE}/assets/index-abc.js`, 'Script', '/api/')).toBe('js');
    expect(byteKindOf(`${SITE}/assets/route-abc.js`, 'Other', '/api/')).toBe('js');
    expect(byteKindOf(`${SITE}/early.js?v=1`, undefined, '/api/')).toBe('js');
    expect(byteKindOf(`${SITE}/assets/index-abc.css`, 'Stylesheet', '/api/')).toBe('other');
    expect(byteKindOf(`${SITE}/config.json`, 'Fetch', '/api/')).toBe('other');
    expect(byteKindOf(`${SITE}/teams/t/vpcs`, 'Document', '/api/')).toBe('other');
  });

  it('takes the API prefix config.json names', () => {
    expect(byteKindOf(`${SITE}/cloud-api/vm`, 'Fetch', '/cloud-api/')).toBe('api');
    expect(byteKindOf(`${SITE}/api/vm`, 'Fetch', '/cloud-api/')).toBe('other');
  });
});

const request = (requestId: string, path: string, resourceType: string | undefined, timestamp = 0): NetworkEvent => ({
  kind: 'request',
  requestId,
  url: `${SITE}${path}`,
  resourceType,
  timestamp,
});

describe('wireBytesBefore', () => {
  it('counts a finished request by its loadingFinished total, headers included', () => {
    const events: NetworkEvent[] = [
      request('1', '/assets/index.js', 'Script'),
      { kind: 'response', requestId: '1', resourceType: 'Script', headerBytes: 300, timestamp: 1 },
      { kind: 'data', requestId: '1', encodedBytes: 1000, timestamp: 1.1 },
      { kind: 'data', requestId: '1', encodedBytes: 700, timestamp: 1.2 },
      { kind: 'finished', requestId: '1', encodedBytes: 2000, timestamp: 1.3 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 2000, api: 0, other: 0 });
  });

  it('counts a request still arriving by its headers and the chunks that came before the cutoff', () => {
    const events: NetworkEvent[] = [
      request('7', '/api/ssh_keys?team_id=t', 'Fetch'),
      { kind: 'response', requestId: '7', resourceType: 'Fetch', headerBytes: 250, timestamp: 1 },
      { kind: 'data', requestId: '7', encodedBytes: 64_000, timestamp: 1.5 },
      { kind: 'data', requestId: '7', encodedBytes: 64_000, timestamp: 2.5 },
      { kind: 'finished', requestId: '7', encodedBytes: 2_000_000, timestamp: 12 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 0, api: 64_250, other: 0 });
  });

  it('counts a compressed response still arriving by its whole eventual total, never by its headers alone', () => {
    const events: NetworkEvent[] = [
      request('9', '/api/ssh_keys?team_id=t', 'Fetch'),
      { kind: 'response', requestId: '9', resourceType: 'Fetch', headerBytes: 250, timestamp: 1 },
      { kind: 'data', requestId: '9', encodedBytes: 0, timestamp: 1.5 },
      { kind: 'finished', requestId: '9', encodedBytes: 237_000, timestamp: 4 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 0, api: 237_000, other: 0 });
  });

  it('counts nothing of a request whose bytes all came after the cutoff', () => {
    const events: NetworkEvent[] = [
      request('3', '/api/vm?team_id=t', 'Fetch', 1),
      { kind: 'response', requestId: '3', resourceType: 'Fetch', headerBytes: 250, timestamp: 3 },
      { kind: 'finished', requestId: '3', encodedBytes: 9000, timestamp: 3.5 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 0, api: 0, other: 0 });
  });

  it('splits by kind, taking the type the response reported', () => {
    const events: NetworkEvent[] = [
      request('d', '/teams/t/vpcs', 'Document'),
      { kind: 'finished', requestId: 'd', encodedBytes: 2100, timestamp: 0.5 },
      request('s', '/assets/chunk', undefined),
      { kind: 'response', requestId: 's', resourceType: 'Script', headerBytes: 200, timestamp: 0.8 },
      { kind: 'finished', requestId: 's', encodedBytes: 5000, timestamp: 0.9 },
      request('a', '/api/network/vpcs?team_id=t', 'Fetch'),
      { kind: 'finished', requestId: 'a', encodedBytes: 1500, timestamp: 1.2 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 5000, api: 1500, other: 2100 });
  });

  it('leaves out data: and other non-network addresses', () => {
    const events: NetworkEvent[] = [
      { kind: 'request', requestId: 'x', url: 'data:image/svg+xml,<svg/>', resourceType: 'Image', timestamp: 0 },
      { kind: 'finished', requestId: 'x', encodedBytes: 0, timestamp: 0.1 },
    ];
    expect(wireBytesBefore(events, 2, '/api/')).toEqual({ js: 0, api: 0, other: 0 });
  });
});
