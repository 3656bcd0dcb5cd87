// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createResponseValidator, loadOpenApiDocument, type ResponseValidator } from './responseValidator';

const validate: ResponseValidator = createResponseValidator(loadOpenApiDocument());

const TEAM = '0b0c2f1e-6a3d-4c55-9a41-3f1f0e2d9c10';
const KEY_ID = '3f6b2a9e-1c4d-4e8f-a0b1-2c3d4e5f6a7b';
const VM_ID = '7d1e9c2a-5b3f-4a6e-8c0d-1e2f3a4b5c6d';
const RULE_ID = '9a8b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c5d';
const NOW = '2025-03-01T12:00:00Z';

const sshKey = {
  id: KEY_ID,
  created: NOW,
  name: 'laptop',
  ssh_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBx laptop',
};

const rule = {
  id: RULE_ID,
  group: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  ip_type: 'v4',
  action: 'allow',
  protocol: 'tcp',
  port: '22',
  subnet: '203.0.113.0',
  subnet_size: '24',
  desc: 'ssh from the office',
};

const reservedIp = {
  id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a',
  name: 'web-ip',
  location: 'Sydney',
  status: 'active',
  billing_cycle: 1,
  renewal_date: '2025-04-01T00:00:00Z',
  last_renewal: '2025-03-01T00:00:00Z',
  recurring_amount: 3.5,
  currency: 'AUD',
  total_billed: 7,
  ip_addr: '198.51.100.7',
  suspension_reason: '',
  attachment: { id: VM_ID, name: 'web-1' },
};

describe('createResponseValidator', () => {
  it('accepts valid bodies: wrappers, bare objects, bare arrays, numeric subnet_size', () => {
    expect(validate({ method: 'POST', path: '/ssh_keys', status: 201, body: { ssh_key: sshKey } })).toEqual([]);
    expect(validate({ method: 'get', path: `/ssh_keys?team_id=${TEAM}`, status: 200, body: { ssh_keys: [sshKey] } })).toEqual([]);
    expect(validate({ method: 'GET', path: `/ssh_keys/${KEY_ID}`, status: 200, body: { ssh_key: sshKey } })).toEqual([]);
    expect(
      validate({
        method: 'POST',
        path: `/network/firewalls/${rule.group}/rules`,
        status: 201,
        body: { firewall_rule: { ...rule, subnet_size: 24 } },
      }),
    ).toEqual([]);
    expect(validate({ method: 'GET', path: `/network/reserved_ips/${reservedIp.id}`, status: 200, body: reservedIp })).toEqual([]);
    expect(
      validate({ method: 'GET', path: '/network/reserved_ips', status: 200, body: { reserved_ips: [{ ...reservedIp, attachment: null }] } }),
    ).toEqual([]);
    expect(validate({ method: 'GET', path: '/os_templates', status: 200, body: [{ id: 1, name: 'Ubuntu 24.04', family: 'ubuntu' }] })).toEqual([]);
  });

  it('handles 204, missing bodies and bodies where none is allowed', () => {
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204 })).toEqual([]);
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204, body: '' })).toEqual([]);
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204, body: {} })[0]).toMatch(/must have no body/);
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 200 })[0]).toMatch(/expected a JSON body/);
  });

  it('rejects a missing wrapper key', () => {
    const group = { id: rule.group, description: 'web', created: NOW, updated: NOW, instance_count: 0, rule_count: 0 };
    expect(validate({ method: 'POST', path: '/network/firewalls', status: 201, body: { firewall_group: group } })).toEqual([]);
    const errors = validate({ method: 'POST', path: '/network/firewalls', status: 201, body: group });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/body is missing required property "firewall_group"/);

    // A bare SSH key has a string property named like the wrapper, so it fails on the type.
    expect(validate({ method: 'POST', path: '/ssh_keys', status: 200, body: sshKey }).join('\n')).toMatch(/body\/ssh_key must be object/);

    const reserved = validate({ method: 'POST', path: '/network/reserved_ips/convert', status: 200, body: reservedIp });
    expect(reserved.join('\n')).toMatch(/missing required property "reserved_ip"/);
  });

  it('rejects wrong types, bad formats and bad enum values', () => {
    const wrongType = validate({
      method: 'GET',
      path: '/network/reserved_ips',
      status: 200,
      body: { reserved_ips: [{ ...reservedIp, billing_cycle: '1' }] },
    });
    expect(wrongType.join('\n')).toMatch(/body\/reserved_ips\/0\/billing_cycle must be integer/);

    const badUuid = validate({ method: 'GET', path: `/ssh_keys/${KEY_ID}`, status: 200, body: { ssh_key: { ...sshKey, id: 'key-1' } } });
    expect(badUuid.join('\n')).toMatch(/body\/ssh_key\/id must match format "uuid"/);

    const badDate = validate({ method: 'GET', path: '/ssh_keys', status: 200, body: { ssh_keys: [{ ...sshKey, created: 'yesterday' }] } });
    expect(badDate.join('\n')).toMatch(/created must match format "date-time"/);

    const badEnum = validate({
      method: 'GET',
      path: `/network/firewalls/${rule.group}/rules/${RULE_ID}`,
      status: 200,
      body: { firewall_rule: { ...rule, protocol: 'sctp' } },
    });
    expect(badEnum.join('\n')).toMatch(/protocol must be one of "tcp", "udp", "icmp", "ipv6-icmp"/);
  });

  it('rejects content in a startup script list entry', () => {
    const entry = { id: KEY_ID, name: 'boot', created: NOW, updated: NOW };
    expect(validate({ method: 'GET', path: '/startup_scripts', status: 200, body: { scripts: [entry] } })).toEqual([]);
    const errors = validate({ method: 'GET', path: '/startup_scripts', status: 200, body: { scripts: [{ ...entry, content: '#!/bin/sh' }] } });
    expect(errors.join('\n')).toMatch(/scripts\/0\/content must not be present/);
  });

  it('validates error bodies through exact, range and default responses', () => {
    expect(validate({ method: 'POST', path: '/network/reserved_ips/convert', status: 400, body: { err: 'IP_NAME_TOO_LONG' } })).toEqual([]);
    expect(validate({ method: 'GET', path: '/backups', status: 500, body: { err: 'INTERNAL_ERROR' } })).toEqual([]);
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 401, body: { error: 'unauthorized' } }).join('\n')).toMatch(
      /missing required property "err"/,
    );
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 401, body: { err: 'not a code' } }).join('\n')).toMatch(/must match pattern/);
  });

  it('matches literal segments before templates and follows the action per status', () => {
    expect(
      validate({ method: 'POST', path: `/vm/${VM_ID}/vnc`, status: 201, body: { vnc_url: 'https://console.example.test/vnc.html?sessionid=abc', expire_at: 1740830430 } }),
    ).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/stop`, status: 202, body: { audit_log_id: 'a1' } })).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/snapshot`, status: 201, body: { snapshot_id: VM_ID } })).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/enable-bgp`, status: 200, body: {} })).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/enable-bgp`, status: 200, body: { ok: true } })).not.toEqual([]);
    expect(validate({ method: 'POST', path: `/api/vm/${VM_ID}/vnc`, status: 201, body: { vnc_url: 'x' } }).length).toBeGreaterThan(0);
    const withBase = createResponseValidator(loadOpenApiDocument(), { basePath: '/api' });
    expect(withBase({ method: 'GET', path: '/api/instance_types', status: 200, body: [] })).toEqual([]);
  });

  it('reports unknown paths, methods and statuses', () => {
    expect(validate({ method: 'GET', path: '/nope', status: 200, body: {} })[0]).toMatch(/no path in the contract/);
    expect(validate({ method: 'PUT', path: '/ssh_keys', status: 200, body: {} })[0]).toMatch(/has no PUT operation/);
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 302, body: {} })[0]).toMatch(/status 302 is not a documented response/);
  });
});
