import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, demoFixture } from '../demoFixture';
import { bodyOf, createHarness, expectAnswer, expectError, expectNoBody, field, idOf, listField } from './harness';

const OFFICE_LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const STAGING = { team_id: DEMO_TEAM_IDS.staging };

function newList(h = createHarness()) {
  const id = idOf(field(h.post('/network/ip_lists', { name: 'partners' }), 'ip_list'));
  return { h, id, entries: `/network/ip_lists/${id}/entries` };
}

describe('IP lists', () => {
  it('lists summaries with the team limits', () => {
    const body = bodyOf(createHarness().get('/network/ip_lists'));
    expect(body['ip_list_limit']).toBe(10);
    expect(body['ip_list_entry_limit']).toBe(50);
    expect(listField(createHarness().get('/network/ip_lists'), 'ip_lists')).toEqual([
      {
        id: OFFICE_LIST,
        name: 'office',
        description: 'Office and VPN egress addresses',
        entry_count: 3,
        used_by_count: 1,
        created_at: '2026-03-01T08:00:00Z',
      },
    ]);
  });

  it('creates a list with 201 {ip_list: {id, name, description}} and nothing else', () => {
    const h = createHarness();
    const response = h.post('/network/ip_lists', { name: 'partners', description: 'B2B' });
    expectAnswer(response, 201, { ip_list: { id: expect.any(String), name: 'partners', description: 'B2B' } });
    const id = idOf(field(response, 'ip_list'));
    expect(field(h.get(`/network/ip_lists/${id}`), 'ip_list')).toMatchObject({
      entry_count: 0,
      used_by_count: 0,
      entries: [],
    });
  });

  it('refuses a name the team already uses, whatever its case, with DUPLICATE_IP_LIST_NAME', () => {
    const h = createHarness();
    expectError(h.post('/network/ip_lists', { name: 'office' }), 400, 'DUPLICATE_IP_LIST_NAME');
    expectError(h.post('/network/ip_lists', { name: ' Office ' }), 400, 'DUPLICATE_IP_LIST_NAME');
    // Another team may use it.
    expect(h.post('/network/ip_lists', { ...STAGING, name: 'office' }).status).toBe(201);
    const { id } = newList(h);
    expectError(h.patch(`/network/ip_lists/${id}`, { name: 'OFFICE' }), 400, 'DUPLICATE_IP_LIST_NAME');
    // Keeping its own name is no conflict.
    expect(h.patch(`/network/ip_lists/${id}`, { name: 'Partners' }).status).toBe(200);
  });

  it('checks name (required, ≤ 64) and description (≤ 255)', () => {
    const h = createHarness();
    expectError(h.post('/network/ip_lists', {}), 400, 'MISSING_FIELD');
    expectError(h.post('/network/ip_lists', { name: '' }), 400, 'INVALID_NAME');
    expectError(h.post('/network/ip_lists', { name: '\u200b\u200b' }), 400, 'INVALID_NAME');
    expect(h.post('/network/ip_lists', { name: 'n'.repeat(64) }).status).toBe(201);
    expectError(h.post('/network/ip_lists', { name: 'n'.repeat(65) }), 400, 'NAME_TOO_LONG');
    expect(h.post('/network/ip_lists', { name: 'a', description: 'd'.repeat(255) }).status).toBe(201);
    expectError(h.post('/network/ip_lists', { name: 'b', description: 'd'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
  });

  it('stops at the team ip_list_limit with IP_LIST_LIMIT_REACHED', () => {
    const h = createHarness();
    for (let i = 0; i < 3; i++) expect(h.post('/network/ip_lists', { ...STAGING, name: `l${i}` }).status).toBe(201);
    expectError(h.post('/network/ip_lists', { ...STAGING, name: 'fourth' }), 400, 'IP_LIST_LIMIT_REACHED');
  });

  it('holds a team to 1,000 lists even when its fixture allows more', () => {
    const fixture = structuredClone(demoFixture);
    const team = fixture.teams[0];
    if (team === undefined) throw new Error('demo fixture has no team');
    team.ip_list_limit = 5_000;
    const h = createHarness({ fixture });
    expect(bodyOf(h.get('/network/ip_lists'))['ip_list_limit']).toBe(1000);
    for (let i = 0; i < 999; i++) expect(h.post('/network/ip_lists', { name: `l${i}` }).status).toBe(201);
    expectError(h.post('/network/ip_lists', { name: 'one more' }), 400, 'IP_LIST_LIMIT_REACHED');
  });

  it('reads one list with entries', () => {
    const list = field(createHarness().get(`/network/ip_lists/${OFFICE_LIST}`), 'ip_list');
    expect(list['entries']).toEqual([
      { id: expect.any(String), type: 'ipv4', value: '198.51.100.0/28', created_at: expect.any(String) },
      { id: expect.any(String), type: 'ipv4', value: '192.0.2.44', created_at: expect.any(String) },
      { id: expect.any(String), type: 'ipv6', value: '2001:db8:1234::/48', created_at: expect.any(String) },
    ]);
  });

  it('renames with PATCH, answering 200 {ip_list: {id, name, description}}', () => {
    const { h, id } = newList();
    expectAnswer(h.patch(`/network/ip_lists/${id}`, { name: 'renamed' }), 200, {
      ip_list: { id, name: 'renamed', description: '' },
    });
    expectError(h.patch(`/network/ip_lists/${id}`, { name: 'x'.repeat(65) }), 400, 'NAME_TOO_LONG');
  });

  it('takes a PATCH without fields (all are optional) as a change of nothing', () => {
    const { h, id } = newList();
    expect(bodyOf(h.patch(`/network/ip_lists/${id}`, {}))).toEqual({
      ip_list: { id, name: 'partners', description: '' },
    });
  });

  it('deletes a list and the rules that reference it', () => {
    const h = createHarness();
    expect(field(h.get(`/network/firewalls/${WEB_GROUP}`), 'firewall_group')['rule_count']).toBe(7);
    expectNoBody(h.del(`/network/ip_lists/${OFFICE_LIST}`), 204);
    expectError(h.get(`/network/ip_lists/${OFFICE_LIST}`), 404, 'NOT_FOUND');
    const rules = listField(h.get(`/network/firewalls/${WEB_GROUP}/rules`), 'firewall_rules');
    expect(rules).toHaveLength(6);
    expect(rules.some((rule) => String(rule['subnet']).startsWith('list:'))).toBe(false);
  });

  it('counts rules that use the list in used_by_count', () => {
    const { h, id } = newList();
    const rule = { protocol: 'tcp', port: '443', subnet: `list:${id}`, subnet_size: 0 };
    h.post(`/network/firewalls/${WEB_GROUP}/rules`, rule);
    h.post(`/network/firewalls/${WEB_GROUP}/rules`, { ...rule, protocol: 'udp' });
    expect(field(h.get(`/network/ip_lists/${id}`), 'ip_list')['used_by_count']).toBe(2);
  });
});

describe('IP list entries', () => {
  it('adds IPv4/IPv6 addresses and CIDRs with 201 {entry}, type ipv4/ipv6 sent or detected', () => {
    const { h, entries } = newList();
    expectAnswer(h.post(entries, { value: '203.0.113.5' }), 201, {
      entry: {
        id: expect.any(String),
        type: 'ipv4',
        value: '203.0.113.5',
        created_at: '2026-11-22T12:00:00Z',
      },
    });
    expect(field(h.post(entries, { value: '2001:DB8::/32', type: 'ipv6' }), 'entry')).toMatchObject({
      type: 'ipv6',
      value: '2001:db8::/32',
    });
    expect(field(h.post(entries, { value: '2001:db9::/32' }), 'entry')).toMatchObject({ type: 'ipv6' });
    expect(field(h.post(entries, { value: '192.0.2.9', type: 'ipv4' }), 'entry')).toMatchObject({ type: 'ipv4' });
    expect(field(h.post(entries, { value: '10.1.2.3/16' }), 'entry')['value']).toBe('10.1.0.0/16');
    expect(field(h.post(entries, { value: '198.51.100.1/32' }), 'entry')['value']).toBe('198.51.100.1');
  });

  it.each(['0.0.0.0/0', '::/0', 'example.com', '300.1.1.1', '10.0.0.0/33', ''])(
    'refuses %j with INVALID_IP_LIST_ENTRY',
    (value) => {
      const { h, entries } = newList();
      expectError(h.post(entries, { value }), 400, 'INVALID_IP_LIST_ENTRY');
    },
  );

  it('refuses a type that does not match the value, or is not spelt ipv4/ipv6', () => {
    const { h, entries } = newList();
    expectError(h.post(entries, { value: '203.0.113.5', type: 'ipv6' }), 400, 'INVALID_IP_LIST_ENTRY');
    expectError(h.post(entries, { value: '203.0.113.5', type: 'v4' }), 400, 'INVALID_IP_LIST_ENTRY');
  });

  it('refuses duplicates, also when spelt differently (DUPLICATE_IP_LIST_ENTRY)', () => {
    const { h, entries } = newList();
    h.post(entries, { value: '10.0.0.0/24' });
    expectError(h.post(entries, { value: '10.0.0.0/24' }), 400, 'DUPLICATE_IP_LIST_ENTRY');
    expectError(h.post(entries, { value: '10.0.0.77/24' }), 400, 'DUPLICATE_IP_LIST_ENTRY');
  });

  it('stops at the team ip_list_entry_limit with IP_LIST_ENTRY_LIMIT_REACHED', () => {
    const h = createHarness();
    const id = idOf(field(h.post('/network/ip_lists', { ...STAGING, name: 'many' }), 'ip_list'));
    const entries = `/network/ip_lists/${id}/entries`;
    for (let i = 1; i <= 20; i++) expect(h.post(entries, { ...STAGING, value: `10.0.0.${i}` }).status).toBe(201);
    expectError(h.post(entries, { ...STAGING, value: '10.0.0.21' }), 400, 'IP_LIST_ENTRY_LIMIT_REACHED');
  });

  it('deletes an entry with 204', () => {
    const { h, id, entries } = newList();
    const entry = idOf(field(h.post(entries, { value: '203.0.113.5' }), 'entry'));
    expectNoBody(h.del(`${entries}/${entry}`), 204);
    expect(field(h.get(`/network/ip_lists/${id}`), 'ip_list')['entry_count']).toBe(0);
    expectError(h.del(`${entries}/${entry}`), 404, 'NOT_FOUND');
  });
});
