import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS } from '../demoFixture';
import { createHarness, expectAnswer, expectError, expectNoBody, field, idOf, listField } from './harness';

const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const STAGING_GROUP = 'e3f0d96a-b426-45f1-b755-7d661ba00afc';
const OFFICE_LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const MISSING = '00000000-0000-4000-8000-000000000000';

function newGroup() {
  const h = createHarness();
  const group = idOf(field(h.post('/network/firewalls', { description: 'test' }), 'firewall_group'));
  const rules = `/network/firewalls/${group}/rules`;
  return { h, group, rules };
}

/** A documented create body: no `ip_type` (the version follows from the subnet). */
const tcp = (extra: Record<string, unknown> = {}) => ({
  protocol: 'tcp',
  port: '22',
  subnet: '203.0.113.0',
  subnet_size: '24',
  ...extra,
});

describe('firewall groups', () => {
  it('creates a group (7) with counts of zero', () => {
    expectAnswer(createHarness().post('/network/firewalls', { description: 'Web' }), 201, {
      firewall_group: {
        id: expect.any(String),
        description: 'Web',
        created: '2026-11-22T12:00:00Z',
        updated: '2026-11-22T12:00:00Z',
        instance_count: 0,
        rule_count: 0,
      },
    });
  });

  it('requires description, which may be empty and holds up to 255 characters', () => {
    const h = createHarness();
    expectError(h.post('/network/firewalls', {}), 400, 'MISSING_FIELD');
    expect(h.post('/network/firewalls', { description: '' }).status).toBe(201);
    expect(h.post('/network/firewalls', { description: 'd'.repeat(255) }).status).toBe(201);
    expectError(h.post('/network/firewalls', { description: 'd'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
  });

  it('reads one group (8) with instance_count from the team VMs and rule_count', () => {
    expect(field(createHarness().get(`/network/firewalls/${WEB_GROUP}`), 'firewall_group')).toMatchObject({
      id: WEB_GROUP,
      instance_count: 3,
      rule_count: 7,
    });
  });

  it('answers 404 NOT_FOUND for an unknown group or a group of another team', () => {
    const h = createHarness();
    expectError(h.get(`/network/firewalls/${MISSING}`), 404, 'NOT_FOUND');
    expectError(h.get(`/network/firewalls/${STAGING_GROUP}`), 404, 'NOT_FOUND');
    expect(h.get(`/network/firewalls/${STAGING_GROUP}?team_id=${DEMO_TEAM_IDS.staging}`).status).toBe(200);
  });

  it('lists groups (extension)', () => {
    expect(listField(createHarness().get('/network/firewalls'), 'firewall_groups')).toHaveLength(2);
  });

  it('updates the description with PUT (extension) and 204', () => {
    const { h, group } = newGroup();
    expectNoBody(h.put(`/network/firewalls/${group}`, { description: 'renamed' }), 204);
    expect(field(h.get(`/network/firewalls/${group}`), 'firewall_group')['description']).toBe('renamed');
    expectError(h.put(`/network/firewalls/${group}`, { description: 'x'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
  });

  it('allows 100 groups per team and refuses the next with FIREWALL_GROUP_LIMIT_REACHED', () => {
    const h = createHarness();
    // The demo production team starts with 2.
    for (let i = 0; i < 98; i++) expect(h.post('/network/firewalls', { description: `g${i}` }).status).toBe(201);
    expectError(h.post('/network/firewalls', { description: 'one more' }), 400, 'FIREWALL_GROUP_LIMIT_REACHED');
    expect(listField(h.get('/network/firewalls'), 'firewall_groups')).toHaveLength(100);
    // The cap is per team.
    expect(h.post('/network/firewalls', { team_id: DEMO_TEAM_IDS.staging, description: 'x' }).status).toBe(201);
  });

  it('refuses to delete a group VMs use (FIREWALL_GROUP_IN_USE), deletes an unused one', () => {
    const { h, group } = newGroup();
    expectError(h.del(`/network/firewalls/${WEB_GROUP}`), 400, 'FIREWALL_GROUP_IN_USE');
    expectNoBody(h.del(`/network/firewalls/${group}`), 204);
    expectError(h.get(`/network/firewalls/${group}`), 404, 'NOT_FOUND');
  });
});

describe('POST firewall rule (9)', () => {
  it('creates a rule: 201 {firewall_rule} with action allow and subnet_size as a number', () => {
    const { h, group, rules } = newGroup();
    expectAnswer(h.post(rules, tcp({ subnet_size: '24', desc: 'ssh' })), 201, {
      firewall_rule: {
        id: expect.any(String),
        group,
        ip_type: 'v4',
        action: 'allow',
        protocol: 'tcp',
        port: '22',
        subnet: '203.0.113.0',
        subnet_size: 24,
        desc: 'ssh',
      },
    });
    expect(field(h.get(`/network/firewalls/${group}`), 'firewall_group')['rule_count']).toBe(1);
    expect(field(h.post(rules, tcp({ port: '23', subnet_size: 24 })), 'firewall_rule')['subnet_size']).toBe(24);
  });

  it('answers 404 NOT_FOUND for an unknown group, before judging the body', () => {
    const h = createHarness();
    expectError(h.post(`/network/firewalls/${MISSING}/rules`, tcp()), 404, 'NOT_FOUND');
    expectError(h.post(`/network/firewalls/${MISSING}/rules`, {}), 404, 'NOT_FOUND');
  });

  it('requires protocol, subnet and subnet_size', () => {
    const { h, rules } = newGroup();
    for (const name of ['protocol', 'subnet', 'subnet_size']) {
      const body: Record<string, unknown> = tcp();
      delete body[name];
      expectError(h.post(rules, body), 400, 'MISSING_FIELD');
    }
  });

  it('takes the IP version from the subnet; provider names and lists are v4 unless the protocol is ipv6-icmp', () => {
    const { h, rules } = newGroup();
    const versionOf = (extra: Record<string, unknown>) => field(h.post(rules, tcp(extra)), 'firewall_rule')['ip_type'];
    expect(versionOf({ subnet: '203.0.113.0', subnet_size: '24' })).toBe('v4');
    expect(versionOf({ subnet: '2001:db8::/32', subnet_size: '32' })).toBe('v6');
    expect(versionOf({ subnet: 'UptimeRobot', subnet_size: '0' })).toBe('v4');
    expect(versionOf({ subnet: `list:${OFFICE_LIST}`, subnet_size: '0' })).toBe('v4');
    const icmp6 = field(h.post(rules, { protocol: 'icmp', subnet: '2001:db8::', subnet_size: '48' }), 'firewall_rule');
    expect(icmp6).toMatchObject({ ip_type: 'v6', protocol: 'ipv6-icmp' });
    const listIcmp6 = field(
      h.post(rules, { protocol: 'ipv6-icmp', subnet: 'Cloudflare', subnet_size: 0 }),
      'firewall_rule',
    );
    expect(listIcmp6).toMatchObject({ ip_type: 'v6', protocol: 'ipv6-icmp', subnet: 'Cloudflare', port: '' });
  });

  it('ignores an ip_type the client sends, even one that disagrees with the subnet or is no version', () => {
    const { h, rules } = newGroup();
    expect(field(h.post(rules, tcp({ ip_type: 'v6' })), 'firewall_rule')['ip_type']).toBe('v4');
    expect(field(h.post(rules, tcp({ port: '23', ip_type: 'v5' })), 'firewall_rule')['ip_type']).toBe('v4');
    const v6 = field(h.post(rules, tcp({ ip_type: 'v4', subnet: '2001:db8::', subnet_size: 48 })), 'firewall_rule');
    expect(v6['ip_type']).toBe('v6');
  });

  it('checks protocol (INVALID_PROTOCOL): ipv6-icmp is accepted on v6 sources only', () => {
    const { h, rules } = newGroup();
    expectError(h.post(rules, tcp({ protocol: 'sctp' })), 400, 'INVALID_PROTOCOL');
    expectError(h.post(rules, tcp({ protocol: 'ipv6-icmp', port: undefined })), 400, 'INVALID_PROTOCOL');
    const rule = field(
      h.post(rules, { protocol: 'ipv6-icmp', subnet: '2001:db8::', subnet_size: 32 }),
      'firewall_rule',
    );
    expect(rule).toMatchObject({ ip_type: 'v6', protocol: 'ipv6-icmp', port: '' });
  });

  it('requires a port for tcp and udp, parsed as a port or low:high range', () => {
    const { h, rules } = newGroup();
    expectError(h.post(rules, tcp({ port: undefined })), 400, 'MISSING_FIELD');
    for (const port of ['', '0', '65536', 'ssh', '22-80', '80:22', '1:2:3']) {
      expectError(h.post(rules, tcp({ port })), 400, 'INVALID_PORT');
    }
    expectError(h.post(rules, tcp({ port: 22 })), 400, 'INVALID_FIELD');
    expect(field(h.post(rules, tcp({ protocol: 'udp', port: '8000:8080' })), 'firewall_rule')['port']).toBe(
      '8000:8080',
    );
    expect(field(h.post(rules, tcp({ port: '65535' })), 'firewall_rule')['port']).toBe('65535');
  });

  it('refuses a port on icmp (PORT_NOT_ALLOWED) but accepts it absent or empty', () => {
    const { h, rules } = newGroup();
    expectError(h.post(rules, tcp({ protocol: 'icmp', port: '22' })), 400, 'PORT_NOT_ALLOWED');
    expect(field(h.post(rules, tcp({ protocol: 'icmp', port: undefined })), 'firewall_rule')['port']).toBe('');
    expect(h.post(rules, tcp({ protocol: 'icmp', port: '', subnet: '198.51.100.0' })).status).toBe(201);
  });

  it('stores icmp on v6 as ipv6-icmp', () => {
    const { h, rules } = newGroup();
    const rule = field(h.post(rules, { protocol: 'icmp', subnet: '::', subnet_size: '0' }), 'firewall_rule');
    expect(rule).toMatchObject({ protocol: 'ipv6-icmp', port: '', subnet: '::', subnet_size: 0 });
  });

  it('takes an address with subnet_size and stores the network address', () => {
    const { h, rules } = newGroup();
    expect(field(h.post(rules, tcp({ subnet: '203.0.113.77', subnet_size: '24' })), 'firewall_rule')).toMatchObject({
      subnet: '203.0.113.0',
      subnet_size: 24,
    });
    expect(field(h.post(rules, tcp({ subnet: '198.51.100.7', subnet_size: '32' })), 'firewall_rule')).toMatchObject({
      subnet: '198.51.100.7',
      subnet_size: 32,
    });
  });

  it('takes a CIDR whose length agrees with subnet_size, without the /len in the stored subnet', () => {
    const { h, rules } = newGroup();
    expect(field(h.post(rules, tcp({ subnet: '10.1.2.3/16', subnet_size: '16' })), 'firewall_rule')).toMatchObject({
      subnet: '10.1.0.0',
      subnet_size: 16,
    });
    expectError(h.post(rules, tcp({ subnet: '10.1.0.0/16', subnet_size: '24' })), 400, 'INVALID_SUBNET_SIZE');
  });

  it('takes IPv6 in canonical form', () => {
    const { h, rules } = newGroup();
    const rule = field(h.post(rules, tcp({ subnet: '2001:DB8:0:0::1', subnet_size: '64' })), 'firewall_rule');
    expect(rule).toMatchObject({ ip_type: 'v6', subnet: '2001:db8::', subnet_size: 64 });
  });

  it('refuses sources that are not addresses, provider names or lists (INVALID_SUBNET)', () => {
    const { h, rules } = newGroup();
    for (const subnet of ['example.com', '256.1.1.1', '10.0.0.0/8/8', 'cloudflare', 'list:nope', 'Cloudflare ']) {
      expectError(h.post(rules, tcp({ subnet })), 400, 'INVALID_SUBNET');
    }
  });

  it('checks subnet_size against the family range (INVALID_SUBNET_SIZE)', () => {
    const { h, rules } = newGroup();
    for (const subnetSize of ['33', '-1', 'abc', '', '24.5', ' 24']) {
      expectError(h.post(rules, tcp({ subnet_size: subnetSize })), 400, 'INVALID_SUBNET_SIZE');
    }
    expectError(h.post(rules, tcp({ subnet_size: 24.5 })), 400, 'INVALID_SUBNET_SIZE');
    expectError(h.post(rules, tcp({ subnet_size: true })), 400, 'INVALID_FIELD');
    expect(h.post(rules, tcp({ subnet: '2001:db8::', subnet_size: '128' })).status).toBe(201);
    expectError(h.post(rules, tcp({ subnet: '2001:db8::', subnet_size: '129' })), 400, 'INVALID_SUBNET_SIZE');
    expect(h.post(rules, tcp({ subnet: '0.0.0.0', subnet_size: 0 })).status).toBe(201);
  });

  it.each(['Cloudflare', 'Onidel', 'HetrixTools', 'CloudFront', 'UptimeRobot'])(
    'accepts the provider range %s with size "0"',
    (name) => {
      const { h, rules } = newGroup();
      const rule = field(h.post(rules, tcp({ port: '443', subnet: name, subnet_size: '0' })), 'firewall_rule');
      expect(rule).toMatchObject({ subnet: name, subnet_size: 0 });
      expectError(h.post(rules, tcp({ port: '80', subnet: name, subnet_size: '32' })), 400, 'INVALID_SUBNET_SIZE');
    },
  );

  it('accepts list:<uuid> of an existing IP list of the team', () => {
    const { h, rules } = newGroup();
    const rule = field(h.post(rules, tcp({ subnet: `list:${OFFICE_LIST}`, subnet_size: 0 })), 'firewall_rule');
    expect(rule).toMatchObject({ subnet: `list:${OFFICE_LIST}`, subnet_size: 0 });
    expectError(
      h.post(rules, tcp({ port: '80', subnet: `list:${OFFICE_LIST}`, subnet_size: '24' })),
      400,
      'INVALID_SUBNET_SIZE',
    );
  });

  it('refuses a list that does not exist in the team with IP_LIST_NOT_FOUND', () => {
    const h = createHarness();
    expectError(
      h.post(`/network/firewalls/${WEB_GROUP}/rules`, tcp({ subnet: `list:${MISSING}`, subnet_size: '0' })),
      400,
      'IP_LIST_NOT_FOUND',
    );
    const stagingRules = `/network/firewalls/${STAGING_GROUP}/rules`;
    const body = { team_id: DEMO_TEAM_IDS.staging, ...tcp({ subnet: `list:${OFFICE_LIST}`, subnet_size: '0' }) };
    expectError(h.post(stagingRules, body), 400, 'IP_LIST_NOT_FOUND');
  });

  it('accepts a description of 255 characters and refuses 256 (DESCRIPTION_TOO_LONG)', () => {
    const { h, rules } = newGroup();
    expect(h.post(rules, tcp({ desc: 'd'.repeat(255) })).status).toBe(201);
    expectError(h.post(rules, tcp({ port: '23', desc: 'd'.repeat(256) })), 400, 'DESCRIPTION_TOO_LONG');
  });

  it('refuses an identical rule with DUPLICATE_RULE, comparing the stored forms', () => {
    const { h, rules } = newGroup();
    expect(h.post(rules, tcp({ desc: 'first' })).status).toBe(201);
    expectError(h.post(rules, tcp({ desc: 'other description' })), 400, 'DUPLICATE_RULE');
    expectError(h.post(rules, tcp({ subnet: '203.0.113.9/24', subnet_size: 24 })), 400, 'DUPLICATE_RULE');
    expect(h.post(rules, tcp({ protocol: 'udp' })).status).toBe(201);
    expect(h.post(rules, tcp({ port: '2222' })).status).toBe(201);
    expect(h.post(rules, tcp({ subnet_size: '25' })).status).toBe(201);
  });

  it('allows 1,000 rules per group and refuses the next with FIREWALL_RULE_LIMIT_REACHED', () => {
    const { h, group, rules } = newGroup();
    for (let port = 1; port <= 1000; port++) expect(h.post(rules, tcp({ port: String(port) })).status).toBe(201);
    expectError(h.post(rules, tcp({ port: '1001' })), 400, 'FIREWALL_RULE_LIMIT_REACHED');
    expect(field(h.get(`/network/firewalls/${group}`), 'firewall_group')['rule_count']).toBe(1000);
  });

  it('treats the same rule in another group as no duplicate', () => {
    const h = createHarness();
    const body = { protocol: 'tcp', port: '80', subnet: '0.0.0.0', subnet_size: '0' };
    expectError(h.post(`/network/firewalls/${WEB_GROUP}/rules`, body), 400, 'DUPLICATE_RULE');
    const other = idOf(field(h.post('/network/firewalls', { description: '' }), 'firewall_group'));
    expect(h.post(`/network/firewalls/${other}/rules`, body).status).toBe(201);
  });
});

describe('PATCH firewall rule (10)', () => {
  const rule = '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6';
  const path = `/network/firewalls/${WEB_GROUP}/rules/${rule}`;

  it('changes desc with 200 and no body; 255 characters pass, 256 answer DESCRIPTION_TOO_LONG', () => {
    const h = createHarness();
    expectNoBody(h.patch(path, { desc: 'd'.repeat(255) }), 200);
    expect(field(h.get(path), 'firewall_rule')['desc']).toHaveLength(255);
    expectError(h.patch(path, { desc: 'd'.repeat(256) }), 400, 'DESCRIPTION_TOO_LONG');
  });

  it('requires desc', () => {
    expectError(createHarness().patch(path, {}), 400, 'MISSING_FIELD');
  });

  it('answers 404 for an unknown group or rule', () => {
    const h = createHarness();
    expectError(h.patch(`/network/firewalls/${MISSING}/rules/${rule}`, { desc: 'x' }), 404, 'NOT_FOUND');
    expectError(h.patch(`/network/firewalls/${WEB_GROUP}/rules/${MISSING}`, { desc: 'x' }), 404, 'NOT_FOUND');
  });
});

describe('extension rule reads and deletes', () => {
  it('lists rules, reads one, deletes one', () => {
    const h = createHarness();
    const rules = listField(h.get(`/network/firewalls/${WEB_GROUP}/rules`), 'firewall_rules');
    expect(rules).toHaveLength(7);
    for (const rule of rules)
      expect(rule).toMatchObject({ action: 'allow', group: WEB_GROUP, subnet_size: expect.any(Number) });
    const id = idOf(rules[0] ?? {});
    expect(field(h.get(`/network/firewalls/${WEB_GROUP}/rules/${id}`), 'firewall_rule')['id']).toBe(id);
    expectNoBody(h.del(`/network/firewalls/${WEB_GROUP}/rules/${id}`), 204);
    expectError(h.get(`/network/firewalls/${WEB_GROUP}/rules/${id}`), 404, 'NOT_FOUND');
    expect(field(h.get(`/network/firewalls/${WEB_GROUP}`), 'firewall_group')['rule_count']).toBe(6);
  });
});
