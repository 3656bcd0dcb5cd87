import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../demoFixture';
import { allRoutes } from '../routes';
import { createHarness } from './harness';

/** Real ids for every path parameter, so requests get past the 404s into the validation code. */
const SAMPLE_PARAMS: Record<string, string[]> = {
  keyId: ['d05c06e9-be71-4fde-bd14-494b233e2f00', 'x'],
  scriptId: ['6acd343d-6f5e-4a35-a3bb-6caa8eb64098'],
  groupId: ['05969206-704c-4692-97d3-b447725ce341', '%00'],
  ruleId: ['3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6'],
  listId: ['9f34ad03-ea10-49fa-ae46-75066926ebe8'],
  entryId: ['4f5c6114-1d82-4794-bc9c-55f6e37d95b9'],
  vpcId: ['947afb54-688d-4cfc-9f09-64246760ceec', 'abfd086b-236a-4732-9f74-e3533d5f3eef'],
  reservedIpId: ['27cdf0df-60c7-4eab-9aca-c3fc4655cbd8', '9d529f22-4744-4c47-bfaa-e9d9c9bf9233'],
  vmId: [DEMO_VM_IDS.web1, DEMO_VM_IDS.worker1],
  action: ['stop', 'reboot', 'snapshot', 'enable-bgp', 'nope'],
  serviceId: ['3982e826-e935-4123-927d-4eac626f02f3'],
  bucketName: ['acme-static-assets', '..'],
};

/** Every field name any handler reads, so garbage lands where it is looked at. */
const FIELD_NAMES = [
  'team_id',
  'name',
  'ssh_key',
  'content',
  'description',
  'desc',
  'ip_type',
  'protocol',
  'port',
  'subnet',
  'subnet_size',
  'value',
  'type',
  'location',
  'v4_subnet',
  'v4_subnet_mask',
  'ip_address',
  'anchor_ip',
  'force_stop',
  'bucket_name',
  'versioning',
  'object_lock',
];

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 1 ? 9 : 11));
  const strings = [
    '',
    ' ',
    'v4',
    'v6',
    'tcp',
    'icmp',
    'list:',
    'Cloudflare',
    '10.0.0.0/8',
    '::/0',
    '22:21',
    '0',
    '-1',
    '1e400',
    '\u0000',
    '💥'.repeat(300),
    DEMO_TEAM_IDS.staging,
  ];
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor(random() * 1e6) - 5e5;
    case 3:
      return random() * 1e300;
    case 4:
      return Number.MAX_SAFE_INTEGER + 2;
    case 5:
    case 6:
    case 7:
      return strings[Math.floor(random() * strings.length)];
    case 8:
      return 'x'.repeat(Math.floor(random() * 400));
    case 9:
      return [randomValue(random, depth + 1), randomValue(random, depth + 1)];
    default:
      return { nested: randomValue(random, depth + 1) };
  }
}

function randomBody(random: () => number): string {
  const fields: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) if (random() < 0.5) fields[name] = randomValue(random);
  return JSON.stringify(fields);
}

const MALFORMED_BODIES = [
  '{',
  '}',
  '[',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"name":"\ud800"}',
  '1e999',
  '"',
  '{"a":',
  '[{"name":"x"}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{}}}',
  ' '.repeat(10_000),
  JSON.stringify({ name: 'x'.repeat(1_000_000) }),
  '{"port":{"toString":"x"}}',
];

function expandPattern(pattern: string): string[] {
  let paths = [pattern];
  for (const [name, values] of Object.entries(SAMPLE_PARAMS)) {
    if (!pattern.includes(`:${name}`)) continue;
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, encodeURIComponent(value))));
  }
  return paths;
}

describe('garbage in never answers 500', () => {
  const targets = allRoutes.flatMap((route) =>
    expandPattern(route.pattern).map((path) => [route.method, path] as const),
  );

  it.each(targets)('%s %s with malformed bodies', (method, path) => {
    const h = createHarness();
    for (const rawBody of MALFORMED_BODIES) {
      const response = h.call(method, path, { rawBody });
      expect(response.status, `${rawBody.slice(0, 40)}`).toBeLessThan(500);
    }
  });

  it.each(targets)('%s %s with random JSON fields', (method, path) => {
    const h = createHarness();
    const random = mulberry32(path.length * 7919 + method.length);
    for (let i = 0; i < 60; i++) {
      const rawBody = randomBody(random);
      const response = h.call(method, path, { rawBody });
      expect(response.status, rawBody.slice(0, 200)).toBeLessThan(500);
      if (response.status >= 400 && response.body !== undefined) {
        expect(response.body).toEqual({ err: expect.stringMatching(/^[A-Z_]+$/) });
      }
      h.advance(1_000);
    }
  });

  it('survives odd methods, paths and headers', () => {
    const h = createHarness();
    for (const method of ['get', 'HEAD', 'OPTIONS', 'TRACE', '', 'CONNECT', 'PROPFIND']) {
      expect(h.call(method, '/ssh_keys').status).toBeLessThan(500);
    }
    // Straight to handle(): these are paths no URL parser would hand over unchanged.
    for (const path of [
      '',
      '/',
      '//',
      '/%',
      '/ssh_keys/%ZZ',
      '/../ssh_keys',
      'ssh_keys',
      '/ssh_keys?x',
      `/${'a/'.repeat(500)}`,
    ]) {
      const request = { method: 'GET', path, query: new URLSearchParams(), headers: {}, body: null };
      expect(h.emulator.handle(request).status).toBeLessThan(500);
    }
    expect(h.get('/ssh_keys', { token: null, headers: { authorization: 'Bearer '.repeat(1000) } }).status).toBe(401);
  });
});
