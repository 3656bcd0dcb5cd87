import { describe, expect, it } from 'vitest';
import { createResponseValidator, loadOpenApiDocument } from '../../../contract/responseValidator';
import { DEMO_MEDIA_IDS, DEMO_VM_IDS } from '../demoFixture';
import type { EmulatorResponse } from '../types';
import { arrayOf, bodyOf, createHarness, type CallOptions } from './harness';

/** Reverse DNS, ISOs, measured-boot images and downloads, successes and errors, against src/api/openapi.yaml. */
const validate = createResponseValidator(loadOpenApiDocument());
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('reverse DNS, ISO, measured-boot and download answers match the OpenAPI contract', () => {
  it.each([false, true])('for the tour (documented errors only: %s)', (documentedErrorsOnly) => {
    const h = createHarness({ documentedErrorsOnly });
    const problems: string[] = [];
    const call = (method: string, path: string, options: CallOptions = {}): EmulatorResponse => {
      const response = h.call(method, path, options);
      for (const problem of validate({ method, path, status: response.status, body: response.body })) {
        problems.push(`${method} ${path} → ${response.status}: ${problem}`);
      }
      return response;
    };
    const web1 = `/vm/${DEMO_VM_IDS.web1}`;
    const db1 = `/vm/${DEMO_VM_IDS.db1}`;

    call('GET', `${web1}/rdns`);
    call('POST', `${web1}/rdns`, { body: { ip_addr: '192.0.2.10', domain: 'a.192-0-2-10.ip.test' } });
    call('POST', `${web1}/rdns`, { body: { ip_addr: 'x', domain: 'a.example' } });
    call('POST', `${web1}/rdns`, { body: { ip_addr: '192.0.2.11', domain: 'a.example' } });
    call('POST', `${web1}/rdns`, { body: { ip_addr: '192.0.2.10', domain: 'shop.acme.example' } });
    call('POST', `/vm/${DEMO_VM_IDS.web2}/rdns`, { body: { ip_addr: '192.0.2.11', domain: 'spam.acme.example' } });
    call('DELETE', `${web1}/rdns/192.0.2.10`);
    call('DELETE', `${web1}/rdns/192.0.2.11`);
    call('DELETE', `/vm/${DEMO_VM_IDS.edge1}/rdns/203.0.113.50`);

    call('GET', '/isos');
    call('POST', '/isos', { body: { url: 'https://example.net/a.iso' } });
    call('POST', '/isos', { body: { url: 'https://example.net/a.img' } });
    call('POST', '/isos', { body: { url: 'https://example.net/b.iso' } });
    call('POST', '/isos', { body: { url: 'https://example.net/c.iso' } });
    call('GET', `/isos/${DEMO_MEDIA_IDS.ubuntuSystemIso}`);
    call('GET', `/isos/${UNKNOWN}`);
    call('DELETE', `/isos/${DEMO_MEDIA_IDS.rescueIso}`);
    call('DELETE', `/isos/${UNKNOWN}`);

    call('GET', '/measured-boot-images');
    const file = { filename: 'a.uki.efi', contentType: 'application/efi', bytes: new Uint8Array(8) };
    const uploaded = call('POST', '/measured-boot-images', { form: { fields: {}, files: { file } } });
    call('POST', '/measured-boot-images', { form: { fields: {}, files: {} } });
    call('DELETE', `/measured-boot-images/${DEMO_MEDIA_IDS.debianUki}`);
    call('POST', `${db1}/attach-measured-boot`, { body: {} });
    call('POST', `${web1}/attach-measured-boot`, { body: { uki_image_id: DEMO_MEDIA_IDS.debianUki } });
    call('POST', `${db1}/attach-measured-boot`, { body: { uki_image_id: UNKNOWN } });
    call('POST', `${db1}/detach-measured-boot`);
    call('POST', `${db1}/detach-measured-boot`);
    h.advance(10_000);
    call('POST', `${db1}/attach-measured-boot`, { body: { uki_image_id: DEMO_MEDIA_IDS.debianUki } });
    if (uploaded.status === 201) call('DELETE', `/measured-boot-images/${String(bodyOf(uploaded).id)}`);
    call('DELETE', `/measured-boot-images/${UNKNOWN}`);

    const snapshot = arrayOf(call('GET', '/snapshots'))[0] ?? {};
    call('POST', `/snapshots/${String(snapshot['id'])}`);
    call('POST', `/snapshots/${UNKNOWN}`);
    call('DELETE', `/snapshots/${String(snapshot['id'])}`);
    call('DELETE', `/snapshots/${UNKNOWN}`);
    call('POST', '/backups/bc5c5003-ee2f-494a-a7e6-a94a3996759d');
    call('POST', '/backups/9a15cf86-31a7-4eb3-bab0-2a2d66bde965');
    call('POST', `/backups/${UNKNOWN}`);

    expect(problems).toEqual([]);
  });
});
