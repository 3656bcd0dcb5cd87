import { describe, expect, it } from 'vitest';
import { createResponseValidator, loadOpenApiDocument } from '../../../contract/responseValidator';
import { DEMO_FIREWALL_IDS, DEMO_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, DEMO_VPC_IDS } from '../demoFixture';
import type { EmulatorResponse } from '../types';
import { bodyOf, createHarness, field, idOf, listField } from './harness';

/**
 * Every endpoint, successes and the errors the spec names, checked against src/api/openapi.yaml:
 * what the emulator answers is what the console's contract says a server answers.
 */
const validate = createResponseValidator(loadOpenApiDocument());
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@laptop';

describe('emulator responses match the OpenAPI contract', () => {
  const h = createHarness();
  const problems: string[] = [];
  const seen = (method: string, path: string, response: EmulatorResponse): EmulatorResponse => {
    for (const problem of validate({ method, path, status: response.status, body: response.body })) {
      problems.push(`${method} ${path} → ${response.status}: ${problem}`);
    }
    return response;
  };
  const get = (path: string) => seen('GET', path, h.get(path));
  const del = (path: string) => seen('DELETE', path, h.del(path));
  const post = (path: string, body?: unknown) => seen('POST', path, h.post(path, body));
  const put = (path: string, body?: unknown) => seen('PUT', path, h.put(path, body));
  const patch = (path: string, body?: unknown) => seen('PATCH', path, h.patch(path, body));

  it('(the validator does catch a wrong shape)', () => {
    expect(validate({ method: 'GET', path: '/ssh_keys', status: 200, body: { ssh_keys: [{ id: 1 }] } })).not.toEqual(
      [],
    );
  });

  it('for the whole tour', () => {
    get('/teams');
    seen('GET', '/ssh_keys', h.get('/ssh_keys', { token: null }));
    get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.staging}`);
    const keyId = idOf(field(post('/ssh_keys', { name: 'k', ssh_key: ED25519 }), 'ssh_key'));
    post('/ssh_keys', { name: 'k', ssh_key: 'nope' });
    get(`/ssh_keys/${keyId}`);
    patch(`/ssh_keys/${keyId}`, { team_id: DEMO_TEAM_IDS.production, name: 'renamed', ssh_key: ED25519 });
    del(`/ssh_keys/${keyId}`);
    get(`/ssh_keys/${keyId}`);

    const scriptId = idOf(field(post('/startup_scripts', { name: 's', content: 'echo' }), 'script'));
    get('/startup_scripts');
    get(`/startup_scripts/${scriptId}`);
    patch(`/startup_scripts/${scriptId}`, { name: 's', content: 'echo 2' });
    del(`/startup_scripts/${scriptId}`);

    const groupId = idOf(field(post('/network/firewalls', { description: 'g' }), 'firewall_group'));
    get('/network/firewalls');
    get(`/network/firewalls/${DEMO_FIREWALL_IDS.web}`);
    put(`/network/firewalls/${groupId}`, { description: 'g2' });
    const rule = { protocol: 'tcp', port: '22', subnet: '203.0.113.0', subnet_size: 24 };
    const ruleId = idOf(field(post(`/network/firewalls/${groupId}/rules`, rule), 'firewall_rule'));
    post(`/network/firewalls/${groupId}/rules`, rule);
    post(`/network/firewalls/${groupId}/rules`, { protocol: 'icmp', subnet: '::', subnet_size: '0' });
    post(`/network/firewalls/${groupId}/rules`, { protocol: 'ipv6-icmp', subnet: 'Cloudflare', subnet_size: 0 });
    post(`/network/firewalls/00000000-0000-4000-8000-000000000000/rules`, rule);
    get(`/network/firewalls/${groupId}/rules`);
    get(`/network/firewalls/${groupId}/rules/${ruleId}`);
    patch(`/network/firewalls/${groupId}/rules/${ruleId}`, { desc: 'ssh' });
    del(`/network/firewalls/${groupId}/rules/${ruleId}`);
    del(`/network/firewalls/${DEMO_FIREWALL_IDS.web}`);
    del(`/network/firewalls/${groupId}`);

    get('/network/ip_lists');
    const listId = idOf(field(post('/network/ip_lists', { name: 'l', description: 'd' }), 'ip_list'));
    get(`/network/ip_lists/${DEMO_IDS.officeIpList}`);
    patch(`/network/ip_lists/${listId}`, { name: 'l2' });
    const entryId = idOf(field(post(`/network/ip_lists/${listId}/entries`, { value: '10.0.0.0/8' }), 'entry'));
    post(`/network/ip_lists/${listId}/entries`, { value: '2001:db8::/48', type: 'ipv6' });
    del(`/network/ip_lists/${listId}/entries/${entryId}`);
    del(`/network/ip_lists/${listId}`);

    get('/network/vpcs');
    get(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`);
    patch(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`, { name: 'prod-ams', description: 'x' });
    post('/network/vpcs', {
      location: 'London',
      name: 'v',
      description: '',
      v4_subnet: '10.9.0.0',
      v4_subnet_mask: '24',
    });
    post('/network/vpcs', {
      location: 'Atlantis',
      name: 'v',
      description: '',
      v4_subnet: '10.9.0.0',
      v4_subnet_mask: '24',
    });
    const newVpc = listField(get('/network/vpcs?location=London'), 'vpcs')[0];
    del(`/network/vpcs/${idOf(newVpc ?? {})}`);
    del(`/network/vpcs/${DEMO_VPC_IDS.productionAms}`);

    get('/network/reserved_ips?location=frankfurt');
    get(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`);
    post('/network/reserved_ips/convert', { ip_address: '192.0.2.11', name: 'r' });
    post('/network/reserved_ips/convert', { ip_address: '192.0.2.20', name: 'n'.repeat(65) });
    const created = bodyOf(post('/network/reserved_ips', { location: 'Amsterdam', name: 'r2', ip_type: 'ipv4' }));
    post('/network/reserved_ips', { location: 'Frankfurt', ip_type: 'ipv6' });
    post('/network/reserved_ips', { location: 'London' });
    patch(`/network/reserved_ips/${String(created['rip_id'])}`, { name: 'r3' });
    patch(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`, { anchor_ip: '192.0.2.30' });
    patch(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`, { anchor_ip: null });
    patch(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`, { anchor_ip: '192.0.2.30' });
    del(`/network/reserved_ips/${DEMO_IDS.primaryReservedIp}`);
    del(`/network/reserved_ips/${DEMO_IDS.spareReservedIp}`);

    get('/vm');
    get(`/vm/${DEMO_VM_IDS.web1}`);
    get(`/vm/${DEMO_VM_IDS.web1}/backups`);
    post(`/vm/${DEMO_VM_IDS.web1}/vnc`);
    post(`/vm/${DEMO_VM_IDS.web1}/enable-bgp`);
    post(`/vm/${DEMO_VM_IDS.web1}/snapshot`, { name: 'snap' });
    h.advance(5_000);
    post(`/vm/${DEMO_VM_IDS.web1}/snapshot`, {});
    post(`/vm/${DEMO_VM_IDS.web1}/stop`);
    h.advance(5_000);
    post(`/vm/${DEMO_VM_IDS.web2}/stop`, { force_stop: true });
    post(`/vm/${DEMO_VM_IDS.web2}/reboot`);
    get('/snapshots');

    get('/object-storage');
    get(`/object-storage/${DEMO_IDS.assetsService}`);
    post(`/object-storage/${DEMO_IDS.assetsService}/buckets`, { bucket_name: 'new-bucket', versioning: true });
    post(`/object-storage/${DEMO_IDS.assetsService}/buckets`, { bucket_name: 'new-bucket' });
    get(`/object-storage/${DEMO_IDS.assetsService}/buckets/new-bucket/access_keys`);

    get('/instance_types');
    get('/os_templates');
    get('/backups');

    expect(problems).toEqual([]);
  });
});
