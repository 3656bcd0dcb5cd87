// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS } from '../demoFixture';
import { bodyOf, createHarness, expectError, expectNoBody, field, idOf, listField } from './harness';

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

  it('creates a list with 201 {ip_list}', () => {
    const response = createHarness().post('/network/ip_lists', { name: 'partners', description: 'B2B' });
    expect(response.status).toBe(201);
    expect(field(response, 'ip_list')).toMatchObject({ name: 'partners', description: 'B2B', entry_count: 0, used_by_count: 0, entries: [] });
  });

  it('checks name (required, ≤ 64) and description (≤ 255)', () => {
    const h = createHarness();
    expectError(h.post('/network/ip_lists', {}), 400, 'MISSING_FIELD');
    expectError(h.post('/network/ip_lists', { name: '' }), 400, 'INVALID_NAME');
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

  it('reads one list with entries', () => {
    const list = field(createHarness().get(`/network/ip_lists/${OFFICE_LIST}`), 'ip_list');
    expect(list['entries']).toEqual([
      { id: expect.any(String), type: 'v4', value: '198.51.100.0/28', created_at: expect.any(String) },
      { id: expect.any(String), type: 'v4', value: '192.0.2.44', created_at: expect.any(String) },
      { id: expect.any(String), type: 'v6', value: '2001:db8:1234::/48', created_at: expect.any(String) },
    ]);
  });

  it('renames with PATCH, answering 200 {ip_list}', () => {
    const { h, id } = newList();
    const response = h.patch(`/network/ip_lists/${id}`, { name: 'renamed' });
    expect(response.status).toBe(200);
    expect(field(response, 'ip_list')).toMatchObject({ name: 'renamed', entries: [] });
    expectError(h.patch(`/network/ip_lists/${id}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/network/ip_lists/${id}`, { name: 'x'.repeat(65) }), 400, 'NAME_TOO_LONG');
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
    const rule = { ip_type: 'v4', protocol: 'tcp', port: '443', subnet: `list:${id}`, subnet_size: '0' };
    h.post(`/network/firewalls/${WEB_GROUP}/rules`, rule);
    h.post(`/network/firewalls/${WEB_GROUP}/rules`, { ...rule, protocol: 'udp' });
    expect(field(h.get(`/network/ip_lists/${id}`), 'ip_list')['used_by_count']).toBe(2);
  });
});

describe('IP list entries', () => {
  it('adds IPv4/IPv6 addresses and CIDRs with 201 {entry}', () => {
    const { h, entries } = newList();
    const response = h.post(entries, { value: '203.0.113.5' });
    expect(response.status).toBe(201);
    expect(field(response, 'entry')).toEqual({ id: expect.any(String), type: 'v4', value: '203.0.113.5', created_at: '2026-11-22T12:00:00Z' });
    expect(field(h.post(entries, { value: '2001:DB8::/32', type: 'v6' }), 'entry')).toMatchObject({ type: 'v6', value: '2001:db8::/32' });
    expect(field(h.post(entries, { value: '10.1.2.3/16' }), 'entry')['value']).toBe('10.1.0.0/16');
    expect(field(h.post(entries, { value: '198.51.100.1/32' }), 'entry')['value']).toBe('198.51.100.1');
  });

  it.each(['0.0.0.0/0', '::/0', 'example.com', '300.1.1.1', '10.0.0.0/33', ''])('refuses %j with INVALID_IP_LIST_ENTRY', (value) => {
    const { h, entries } = newList();
    expectError(h.post(entries, { value }), 400, 'INVALID_IP_LIST_ENTRY');
  });

  it('refuses a type that does not match the value', () => {
    const { h, entries } = newList();
    expectError(h.post(entries, { value: '203.0.113.5', type: 'v6' }), 400, 'INVALID_IP_LIST_ENTRY');
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
