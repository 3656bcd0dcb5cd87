import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS, demoFixture } from '../demoFixture';
import type { EmulatorResponse } from '../types';
import {
  arrayOf,
  bodyOf,
  createHarness,
  expectAnswer,
  expectError,
  expectFieldNames,
  expectNoBody,
  field,
  idOf,
  listField,
} from './harness';
import type { Harness } from './harness';

const PRIMARY_RIP = '9d529f22-4744-4c47-bfaa-e9d9c9bf9233'; // web-1's primary, converted
const ADDITIONAL_RIP = '9639034d-c48a-4a30-99ca-6b8607016db2'; // attached to edge-1 as an extra IP
const SPARE_RIP = '27cdf0df-60c7-4eab-9aca-c3fc4655cbd8'; // unattached, Frankfurt
const STAGING = { team_id: DEMO_TEAM_IDS.staging };

/** Reads back the reserved IP an extension create answered `{rip_id}` for. */
function createdReservedIp(h: Harness, response: EmulatorResponse): Record<string, unknown> {
  return bodyOf(h.get(`/network/reserved_ips/${String(bodyOf(response)['rip_id'])}`));
}

/** POSTs each body in turn: every one but the last is answered 200, the last is refused. */
function expectLastRefused(path: string, bodies: Record<string, unknown>[], status: number, code: string): void {
  const h = createHarness();
  const last = bodies.at(-1);
  for (const body of bodies.slice(0, -1)) expect(h.post(path, body).status).toBe(200);
  expectError(h.post(path, last), status, code);
}

describe('POST /network/reserved_ips/convert (13)', () => {
  it("turns a VM's primary IPv4 into an attached, active, billed reserved IP", () => {
    const h = createHarness();
    expectAnswer(h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'web-2 ip' }), 200, {
      reserved_ip: {
        id: expect.any(String),
        name: 'web-2 ip',
        location: 'Amsterdam',
        status: 'active',
        billing_cycle: 1,
        renewal_date: '2026-12-22T12:00:00Z',
        last_renewal: '2026-11-22T12:00:00Z',
        recurring_amount: 3.5,
        currency: 'USD',
        total_billed: 3.5,
        ip_addr: '192.0.2.11',
        suspension_reason: '',
        attachment: { id: DEMO_VM_IDS.web2, name: 'web-2' },
      },
    });
  });

  it('records it as the VM primary: deleting it is then refused', () => {
    const h = createHarness();
    const id = idOf(
      field(h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'x' }), 'reserved_ip'),
    );
    expectError(h.del(`/network/reserved_ips/${id}`), 403, 'UNABLE_TO_DETACH_PRIMARY_IP');
  });

  it('requires ip_address; without a name (or with an empty one) the address is the name', () => {
    const h = createHarness();
    expectError(h.post('/network/reserved_ips/convert', { name: 'x' }), 400, 'MISSING_FIELD');
    const unnamed = h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11' });
    expect(unnamed.status).toBe(200);
    expect(field(unnamed, 'reserved_ip')['name']).toBe('192.0.2.11');
    const blank = h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.20', name: '\u200b' });
    expect(field(blank, 'reserved_ip')['name']).toBe('192.0.2.20');
  });

  it.each(['192.0.2', '192.0.2.256', '2001:db8:10::11', 'web-2', '192.0.2.011'])(
    'refuses %j with INVALID_IP_ADDRESS',
    (ip) => {
      expectError(
        createHarness().post('/network/reserved_ips/convert', { ip_address: ip, name: 'x' }),
        400,
        'INVALID_IP_ADDRESS',
      );
    },
  );

  it('accepts a 64-character name and refuses 65 with IP_NAME_TOO_LONG', () => {
    const h = createHarness();
    expectError(
      h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'n'.repeat(65) }),
      400,
      'IP_NAME_TOO_LONG',
    );
    expect(h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'n'.repeat(64) }).status).toBe(
      200,
    );
  });

  it('answers 404 for an address that is no primary IPv4 of a team VM (IP_NOT_PRIMARY)', () => {
    const h = createHarness();
    expectError(
      h.post('/network/reserved_ips/convert', { ip_address: '198.51.100.99', name: 'x' }),
      404,
      'IP_NOT_PRIMARY',
    );
    // A staging VM's address, asked for in the production team.
    expectError(
      h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.100', name: 'x' }),
      404,
      'IP_NOT_PRIMARY',
    );
  });

  it('answers 404 for an address that is already reserved (IP_ALREADY_RESERVED)', () => {
    expectError(
      createHarness().post('/network/reserved_ips/convert', { ip_address: '192.0.2.10', name: 'x' }),
      404,
      'IP_ALREADY_RESERVED',
    );
  });

  it('answers 404 for the address of a VM that is not active (VM_NOT_ACTIVE)', () => {
    const fixture = structuredClone(demoFixture);
    const web2 = fixture.teams[0]?.vms.find((vm) => vm.id === DEMO_VM_IDS.web2);
    if (web2 === undefined) throw new Error('demo fixture has no web-2');
    web2.status = 'suspended';
    expectError(
      createHarness({ fixture }).post('/network/reserved_ips/convert', { ip_address: '192.0.2.11' }),
      404,
      'VM_NOT_ACTIVE',
    );
  });

  it('refuses when the team balance is below the monthly price (402 INSUFFICIENT_BALANCE)', () => {
    expectError(
      createHarness().post('/network/reserved_ips/convert', { ...STAGING, ip_address: '192.0.2.100', name: 'x' }),
      402,
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses when the team holds its quota of reserved IPs (403 RESERVED_IP_QUOTA_EXCEEDED)', () => {
    // Production: quota 5, holds 3.
    expectLastRefused(
      '/network/reserved_ips/convert',
      [
        { ip_address: '192.0.2.11', name: 'a' },
        { ip_address: '192.0.2.20', name: 'b' },
        { ip_address: '192.0.2.30', name: 'c' },
      ],
      403,
      'RESERVED_IP_QUOTA_EXCEEDED',
    );
  });

  it('charges one month per reservation, so the balance runs out', () => {
    const fixture = structuredClone(demoFixture);
    const production = fixture.teams[0];
    if (production === undefined) throw new Error('demo fixture has no teams');
    Object.assign(production, { balance: 7.5, reserved_ip_quota: 100 });
    const h = createHarness({ fixture });
    expect(h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'a' }).status).toBe(200);
    expect(h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'b' }).status).toBe(200);
    // 7.50 - 2 × 3.50 = 0.50 left.
    expectError(
      h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.20', name: 'c' }),
      402,
      'INSUFFICIENT_BALANCE',
    );
    expectError(h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'd' }), 402, 'INSUFFICIENT_BALANCE');
  });
});

describe('GET /network/reserved_ips (14) and one (15)', () => {
  it('lists under reserved_ips', () => {
    const list = listField(createHarness().get('/network/reserved_ips'), 'reserved_ips');
    expect(list.map((reservedIp) => reservedIp['name'])).toEqual(['web-1 primary', 'edge anycast', 'spare-fra']);
    expect(list[0]?.['attachment']).toEqual({ id: DEMO_VM_IDS.web1, name: 'web-1' });
    expect(list[2]?.['attachment']).toBeNull();
  });

  it('filters by the location query parameter, case-insensitively', () => {
    const h = createHarness();
    for (const location of ['Frankfurt', 'frankfurt', 'FRANKFURT', 'fRaNkFuRt']) {
      expect(listField(h.get(`/network/reserved_ips?location=${location}`), 'reserved_ips').map(idOf)).toEqual([
        SPARE_RIP,
      ]);
    }
    expect(listField(h.get('/network/reserved_ips?location=London'), 'reserved_ips')).toEqual([]);
  });

  it('answers one reserved IP bare, with every field', () => {
    const body = bodyOf(createHarness().get(`/network/reserved_ips/${SPARE_RIP}`));
    expect(body).not.toHaveProperty('reserved_ip');
    expectFieldNames(body, [
      'attachment',
      'billing_cycle',
      'currency',
      'id',
      'ip_addr',
      'last_renewal',
      'location',
      'name',
      'recurring_amount',
      'renewal_date',
      'status',
      'suspension_reason',
      'total_billed',
    ]);
  });

  it('verifies ownership with team_id', () => {
    const h = createHarness();
    expectError(h.get(`/network/reserved_ips/${SPARE_RIP}?team_id=${DEMO_TEAM_IDS.staging}`), 404, 'NOT_FOUND');
    expectError(h.del(`/network/reserved_ips/${SPARE_RIP}?team_id=${DEMO_TEAM_IDS.staging}`), 404, 'NOT_FOUND');
  });
});

describe('DELETE /network/reserved_ips/{id} (16)', () => {
  it('refuses a VM primary IP with 403 UNABLE_TO_DETACH_PRIMARY_IP', () => {
    const h = createHarness();
    expectError(h.del(`/network/reserved_ips/${PRIMARY_RIP}`), 403, 'UNABLE_TO_DETACH_PRIMARY_IP');
    expect(h.get(`/network/reserved_ips/${PRIMARY_RIP}`).status).toBe(200);
  });

  it('detaches an additional IP and releases it (204)', () => {
    const h = createHarness();
    expectNoBody(h.del(`/network/reserved_ips/${ADDITIONAL_RIP}`), 204);
    expectError(h.get(`/network/reserved_ips/${ADDITIONAL_RIP}`), 404, 'NOT_FOUND');
  });

  it('releases an unattached IP (204), then answers 404', () => {
    const h = createHarness();
    expectNoBody(h.del(`/network/reserved_ips/${SPARE_RIP}`), 204);
    expectError(h.del(`/network/reserved_ips/${SPARE_RIP}`), 404, 'NOT_FOUND');
  });
});

describe('extension POST /network/reserved_ips', () => {
  it('reserves the next free pool address: 200 {rip_id, ip_addr}, unattached', () => {
    const h = createHarness();
    const response = h.post('/network/reserved_ips', { location: 'amsterdam', name: 'new', ip_type: 'ipv4' });
    expectAnswer(response, 200, { rip_id: expect.any(String), ip_addr: '203.0.113.10' });
    const reservedIp = createdReservedIp(h, response);
    expect(reservedIp).toMatchObject({
      name: 'new',
      location: 'Amsterdam',
      attachment: null,
      status: 'active',
      recurring_amount: 3.5,
    });
    expect(bodyOf(h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'next' }))['ip_addr']).toBe(
      '203.0.113.11',
    );
  });

  it('takes ipv4 when ip_type is absent, and names the reservation after its address when name is', () => {
    const h = createHarness();
    const response = h.post('/network/reserved_ips', { location: 'Frankfurt' });
    expect(bodyOf(response)).toEqual({ rip_id: expect.any(String), ip_addr: '203.0.113.20' });
    expect(createdReservedIp(h, response)['name']).toBe('203.0.113.20');
  });

  it('reserves an IPv6 /64 with ip_type ipv6, written as its network address', () => {
    const h = createHarness();
    const response = h.post('/network/reserved_ips', { location: 'Amsterdam', ip_type: 'ipv6' });
    expectAnswer(response, 200, { rip_id: expect.any(String), ip_addr: '2001:db8:a000:1::' });
    const reservedIp = createdReservedIp(h, response);
    expect(reservedIp).toMatchObject({
      name: '2001:db8:a000:1::',
      ip_addr: '2001:db8:a000:1::',
      location: 'Amsterdam',
      attachment: null,
    });
    expect(bodyOf(h.post('/network/reserved_ips', { location: 'Amsterdam', ip_type: 'ipv6' }))['ip_addr']).toBe(
      '2001:db8:a000:2::',
    );
  });

  it('refuses locations without a pool (UNSUPPORTED_LOCATION), IPv6 where none is offered (NOT_SUPPORTED), other types', () => {
    const h = createHarness();
    expectError(h.post('/network/reserved_ips', { location: 'London', name: 'x' }), 400, 'UNSUPPORTED_LOCATION');
    expectError(h.post('/network/reserved_ips', { location: 'Atlantis', name: 'x' }), 400, 'UNSUPPORTED_LOCATION');
    expectError(h.post('/network/reserved_ips', { location: 'Singapore', ip_type: 'ipv6' }), 400, 'NOT_SUPPORTED');
    for (const ipType of ['v4', 'v6', 'IPv4', '4']) {
      expectError(
        h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'x', ip_type: ipType }),
        400,
        'INVALID_IP_TYPE',
      );
    }
    expectError(
      h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'n'.repeat(65) }),
      400,
      'IP_NAME_TOO_LONG',
    );
  });

  it.each([
    {
      what: 'the pool is exhausted',
      bodies: [
        { location: 'Singapore', name: 'a' },
        { location: 'Singapore', name: 'b' },
        { location: 'Singapore', name: 'c' },
      ],
    },
    {
      // Frankfurt offers two /64 networks.
      what: 'the IPv6 networks are all reserved',
      bodies: Array.from({ length: 3 }, () => ({ location: 'Frankfurt', ip_type: 'ipv6' })),
    },
  ])('answers 404 RESOURCE_NOT_AVAILABLE when $what', ({ bodies }) => {
    expectLastRefused('/network/reserved_ips', bodies, 404, 'RESOURCE_NOT_AVAILABLE');
  });
});

describe('extension PATCH /network/reserved_ips/{id}', () => {
  it('renames, answering 200 {name}', () => {
    const h = createHarness();
    expectAnswer(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { name: 'renamed' }), 200, { name: 'renamed' });
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { name: 'n'.repeat(65) }), 400, 'IP_NAME_TOO_LONG');
  });

  it('takes an empty name as "use the address"', () => {
    const h = createHarness();
    expect(bodyOf(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { name: '' }))).toEqual({ name: '203.0.113.60' });
    expect(bodyOf(h.get(`/network/reserved_ips/${SPARE_RIP}`))['name']).toBe('203.0.113.60');
  });

  it('answers 404 for a suspended reserved IP', () => {
    const fixture = structuredClone(demoFixture);
    const spare = fixture.teams[0]?.reserved_ips.find((reservedIp) => reservedIp.id === SPARE_RIP);
    if (spare === undefined) throw new Error('demo fixture has no spare reserved IP');
    spare.status = 'suspended';
    expectError(
      createHarness({ fixture }).patch(`/network/reserved_ips/${SPARE_RIP}`, { name: 'x' }),
      404,
      'NOT_FOUND',
    );
  });

  it('attaches to a VM of the same location by one of its IPs ({attachment}), and detaches with null ({attachment: null})', () => {
    const h = createHarness();
    const attached = h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.30' });
    expect(bodyOf(attached)).toEqual({ attachment: { id: DEMO_VM_IDS.worker1, name: 'worker-1' } });
    expectError(
      h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.30' }),
      403,
      'RESERVED_IP_ALREADY_ATTACHED',
    );
    const detached = h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: null });
    expect(bodyOf(detached)).toEqual({ attachment: null });
    // The anchor is an address of the reservation's own version: an IPv4 reservation is not routed to an IPv6 one.
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '2001:db8:20:0::30' }), 403, 'NO_ANCHOR_IP');
  });

  it('routes an IPv6 /64 to a VM’s IPv6 address, not its IPv4 one', () => {
    const h = createHarness();
    const created = bodyOf(h.post('/network/reserved_ips', { location: 'Amsterdam', ip_type: 'ipv6' }));
    const id = String(created['rip_id']);
    expectError(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: '192.0.2.10' }), 403, 'NO_ANCHOR_IP');
    expect(bodyOf(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: '2001:db8:10:0::10' }))['attachment']).toEqual({
      id: DEMO_VM_IDS.web1,
      name: 'web-1',
    });
  });

  it('answers both fields when one body renames and attaches', () => {
    const response = createHarness().patch(`/network/reserved_ips/${SPARE_RIP}`, {
      name: 'both',
      anchor_ip: '192.0.2.30',
    });
    expect(bodyOf(response)).toEqual({ name: 'both', attachment: { id: DEMO_VM_IDS.worker1, name: 'worker-1' } });
  });

  it('refuses a VM in another location (INVALID_LOCATION)', () => {
    expectError(
      createHarness().patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.11' }),
      400,
      'INVALID_LOCATION',
    );
  });

  it('answers 403 NO_ANCHOR_IP for an empty anchor or an address no team VM has', () => {
    const h = createHarness();
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '' }), 403, 'NO_ANCHOR_IP');
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.100' }), 403, 'NO_ANCHOR_IP');
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: 'vm' }), 400, 'INVALID_IP_ADDRESS');
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: 5 }), 400, 'INVALID_FIELD');
  });

  it('cannot detach a VM primary IP', () => {
    expectError(
      createHarness().patch(`/network/reserved_ips/${PRIMARY_RIP}`, { anchor_ip: null }),
      403,
      'UNABLE_TO_DETACH_PRIMARY_IP',
    );
  });

  it('an IP attached through PATCH is an additional IP: DELETE detaches and releases it', () => {
    const h = createHarness();
    h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.30' });
    expectNoBody(h.del(`/network/reserved_ips/${SPARE_RIP}`), 204);
    expect(arrayOf(h.get('/vm')).length).toBe(5);
  });
});
