import { describe, expect, it } from 'vitest';
import { resolveDomain, resolvingNameFor } from '../dnsNames';
import { DEMO_VM_IDS } from '../demoFixture';
import { createHarness, expectAnswer, expectError, expectNoBody, listField } from './harness';

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
