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

const vm = {
  id: VM_ID,
  name: 'web-1',
  vcpu: 2,
  ram: 4096,
  disk: 40,
  bw_used: 1.5,
  main_ipv4: '198.51.100.7',
  main_ipv6: '2001:db8::7',
  template: 'Ubuntu x64 LTS',
  firewall_group_id: null,
  created_at: NOW,
  renewed_at: NOW,
  due_date: NOW,
  recurring_amount: 12,
  amount_paid: 12,
  payment_currency: 'AUD',
  billing_cycle: 1,
  status: 'active',
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
    expect(
      validate({ method: 'get', path: `/ssh_keys?team_id=${TEAM}`, status: 200, body: { ssh_keys: [sshKey] } }),
    ).toEqual([]);
    expect(validate({ method: 'GET', path: `/ssh_keys/${KEY_ID}`, status: 200, body: { ssh_key: sshKey } })).toEqual(
      [],
    );
    expect(
      validate({
        method: 'POST',
        path: `/network/firewalls/${rule.group}/rules`,
        status: 201,
        body: { firewall_rule: { ...rule, subnet_size: 24 } },
      }),
    ).toEqual([]);
    expect(
      validate({ method: 'GET', path: `/network/reserved_ips/${reservedIp.id}`, status: 200, body: reservedIp }),
    ).toEqual([]);
    expect(
      validate({
        method: 'GET',
        path: '/network/reserved_ips',
        status: 200,
        body: { reserved_ips: [{ ...reservedIp, attachment: null }] },
      }),
    ).toEqual([]);
    expect(
      validate({
        method: 'GET',
        path: '/os_templates',
        status: 200,
        body: [{ id: 1, name: 'Ubuntu 24.04', family: 'ubuntu' }],
      }),
    ).toEqual([]);
  });

  it('handles 204, missing bodies and bodies where none is allowed', () => {
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204 })).toEqual([]);
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204, body: '' })).toEqual([]);
    expect(validate({ method: 'PATCH', path: `/ssh_keys/${KEY_ID}`, status: 204, body: {} })[0]).toMatch(
      /must have no body/,
    );
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 200 })[0]).toMatch(/expected a JSON body/);
  });

  it('rejects a missing wrapper key', () => {
    const group = { id: rule.group, description: 'web', created: NOW, updated: NOW, instance_count: 0, rule_count: 0 };
    expect(
      validate({ method: 'POST', path: '/network/firewalls', status: 201, body: { firewall_group: group } }),
    ).toEqual([]);
    const errors = validate({ method: 'POST', path: '/network/firewalls', status: 201, body: group });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/body is missing required property "firewall_group"/);

    // A bare SSH key has a string property named like the wrapper, so it fails on the type.
    expect(validate({ method: 'POST', path: '/ssh_keys', status: 201, body: sshKey }).join('\n')).toMatch(
      /body\/ssh_key must be object/,
    );

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

    const badUuid = validate({
      method: 'GET',
      path: `/ssh_keys/${KEY_ID}`,
      status: 200,
      body: { ssh_key: { ...sshKey, id: 'key-1' } },
    });
    expect(badUuid.join('\n')).toMatch(/body\/ssh_key\/id must match format "uuid"/);

    const badDate = validate({
      method: 'GET',
      path: '/ssh_keys',
      status: 200,
      body: { ssh_keys: [{ ...sshKey, created: 'yesterday' }] },
    });
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
    const errors = validate({
      method: 'GET',
      path: '/startup_scripts',
      status: 200,
      body: { scripts: [{ ...entry, content: '#!/bin/sh' }] },
    });
    expect(errors.join('\n')).toMatch(/scripts\/0\/content must not be present/);
  });

  it('validates error bodies: optional where none is documented, enumerated codes where they are', () => {
    // Documented without a body: none at all, or an `{err}` body from servers that add one.
    expect(validate({ method: 'GET', path: `/ssh_keys/${KEY_ID}`, status: 404 })).toEqual([]);
    expect(validate({ method: 'GET', path: `/ssh_keys/${KEY_ID}`, status: 404, body: { err: 'NOT_FOUND' } })).toEqual(
      [],
    );
    expect(
      validate({ method: 'GET', path: '/ssh_keys', status: 401, body: { error: 'unauthorized' } }).join('\n'),
    ).toMatch(/missing required property "err"/);
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 401, body: { err: 'not a code' } }).join('\n')).toMatch(
      /must match pattern/,
    );
    // Every operation can meet bursts and gateway failures, with or without a body.
    expect(validate({ method: 'GET', path: '/backups', status: 503 })).toEqual([]);
    expect(validate({ method: 'POST', path: '/ssh_keys', status: 429, body: { err: 'RATE_LIMITED' } })).toEqual([]);
    expect(validate({ method: 'GET', path: '/backups', status: 504 })).toEqual([]);

    // Documented codes: a 400 may still come without one, but a code, when sent, must be documented.
    expect(
      validate({
        method: 'POST',
        path: '/network/reserved_ips/convert',
        status: 400,
        body: { err: 'IP_NAME_TOO_LONG' },
      }),
    ).toEqual([]);
    expect(validate({ method: 'POST', path: '/network/reserved_ips/convert', status: 400 })).toEqual([]);
    expect(
      validate({ method: 'POST', path: '/network/reserved_ips', status: 400, body: { err: 'INVALID_NAME' } }).join(
        '\n',
      ),
    ).toMatch(/body\/err must be one of "UNSUPPORTED_LOCATION", "IP_NAME_TOO_LONG", "NOT_SUPPORTED"/);
    // A status whose meaning is its code carries the code.
    expect(
      validate({ method: 'POST', path: '/network/reserved_ips', status: 402, body: { err: 'INSUFFICIENT_BALANCE' } }),
    ).toEqual([]);
    expect(validate({ method: 'POST', path: '/network/reserved_ips', status: 402 })[0]).toMatch(
      /expected a JSON body, got none/,
    );
    expect(
      validate({ method: 'POST', path: '/network/reserved_ips', status: 404, body: { err: 'NOT_FOUND' } }).join('\n'),
    ).toMatch(/must be one of "RESOURCE_NOT_AVAILABLE"/);
    expect(
      validate({
        method: 'DELETE',
        path: `/network/reserved_ips/${reservedIp.id}`,
        status: 403,
        body: { err: 'UNABLE_TO_DETACH_PRIMARY_IP' },
      }),
    ).toEqual([]);
    // The convert 404 is documented without a code.
    expect(validate({ method: 'POST', path: '/network/reserved_ips/convert', status: 404 })).toEqual([]);

    // A status the documents do not give is reported, even for an error.
    expect(validate({ method: 'GET', path: '/backups', status: 500, body: { err: 'INTERNAL_ERROR' } })[0]).toMatch(
      /status 500 is not a documented response/,
    );
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 403, body: { err: 'TEAM_ACCESS_DENIED' } })[0]).toMatch(
      /status 403 is not a documented/,
    );
  });

  it('accepts either revision: type arrays, oneOf bodies and optional success bodies', () => {
    // `subnet_size` is a string in one revision and an integer in the other; nothing else.
    const ruleAt = (subnet_size: unknown) =>
      validate({
        method: 'GET',
        path: `/network/firewalls/${rule.group}/rules/${RULE_ID}`,
        status: 200,
        body: { firewall_rule: { ...rule, subnet_size } },
      });
    expect(ruleAt('24')).toEqual([]);
    expect(ruleAt(24)).toEqual([]);
    expect(ruleAt(true).join('\n')).toMatch(/subnet_size must be string,integer/);

    // A VM's firewall group id: a string, a number or null.
    const vmWith = (over: Record<string, unknown>) =>
      validate({ method: 'GET', path: `/vm/${VM_ID}`, status: 200, body: { ...vm, ...over } });
    expect(vmWith({})).toEqual([]);
    expect(vmWith({ firewall_group_id: 42 })).toEqual([]);
    expect(
      vmWith({
        firewall_group_id: RULE_ID,
        location: 'Sydney',
        bgp_enabled: true,
        active_action_id: null,
        password: 'p',
      }),
    ).toEqual([]);
    expect(vmWith({ firewall_group_id: false }).join('\n')).toMatch(/firewall_group_id must be string,number,null/);
    expect(vmWith({ status: 'taking_snapshot' }).join('\n')).toMatch(/status must be one of .*"taking_snaphot"/);
    const { amount_paid: _paid, ...unpaid } = vm;
    expect(validate({ method: 'GET', path: '/vm', status: 200, body: [unpaid] }).join('\n')).toMatch(
      /missing required property "amount_paid"/,
    );

    // Renaming a reserved IP answers the name, attaching it the attachment: one or the other.
    const patched = (body: unknown) =>
      validate({ method: 'PATCH', path: `/network/reserved_ips/${reservedIp.id}`, status: 200, body });
    expect(patched({ name: 'web-ip' })).toEqual([]);
    expect(patched({ attachment: { id: VM_ID, name: 'web-1' } })).toEqual([]);
    expect(patched({ attachment: null })).toEqual([]);
    expect(patched({ reserved_ip: reservedIp }).join('\n')).toMatch(/must match exactly one schema in oneOf/);

    // Deploying a VM: the 201 may come with no body, or with the new id.
    expect(validate({ method: 'POST', path: '/vm', status: 201 })).toEqual([]);
    expect(validate({ method: 'POST', path: '/vm', status: 201, body: { id: VM_ID } })).toEqual([]);

    // A PUT the older revision answers 200 and the later one 204, neither with a body.
    expect(validate({ method: 'PUT', path: `/network/firewalls/${rule.group}`, status: 200 })).toEqual([]);
    expect(validate({ method: 'PUT', path: `/network/firewalls/${rule.group}`, status: 204 })).toEqual([]);
    expect(
      validate({
        method: 'PUT',
        path: `/network/firewalls/${rule.group}`,
        status: 200,
        body: { firewall_group: {} },
      })[0],
    ).toMatch(/must have no body/);

    // Object storage detail adds billing and traffic to the service.
    const service = {
      id: VM_ID,
      name: 's3',
      location: 'Sydney',
      region: 'syd-1',
      endpoint: 'https://s3.example.test',
      capacity: 1_048_576,
      used_capacity: 2048,
      status: 'active',
      created_at: NOW,
      renewal_date: NOW,
    };
    expect(validate({ method: 'GET', path: '/object-storage', status: 200, body: { services: [service] } })).toEqual(
      [],
    );
    expect(
      validate({ method: 'GET', path: `/object-storage/${VM_ID}`, status: 200, body: service }).join('\n'),
    ).toMatch(/missing required property "recurring_amount"/);
    expect(
      validate({
        method: 'GET',
        path: `/object-storage/${VM_ID}`,
        status: 200,
        body: { ...service, recurring_amount: 5, download_usage: 10, upload_usage: 20 },
      }),
    ).toEqual([]);
  });

  it('matches literal segments before templates and follows the action per status', () => {
    expect(
      validate({
        method: 'POST',
        path: `/vm/${VM_ID}/vnc`,
        status: 201,
        body: { vnc_url: 'https://console.example.test/vnc.html?sessionid=abc', expire_at: 1740830430 },
      }),
    ).toEqual([]);
    // Endpoint 17: each action has its own path and answers; 204 (older revision) for every one.
    expect(
      validate({ method: 'POST', path: `/vm/${VM_ID}/stop`, status: 202, body: { audit_log_id: RULE_ID } }),
    ).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/reboot`, status: 202, body: {} })[0]).toMatch(
      /missing required property "audit_log_id"/,
    );
    expect(
      validate({ method: 'POST', path: `/vm/${VM_ID}/snapshot`, status: 201, body: { snapshot_id: VM_ID } }),
    ).toEqual([]);
    expect(
      validate({ method: 'POST', path: `/vm/${VM_ID}/snapshot`, status: 202, body: { audit_log_id: RULE_ID } })[0],
    ).toMatch(/status 202 is not a documented/);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/enable-bgp`, status: 200 })).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/enable-bgp`, status: 200, body: { ok: true } })[0]).toMatch(
      /must have no body/,
    );
    for (const action of ['stop', 'reboot', 'snapshot', 'enable-bgp', 'disable-bgp']) {
      expect(validate({ method: 'POST', path: `/vm/${VM_ID}/${action}`, status: 204 })).toEqual([]);
    }
    expect(
      validate({ method: 'POST', path: `/vm/${VM_ID}/restore-backup`, status: 202, body: { audit_log_id: RULE_ID } }),
    ).toEqual([]);
    expect(validate({ method: 'POST', path: `/vm/${VM_ID}/dance`, status: 400 })[0]).toMatch(/no path in the contract/);
    expect(
      validate({ method: 'POST', path: `/api/vm/${VM_ID}/vnc`, status: 201, body: { vnc_url: 'x' } }).length,
    ).toBeGreaterThan(0);
    const withBase = createResponseValidator(loadOpenApiDocument(), { basePath: '/api' });
    expect(withBase({ method: 'GET', path: '/api/instance_types', status: 200, body: [] })).toEqual([]);
  });

  it('reports unknown paths, methods and statuses', () => {
    expect(validate({ method: 'GET', path: '/nope', status: 200, body: {} })[0]).toMatch(/no path in the contract/);
    expect(validate({ method: 'PUT', path: '/ssh_keys', status: 200, body: {} })[0]).toMatch(/has no PUT operation/);
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 302, body: {} })[0]).toMatch(
      /status 302 is not a documented response/,
    );
  });
});
