import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, DEMO_VM_IDS, demoFixture } from '../demoFixture';
import { createHarness, expectError, expectNoBody, field, listField } from './harness';

const PROD_AMS = '947afb54-688d-4cfc-9f09-64246760ceec';
const SHARED_FRA = 'abfd086b-236a-4732-9f74-e3533d5f3eef';
const STAGING_FRA = '5f0c837b-d3bc-46b9-b516-f6d1b0dcdaea';
const STAGING = { team_id: DEMO_TEAM_IDS.staging };

const newVpc = (extra: Record<string, unknown> = {}) => ({
  location: 'London',
  name: 'lon-net',
  description: 'test',
  v4_subnet: '10.50.0.0',
  v4_subnet_mask: '24',
  ...extra,
});

describe('GET /network/vpcs/{id} (11)', () => {
  it('answers {vpc} with owner, sharing and attached VMs', () => {
    const vpc = field(createHarness().get(`/network/vpcs/${PROD_AMS}`), 'vpc');
    expect(vpc).toMatchObject({
      id: PROD_AMS,
      name: 'prod-ams',
      status: 'active',
      location: 'Amsterdam',
      v4_subnet: '10.10.0.0',
      v4_subnet_mask: '24',
      owner_team: { id: DEMO_TEAM_IDS.production, name: 'Acme Production' },
      teams: [],
      attached_vms_count: 3,
    });
    expect(vpc['attached_vms']).toContainEqual({
      id: DEMO_VM_IDS.web1,
      name: 'web-1',
      power_status: 'running',
      owner_team: { id: DEMO_TEAM_IDS.production, name: 'Acme Production' },
      mac: '52:54:00:3a:10:11',
      vpc_id: PROD_AMS,
      vpc_name: 'prod-ams',
      address: '10.10.0.11',
    });
  });

  it('shows a shared VPC to the teams it is shared with, with VMs of both teams', () => {
    const h = createHarness();
    const vpc = field(h.get(`/network/vpcs/${SHARED_FRA}?team_id=${DEMO_TEAM_IDS.staging}`), 'vpc');
    expect(vpc['teams']).toEqual([{ id: DEMO_TEAM_IDS.staging, name: 'Acme Staging' }]);
    expect(vpc['attached_vms']).toEqual([
      expect.objectContaining({
        name: 'worker-1',
        power_status: 'stopped',
        owner_team: expect.objectContaining({ name: 'Acme Production' }),
      }),
      expect.objectContaining({ name: 'stg-web-1', owner_team: expect.objectContaining({ name: 'Acme Staging' }) }),
    ]);
  });

  it('hides VPCs of other teams (404)', () => {
    expectError(createHarness().get(`/network/vpcs/${STAGING_FRA}`), 404, 'NOT_FOUND');
  });
});

describe('PATCH /network/vpcs/{id} (12)', () => {
  it('changes name and description with 200 and no body', () => {
    const h = createHarness();
    expectNoBody(h.patch(`/network/vpcs/${PROD_AMS}`, { name: 'renamed', description: '' }), 200);
    expect(field(h.get(`/network/vpcs/${PROD_AMS}`), 'vpc')).toMatchObject({ name: 'renamed', description: '' });
  });

  it('needs both name and description (up to 255 each), and checks both', () => {
    const h = createHarness();
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, {}), 400, 'MISSING_FIELD');
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, { name: 'only a name' }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, { description: 'only a description' }), 400, 'MISSING_FIELD');
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, { name: ' ', description: '' }), 400, 'INVALID_NAME');
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, { name: '\u200b', description: '' }), 400, 'INVALID_NAME');
    expectNoBody(h.patch(`/network/vpcs/${PROD_AMS}`, { name: 'n'.repeat(255), description: 'd'.repeat(255) }), 200);
    expectError(h.patch(`/network/vpcs/${PROD_AMS}`, { name: 'n'.repeat(256), description: '' }), 400, 'NAME_TOO_LONG');
    expectError(
      h.patch(`/network/vpcs/${PROD_AMS}`, { name: 'ok', description: 'd'.repeat(256) }),
      400,
      'DESCRIPTION_TOO_LONG',
    );
  });

  it('lets only the owner change a shared VPC (403 FORBIDDEN)', () => {
    expectError(
      createHarness().patch(`/network/vpcs/${SHARED_FRA}`, { ...STAGING, name: 'mine', description: '' }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('extension VPC list, create, delete', () => {
  it('lists owned and shared VPCs, filtered by location case-insensitively', () => {
    const h = createHarness();
    expect(listField(h.get('/network/vpcs'), 'vpcs').map((vpc) => vpc['name'])).toEqual([
      'prod-ams',
      'shared-services-fra',
    ]);
    expect(listField(h.get(`/network/vpcs?team_id=${DEMO_TEAM_IDS.staging}`), 'vpcs')).toHaveLength(2);
    expect(listField(h.get('/network/vpcs?location=FRANKFURT'), 'vpcs').map((vpc) => vpc['name'])).toEqual([
      'shared-services-fra',
    ]);
    expect(listField(h.get('/network/vpcs?location=Mars'), 'vpcs')).toEqual([]);
  });

  it('creates with 201 and no body; building becomes active about 5 s later', () => {
    const h = createHarness();
    expectNoBody(h.post('/network/vpcs', newVpc()), 201);
    const find = () => listField(h.get('/network/vpcs?location=london'), 'vpcs')[0];
    expect(find()).toMatchObject({
      name: 'lon-net',
      status: 'building',
      location: 'London',
      attached_vms_count: 0,
      teams: [],
    });
    h.advance(4_999);
    expect(find()?.['status']).toBe('building');
    h.advance(1);
    expect(find()?.['status']).toBe('active');
  });

  it('accepts the mask as a number and the location in any case', () => {
    const h = createHarness();
    expectNoBody(
      h.post('/network/vpcs', newVpc({ v4_subnet_mask: 16, location: 'london', v4_subnet: '172.20.0.0' })),
      201,
    );
    expect(listField(h.get('/network/vpcs?location=London'), 'vpcs')[0]).toMatchObject({
      location: 'London',
      v4_subnet_mask: '16',
    });
  });

  it.each([
    ['a public network', { v4_subnet: '8.8.8.0' }],
    ['host bits set', { v4_subnet: '10.50.0.1' }],
    ['a network wider than the private block', { v4_subnet: '172.0.0.0', v4_subnet_mask: '8' }],
    ['a CIDR in v4_subnet', { v4_subnet: '10.50.0.0/24' }],
    ['an IPv6 network', { v4_subnet: 'fd00::', v4_subnet_mask: '64' }],
    ['a mask out of range', { v4_subnet_mask: '33' }],
    ['a /30', { v4_subnet: '10.50.0.0', v4_subnet_mask: '30' }],
    ['garbage', { v4_subnet: 'ten' }],
  ])('refuses %s with INVALID_SUBNET_RANGE', (_label, extra) => {
    expectError(createHarness().post('/network/vpcs', newVpc(extra)), 400, 'INVALID_SUBNET_RANGE');
  });

  it('checks the other fields: description required, name and description up to 200', () => {
    const h = createHarness();
    expectError(h.post('/network/vpcs', newVpc({ location: undefined })), 400, 'MISSING_FIELD');
    expectError(h.post('/network/vpcs', newVpc({ v4_subnet_mask: undefined })), 400, 'MISSING_FIELD');
    expectError(h.post('/network/vpcs', newVpc({ description: undefined })), 400, 'MISSING_FIELD');
    expect(h.post('/network/vpcs', newVpc({ description: 'd'.repeat(200) })).status).toBe(201);
    expectError(h.post('/network/vpcs', newVpc({ description: 'd'.repeat(201) })), 400, 'DESCRIPTION_TOO_LONG');
    expect(h.post('/network/vpcs', newVpc({ name: 'n'.repeat(200), v4_subnet: '10.77.0.0' })).status).toBe(201);
    expectError(h.post('/network/vpcs', newVpc({ name: 'n'.repeat(201) })), 400, 'NAME_TOO_LONG');
  });

  it('answers an unknown location with 404 UNSUPPORTED_LOCATION', () => {
    expectError(createHarness().post('/network/vpcs', newVpc({ location: 'Atlantis' })), 404, 'UNSUPPORTED_LOCATION');
  });

  it('answers 403 VPC_LIMIT_REACHED past 20 VPCs of the team', () => {
    const h = createHarness();
    const owned = () =>
      listField(h.get('/network/vpcs'), 'vpcs').filter(
        (vpc) => (vpc['owner_team'] as { id?: string } | undefined)?.id === DEMO_TEAM_IDS.production,
      ).length;
    for (let i = owned(); i < 20; i++) {
      expect(h.post('/network/vpcs', newVpc({ name: `net-${i}`, v4_subnet: `10.${100 + i}.0.0` })).status).toBe(201);
    }
    expectError(
      h.post('/network/vpcs', newVpc({ name: 'one more', v4_subnet: '10.200.0.0' })),
      403,
      'VPC_LIMIT_REACHED',
    );
    expect(owned()).toBe(20);
  });

  it('answers 403 VPC_REQUIRES_VM for a team without any VM', () => {
    const fixture = structuredClone(demoFixture);
    const staging = fixture.teams[1];
    if (staging === undefined) throw new Error('demo fixture has no staging team');
    staging.vms = [];
    staging.backups = [];
    staging.snapshots = [];
    expectError(createHarness({ fixture }).post('/network/vpcs', { ...STAGING, ...newVpc() }), 403, 'VPC_REQUIRES_VM');
  });

  it('refuses to delete a VPC with attached VMs (403 VPC_HAS_ATTACHED_VMS), deletes an empty one', () => {
    const h = createHarness();
    expectError(h.del(`/network/vpcs/${PROD_AMS}`), 403, 'VPC_HAS_ATTACHED_VMS');
    h.post('/network/vpcs', newVpc());
    const created = listField(h.get('/network/vpcs?location=London'), 'vpcs')[0];
    expectNoBody(h.del(`/network/vpcs/${String(created?.['id'])}`), 204);
    expect(listField(h.get('/network/vpcs?location=London'), 'vpcs')).toEqual([]);
  });
});
