import { describe, expect, it } from 'vitest';
import { createResponseValidator, loadOpenApiDocument } from '../../../contract/responseValidator';
import { DEMO_INSTANCE_TYPE_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, demoFixture } from '../demoFixture';
import type { EmulatorResponse } from '../types';
import { NEW_VM, bodyOf, createHarness } from './harness';

const validate = createResponseValidator(loadOpenApiDocument());

describe('VM lifecycle and price answers match the OpenAPI contract', () => {
  it('for deploy, settings, destroy, restore and prices, successes and errors', () => {
    const fixture = structuredClone(demoFixture);
    const answersId = createHarness({ fixture: { ...fixture, deploy_answers_id: true } });
    const h = createHarness();
    const problems: string[] = [];
    const seen = (method: string, path: string, response: EmulatorResponse) => {
      for (const problem of validate({ method, path, status: response.status, body: response.body })) {
        problems.push(`${method} ${path} → ${response.status}: ${problem}`);
      }
      return response;
    };
    const { web1, web2, db1 } = DEMO_VM_IDS;

    seen('POST', '/vm', h.post('/vm', NEW_VM));
    seen('POST', '/vm', answersId.post('/vm', NEW_VM));
    seen('POST', '/vm', h.post('/vm', { ...NEW_VM, cpu: 99 }));
    seen('POST', '/vm', h.post('/vm', { ...NEW_VM, os: 999 }));
    seen('POST', '/vm', h.post('/vm', { ...NEW_VM, team_id: DEMO_TEAM_IDS.staging, location: 'Frankfurt' }));
    seen('GET', '/vm', h.get('/vm'));

    seen('PATCH', `/vm/${web1}`, h.patch(`/vm/${web1}`, { name: 'web-one' }));
    seen('PATCH', `/vm/${web1}`, h.patch(`/vm/${web1}`, { name: 'again' }));
    seen('PATCH', `/vm/${web2}`, h.patch(`/vm/${web2}`, { enable_sev: true }));
    seen('PATCH', `/vm/${web2}`, h.patch(`/vm/${web2}`, { name: 'a', os_id: 101 }));
    seen('PATCH', `/vm/${db1}`, h.patch(`/vm/${db1}`, { use_uefi: true }));
    h.advance(10_000);
    seen('GET', `/vm/${web1}`, h.get(`/vm/${web1}`));

    const snapshotId = String(bodyOf(h.post(`/vm/${db1}/snapshot`, { name: 's' }))['snapshot_id']);
    h.advance(10_000);
    seen('POST', `/vm/${web2}/restore-snapshot`, h.post(`/vm/${web2}/restore-snapshot`, { snapshot_id: snapshotId }));
    seen('POST', `/vm/${web1}/restore-backup`, h.post(`/vm/${web1}/restore-backup`, { backup_id: 'x' }));
    seen('POST', `/vm/${web1}/restore-backup`, h.post(`/vm/${web1}/restore-backup`, { backup_id: snapshotId }));
    h.advance(10_000);

    seen('DELETE', `/vm/${web2}`, h.del(`/vm/${web2}`));
    seen('DELETE', `/vm/${web2}`, h.del(`/vm/${web2}`));
    h.advance(10_000);
    seen('DELETE', `/vm/${web2}`, h.del(`/vm/${web2}`));

    const price = `/instance_price?vcpu=2&ram=4096&disk=80&location=Amsterdam&instance_type=${DEMO_INSTANCE_TYPE_IDS.vps2}`;
    seen('GET', price, h.get(price, { token: null }));
    seen('GET', `${price}&currency=eur`, h.get(`${price}&currency=eur`, { token: null }));
    seen('GET', `/instance_price?vcpu=2`, h.get('/instance_price?vcpu=2', { token: null }));
    seen('GET', price.replace('Amsterdam', 'Atlantis'), h.get(price.replace('Amsterdam', 'Atlantis'), { token: null }));

    expect(problems).toEqual([]);
  });
});
