import { describe, expect, it } from 'vitest';
import { DEMO_TEAM_IDS, demoFixture } from '../demoFixture';
import { bodyOf, createHarness, expectError, expectFieldNames, listField } from './harness';

const SERVICE = '3982e826-e935-4123-927d-4eac626f02f3';
const STAGING_SERVICE = 'ea15bbf9-cd63-4a49-b320-8cd383f38672';
const MISSING = '00000000-0000-4000-8000-000000000000';
const buckets = `/object-storage/${SERVICE}/buckets`;

/** The demo team's service as the fixture holds it: what the extension read answers, but for its buckets. */
function demoService() {
  const service = demoFixture.teams[0]?.object_storage[0];
  if (service === undefined) throw new Error('demo fixture has no service');
  return service;
}

describe('POST /object-storage/{id}/buckets (19)', () => {
  it('creates a bucket and answers 201 with its keys', () => {
    const response = createHarness().post(buckets, {
      bucket_name: 'release-artifacts',
      versioning: true,
      object_lock: true,
    });
    expect(response.status).toBe(201);
    const keys = listField(response, 'keys');
    expect(keys).toHaveLength(1);
    expect(keys[0]?.['access_key']).toMatch(/^[A-Z0-9]{20}$/);
    expect(keys[0]?.['secret_key']).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it('lists the same keys again (20)', () => {
    const h = createHarness();
    const created = h.post(buckets, { bucket_name: 'release-artifacts' });
    const listed = h.get(`${buckets}/release-artifacts/access_keys`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(created.body);
  });

  it('requires bucket_name and checks it', () => {
    const h = createHarness();
    expectError(h.post(buckets, {}), 400, 'MISSING_FIELD');
    for (const name of ['ab', 'Upper', 'under_score', '-edge', 'a..b', '192.168.1.1', 'xn--abc', 'x'.repeat(64)]) {
      expectError(h.post(buckets, { bucket_name: name }), 400, 'INVALID_BUCKET_NAME');
    }
    expectError(h.post(buckets, { bucket_name: 'fine', versioning: 'yes' }), 400, 'INVALID_FIELD');
  });

  it('refuses object_lock without versioning', () => {
    const h = createHarness();
    expectError(h.post(buckets, { bucket_name: 'locked', object_lock: true }), 400, 'OBJECT_LOCK_REQUIRES_VERSIONING');
    expectError(
      h.post(buckets, { bucket_name: 'locked', object_lock: true, versioning: false }),
      400,
      'OBJECT_LOCK_REQUIRES_VERSIONING',
    );
  });

  it('refuses a name taken in the service with 400 BUCKET_ALREADY_EXISTS', () => {
    const h = createHarness();
    expectError(h.post(buckets, { bucket_name: 'acme-static-assets' }), 400, 'BUCKET_ALREADY_EXISTS');
    // Unique per service, not globally.
    const staging = `/object-storage/${STAGING_SERVICE}/buckets`;
    expect(h.post(staging, { team_id: DEMO_TEAM_IDS.staging, bucket_name: 'acme-static-assets' }).status).toBe(201);
  });

  it('answers 404 for an unknown service, a service of another team, or an unknown bucket', () => {
    const h = createHarness();
    expectError(h.post(`/object-storage/${MISSING}/buckets`, { bucket_name: 'abc' }), 404, 'NOT_FOUND');
    expectError(h.post(`/object-storage/${STAGING_SERVICE}/buckets`, { bucket_name: 'abc' }), 404, 'NOT_FOUND');
    expectError(h.get(`${buckets}/nope/access_keys`), 404, 'NOT_FOUND');
    expectError(h.get(`/object-storage/${MISSING}/buckets/acme-static-assets/access_keys`), 404, 'NOT_FOUND');
  });

  it('refuses the keys of a suspended service with 403 SERVICE_NOT_ACTIVE (an unknown bucket stays 404)', () => {
    const fixture = structuredClone(demoFixture);
    const service = fixture.teams[0]?.object_storage[0];
    if (service === undefined) throw new Error('demo fixture has no service');
    service.status = 'suspended';
    const h = createHarness({ fixture });
    expectError(h.get(`${buckets}/acme-static-assets/access_keys`), 403, 'SERVICE_NOT_ACTIVE');
    expectError(h.get(`${buckets}/nope/access_keys`), 404, 'NOT_FOUND');
  });
});

describe('extension object-storage services', () => {
  it('lists services under services, without buckets', () => {
    const services = listField(createHarness().get('/object-storage'), 'services');
    expect(services).toHaveLength(1);
    expectFieldNames(services[0] ?? {}, [
      'capacity',
      'created_at',
      'endpoint',
      'id',
      'location',
      'name',
      'region',
      'renewal_date',
      'status',
      'used_capacity',
    ]);
  });

  it('reads one service bare, with its price and traffic, capacities in KB', () => {
    const h = createHarness();
    const { buckets: _buckets, ...service } = demoService();
    expect(service).toMatchObject({ id: SERVICE, capacity: 1000 * 1024 * 1024, used_capacity: 132 * 1024 * 1024 });
    expect(bodyOf(h.get(`/object-storage/${SERVICE}`))).toEqual(service);
    expectError(h.get(`/object-storage/${MISSING}`), 404, 'NOT_FOUND');
  });
});
