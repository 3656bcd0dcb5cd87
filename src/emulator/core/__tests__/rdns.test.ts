import { describe, expect, it } from 'vitest';
import { resolveDomain, resolvingNameFor } from '../dnsNames';
import { DEMO_INSTANCE_TYPE_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, demoFixture } from '../demoFixture';
import { BUILD_MS } from '../routes/vmDeploy';
import { TERMINATE_MS } from '../routes/vmDestroy';
import { SETTING_CHANGE_MS } from '../routes/vmSettings';
import {
  arrayOf,
  bodyOf,
  createHarness,
  expectAnswer,
  expectError,
  expectNoBody,
  listField,
  type Harness,
} from './harness';

const WEB1 = `/vm/${DEMO_VM_IDS.web1}/rdns`;
const EDGE1 = `/vm/${DEMO_VM_IDS.edge1}/rdns`;

describe('name resolution rule', () => {
  it('resolves dashed addresses under ip.test, with any prefix, and nothing else', () => {
    const table = new Map([['www.acme.example', ['192.0.2.10']]]);
    expect(resolveDomain(table, '192-0-2-10.ip.test')).toEqual(['192.0.2.10']);
    expect(resolveDomain(table, 'mail.192-0-2-10.ip.test')).toEqual(['192.0.2.10']);
    expect(resolveDomain(table, '2001-db8-10--10.ip.test')).toEqual(['2001:db8:10::10']);
    expect(resolveDomain(table, 'www.acme.example')).toEqual(['192.0.2.10']);
    expect(resolveDomain(table, 'nowhere.example')).toEqual([]);
    expect(resolveDomain(table, '999-0-2-10.ip.test')).toEqual([]);
    expect(resolvingNameFor('2001:db8:10::10')).toBe('2001-db8-10--10.ip.test');
  });
});

describe('GET /vm/{id}/rdns', () => {
  it('lists every address of the VM, the generic name where no PTR is set', () => {
    const h = createHarness();
    expectAnswer(h.get(WEB1), 200, {
      rdns: [
        { ip: '192.0.2.10', domain: 'www.acme.example' },
        { ip: '2001:db8:10::10', domain: '2001-db8-10--10.ip.test' },
      ],
    });
  });

  it('includes reserved IPs attached to the VM', () => {
    const ips = listField(createHarness().get(EDGE1), 'rdns').map((record) => record['ip']);
    expect(ips).toEqual(['192.0.2.40', '2001:db8:30::40', '203.0.113.50']);
  });

  it('answers 404 for a VM outside the team', () => {
    expectError(createHarness().get(`/vm/${DEMO_VM_IDS.stagingDb1}/rdns`), 404, 'NOT_FOUND');
  });
});

describe('POST /vm/{id}/rdns', () => {
  it('sets a forward-confirmed name and overwrites it on the next call', () => {
    const h = createHarness();
    expectNoBody(h.post(WEB1, { ip_addr: '2001:DB8:10:0::10', domain: 'WWW.acme.example.' }), 200);
    expectNoBody(h.post(WEB1, { ip_addr: '192.0.2.10', domain: 'host.192-0-2-10.ip.test' }), 200);
    expect(listField(h.get(WEB1), 'rdns')).toEqual([
      { ip: '192.0.2.10', domain: 'host.192-0-2-10.ip.test' },
      { ip: '2001:db8:10::10', domain: 'www.acme.example' },
    ]);
  });

  it('refuses bad input with the documented statuses', () => {
    const h = createHarness();
    expectError(h.post(WEB1, { domain: 'www.acme.example' }), 400, 'MISSING_FIELD');
    expectError(h.post(WEB1, { ip_addr: '192.0.2.10' }), 400, 'MISSING_FIELD');
    expectError(h.post(WEB1, { ip_addr: 'nope', domain: 'www.acme.example' }), 400, 'INVALID_IP_ADDRESS');
    expectError(h.post(WEB1, { ip_addr: '192.0.2.11', domain: 'shop.acme.example' }), 401, 'IP_NOT_OWNED');
    expectError(h.post(WEB1, { ip_addr: '192.0.2.10', domain: 'not a domain' }), 400, 'INVALID_DOMAIN');
    expectError(h.post(WEB1, { ip_addr: '192.0.2.10', domain: 'nowhere.example' }), 400, 'DOMAIN_NOT_RESOLVING');
    expectError(h.post(WEB1, { ip_addr: '192.0.2.10', domain: 'shop.acme.example' }), 403, 'DOMAIN_IP_MISMATCH');
  });

  it('answers 422 when the rDNS provider refuses the name or the address is locked', () => {
    const h = createHarness();
    const web2 = `/vm/${DEMO_VM_IDS.web2}/rdns`;
    expectError(h.post(web2, { ip_addr: '192.0.2.11', domain: 'spam.acme.example' }), 422, 'RDNS_REJECTED');
    expectError(h.post(EDGE1, { ip_addr: '203.0.113.50', domain: '203-0-113-50.ip.test' }), 422, 'RDNS_REJECTED');
  });

  it('keeps errors bodiless in documented-errors-only mode', () => {
    const h = createHarness({ documentedErrorsOnly: true });
    expectNoBody(h.post(WEB1, { ip_addr: '192.0.2.11', domain: 'shop.acme.example' }), 401);
  });
});

describe('DELETE /vm/{id}/rdns/{ip}', () => {
  it('removes the record, back to the generic name', () => {
    const h = createHarness();
    expectNoBody(h.del(`${WEB1}/192.0.2.10`), 204);
    expect(listField(h.get(WEB1), 'rdns')[0]).toEqual({ ip: '192.0.2.10', domain: '192-0-2-10.ip.test' });
    expectNoBody(h.del(`${WEB1}/${encodeURIComponent('2001:db8:10::10')}`), 204);
  });

  it('answers 400 invalid, 401 not owned, 422 locked', () => {
    const h = createHarness();
    expectError(h.del(`${WEB1}/not-an-ip`), 400, 'INVALID_IP_ADDRESS');
    expectError(h.del(`${WEB1}/192.0.2.11`), 401, 'IP_NOT_OWNED');
    expectError(h.del(`${EDGE1}/203.0.113.50`), 422, 'RDNS_REJECTED');
  });
});

describe('PTR records leave with the address', () => {
  const { production, staging } = DEMO_TEAM_IDS;

  /** Both teams can afford VMs and reserved IPs in Frankfurt. */
  function harness(): Harness {
    const fixture = structuredClone(demoFixture);
    for (const team of fixture.teams) team.balance = 10_000;
    return createHarness({ fixture });
  }

  /** Deploys a Frankfurt VM with IPv6 for the team; its id once it is built. */
  function deploy(h: Harness, teamId: string, name: string): string {
    const body = {
      name,
      team_id: teamId,
      payment_cycle: 'monthly',
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps1,
      location: 'Frankfurt',
      cpu: 1,
      ram: 2048,
      disk: 40,
      os: 101,
      ipv6: true,
    };
    expect(h.post('/vm', body).status).toBe(201);
    h.advance(BUILD_MS);
    const vm = arrayOf(h.get(`/vm?team_id=${teamId}`)).find((entry) => entry['name'] === name);
    return String(vm?.['id']);
  }

  function rdnsOf(h: Harness, vmId: string, teamId: string): unknown {
    return listField(h.get(`/vm/${vmId}/rdns?team_id=${teamId}`), 'rdns');
  }

  it('a destroyed VM’s names do not reach the next VM given its addresses, in another team', () => {
    const h = harness();
    const old = deploy(h, production, 'old');
    expectNoBody(h.post(`/vm/${old}/rdns`, { ip_addr: '198.51.100.20', domain: 'mail.198-51-100-20.ip.test' }), 200);
    expectNoBody(
      h.post(`/vm/${old}/rdns`, { ip_addr: '2001:db8:20::100', domain: 'mail.2001-db8-20--100.ip.test' }),
      200,
    );
    expectNoBody(h.del(`/vm/${old}`), 204);
    h.advance(TERMINATE_MS);
    const next = deploy(h, staging, 'next');
    expect(rdnsOf(h, next, staging)).toEqual([
      { ip: '198.51.100.20', domain: '198-51-100-20.ip.test' },
      { ip: '2001:db8:20::100', domain: '2001-db8-20--100.ip.test' },
    ]);
  });

  it('turning IPv6 off drops the IPv6 address’s name', () => {
    const h = harness();
    const old = deploy(h, production, 'old');
    expectNoBody(
      h.post(`/vm/${old}/rdns`, { ip_addr: '2001:db8:20::100', domain: 'mail.2001-db8-20--100.ip.test' }),
      200,
    );
    expectNoBody(h.patch(`/vm/${old}`, { enable_ipv6: false }), 202);
    h.advance(SETTING_CHANGE_MS);
    const next = deploy(h, staging, 'next');
    expect(rdnsOf(h, next, staging)).toContainEqual({ ip: '2001:db8:20::100', domain: '2001-db8-20--100.ip.test' });
  });

  /** A reserved IP of the production team attached to worker-1, with a PTR name; its id. */
  function namedReservedIp(h: Harness): string {
    const created = bodyOf(h.post('/network/reserved_ips', { location: 'Frankfurt' }));
    expect(created['ip_addr']).toBe('203.0.113.20');
    const id = String(created['rip_id']);
    expect(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: '192.0.2.30' }).status).toBe(200);
    const worker1 = `/vm/${DEMO_VM_IDS.worker1}/rdns`;
    expectNoBody(h.post(worker1, { ip_addr: '203.0.113.20', domain: 'mail.203-0-113-20.ip.test' }), 200);
    return id;
  }

  it.each([
    ['detached, then released', true],
    ['released while attached', false],
  ])('a reserved IP %s keeps no name for the team that reserves it next', (_, detachFirst) => {
    const h = harness();
    const id = namedReservedIp(h);
    if (detachFirst) expect(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: null }).status).toBe(200);
    expectNoBody(h.del(`/network/reserved_ips/${id}`), 204);
    const again = bodyOf(h.post('/network/reserved_ips', { location: 'Frankfurt', team_id: staging }));
    expect(again['ip_addr']).toBe('203.0.113.20');
    const body = { anchor_ip: '192.0.2.100', team_id: staging };
    expect(h.patch(`/network/reserved_ips/${String(again['rip_id'])}`, body).status).toBe(200);
    expect(rdnsOf(h, DEMO_VM_IDS.stagingWeb1, staging)).toContainEqual({
      ip: '203.0.113.20',
      domain: '203-0-113-20.ip.test',
    });
  });

  it('a detached reserved IP attached again shows the generic name', () => {
    const h = harness();
    const id = namedReservedIp(h);
    expect(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: null }).status).toBe(200);
    expect(h.patch(`/network/reserved_ips/${id}`, { anchor_ip: '192.0.2.30' }).status).toBe(200);
    expect(rdnsOf(h, DEMO_VM_IDS.worker1, production)).toContainEqual({
      ip: '203.0.113.20',
      domain: '203-0-113-20.ip.test',
    });
  });
});
