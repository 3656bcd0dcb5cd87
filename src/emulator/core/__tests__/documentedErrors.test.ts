import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, VIEWER_TOKEN } from '../demoFixture';
import { createEmulator } from '../emulator';
import { createHarness, expectError, expectNoBody } from './harness';

const SPARE_RIP = '27cdf0df-60c7-4eab-9aca-c3fc4655cbd8';
const PRIMARY_RIP = '9d529f22-4744-4c47-bfaa-e9d9c9bf9233';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('documented-errors-only mode', () => {
  const documented = () => createHarness({ documentedErrorsOnly: true });

  it('is off by default: every error carries its code', () => {
    expectError(createHarness().get(`/ssh_keys/${MISSING}`), 404, 'NOT_FOUND');
  });

  it('answers errors the contract shows without a code with the status alone', () => {
    const h = documented();
    expectNoBody(h.get('/ssh_keys', { token: null }), 401);
    expectNoBody(h.get(`/ssh_keys?team_id=${DEMO_TEAM_IDS.staging}`, { token: VIEWER_TOKEN }), 401);
    expectNoBody(h.get(`/ssh_keys/${MISSING}`), 404);
    expectNoBody(h.post('/ssh_keys', { name: 'x' }), 400);
    expectNoBody(h.post('/ssh_keys', { rawBody: '{' }), 400);
    expectNoBody(
      h.post('/network/vpcs', {
        location: 'Atlantis',
        name: 'n',
        description: '',
        v4_subnet: '10.1.0.0',
        v4_subnet_mask: '24',
      }),
      404,
    );
    expectNoBody(h.del('/network/firewalls/05969206-704c-4692-97d3-b447725ce341'), 400);
    expectNoBody(h.post('/vm/458d04bb-d30e-47b0-9ebc-335f86f5b5fc/snapshot', {}), 400);
  });

  it('keeps the body of the reserved-IP codes the contract names, on the operations that name them', () => {
    const h = documented();
    expectError(h.post('/network/reserved_ips', { location: 'London' }), 400, 'UNSUPPORTED_LOCATION');
    expectError(h.post('/network/reserved_ips', { location: 'Singapore', ip_type: 'ipv6' }), 400, 'NOT_SUPPORTED');
    expectError(
      h.post('/network/reserved_ips', { location: 'Amsterdam', name: 'n'.repeat(65) }),
      400,
      'IP_NAME_TOO_LONG',
    );
    expectError(
      h.post('/network/reserved_ips/convert', { team_id: DEMO_TEAM_IDS.staging, ip_address: '192.0.2.100' }),
      402,
      'INSUFFICIENT_BALANCE',
    );
    expectError(h.del(`/network/reserved_ips/${PRIMARY_RIP}`), 403, 'UNABLE_TO_DETACH_PRIMARY_IP');
    expectError(
      h.patch(`/network/reserved_ips/${PRIMARY_RIP}`, { anchor_ip: null }),
      403,
      'UNABLE_TO_DETACH_PRIMARY_IP',
    );
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '' }), 403, 'NO_ANCHOR_IP');
    expectError(h.patch(`/network/reserved_ips/${SPARE_RIP}`, { anchor_ip: '192.0.2.11' }), 400, 'INVALID_LOCATION');
  });

  it('drops the codes the contract does not name, even on reserved-IP operations', () => {
    const h = documented();
    // Convert failures are a code-less 404 in the contract.
    expectNoBody(h.post('/network/reserved_ips/convert', { ip_address: '198.51.100.99' }), 404);
    expectNoBody(h.post('/network/reserved_ips/convert', { ip_address: '192.0.2.10' }), 404);
    expectNoBody(h.post('/network/reserved_ips', { location: 'Amsterdam', ip_type: 'v4' }), 400);
    expectNoBody(h.get(`/network/reserved_ips/${MISSING}`), 404);
    expectNoBody(h.post('/network/reserved_ips', { location: 'London' }, { token: null }), 401);
  });

  it('leaves successes untouched', () => {
    const h = documented();
    expect(h.post('/network/firewalls', { description: 'ok' }).status).toBe(201);
    expect(h.get('/teams').status).toBe(200);
  });

  it('is read on every request, so a server can switch it at run time', () => {
    let on = false;
    const emulator = createEmulator({ documentedErrorsOnly: () => on });
    const request = { method: 'GET', path: '/ssh_keys', query: new URLSearchParams(), headers: {}, body: null };
    expect(emulator.handle(request).body).toEqual({ err: 'UNAUTHORIZED' });
    on = true;
    expect(emulator.handle(request)).toEqual({ status: 401, headers: {} });
  });
});
