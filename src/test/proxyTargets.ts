/**
 * Request targets as sent on the request line, for the proxies' refusal of ambiguous paths
 * (src/deploy/proxyPath.ts) and the nginx site's pattern that mirrors it (src/deploy/nginx).
 */
const GROUP = '05969206-704c-4692-97d3-b447725ce341';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000001';

/** Targets whose path could name another resource once resolved, each named by what it shows. */
export const AMBIGUOUS_TARGETS: ReadonlyArray<readonly [what: string, target: string]> = [
  ['a plain ..', `/api/network/firewalls/${OTHER}/../${GROUP}`],
  ['a plain .', '/api/./teams'],
  ['a trailing ..', '/api/ssh_keys/..'],
  ['a trailing .', '/api/ssh_keys/.'],
  ['.. before the query', '/api/ssh_keys/..?team_id=t'],
  ['%2e%2e', `/api/network/firewalls/${OTHER}/%2e%2e/${GROUP}`],
  ['%2E%2E', '/api/ssh_keys/%2E%2E/teams'],
  ['.%2e', '/api/ssh_keys/.%2e/teams'],
  ['%2E.', '/api/ssh_keys/%2E./teams'],
  ['%2e', '/api/%2e/teams'],
  ['a double-encoded ..', '/api/ssh_keys/%252e%252e/teams'],
  ['a triple-encoded ..', '/api/ssh_keys/%25252e%25252e/teams'],
  ['.. with path parameters', '/api/ssh_keys/..;x=1/teams'],
  ['.. with encoded path parameters', '/api/ssh_keys/..%3Bx/teams'],
  ['.. after an encoded tab', '/api/ssh_keys/%09../teams'],
  ['.. before an encoded NUL', '/api/ssh_keys/..%00/teams'],
  ['.. split by a tab', '/api/ssh_keys/.%09./teams'],
  ['a plain backslash', '/api/ssh_keys\\..\\teams'],
  ['a lone backslash', '/api/teams\\'],
  ['%5c', '/api/teams%5c'],
  ['%5C', '/api/ssh_keys/x%5Cy'],
  ['an encoded slash', `/api/ssh_keys/..%2Fnetwork%2Ffirewalls%2F${GROUP}`],
  ['an encoded slash alone', '/api/ssh_keys/a%2fb'],
  ['a double-encoded slash', '/api/ssh_keys/a%252fb'],
  ['an empty segment', '/api/ssh_keys//teams'],
  ['a leading empty segment', '//api/teams'],
  ['a #', '/api/teams#/../_emulator/reset'],
  ['an absolute-form ..', 'http://127.0.0.1:8080/api/ssh_keys/%2e%2e/teams'],
  ['an authority-form target', '127.0.0.1:8080'],
  ['a target without a leading slash', 'api/teams'],
  ['an empty target', ''],
];

/** Targets a proxy forwards: API paths as the console sends them, odd but unambiguous names, queries. */
export const PLAIN_TARGETS: readonly string[] = [
  '/',
  '/api',
  '/api/',
  '/api/teams',
  '/api/ssh_keys/',
  `/api/network/firewalls/${GROUP}?team_id=t`,
  '/api/object-storage/s/buckets/acme.static.assets/access_keys',
  '/api/ssh_keys/...',
  '/api/ssh_keys/a.b',
  '/api/ssh_keys/%2e%2e%2e',
  '/api/ssh_keys/.hidden',
  '/api/ssh_keys/caf%C3%A9',
  '/api/ssh_keys/%E0',
  '/api/teams?next=/../x%2F..%5C//',
  '/api/console/websockify?sessionid=abc&vmid=def',
  'http://127.0.0.1:8080/api/teams',
  'http://127.0.0.1:8080',
  'http://127.0.0.1:8080?x=1',
  '*',
];
