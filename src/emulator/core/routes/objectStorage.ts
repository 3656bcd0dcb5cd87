import { checkBucketName } from '../../../lib/bucketName';
import { contractRoute, extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureAccessKey, FixtureBucket, FixtureObjectStorageService } from '../fixture';
import { findById } from '../lookup';
import type { IdSource } from '../random';
import { created, ok } from '../responses';
import { bucketSecretKey } from '../secrets';
import { isoSeconds } from '../time';

const ACCESS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * S3-style credentials: a 20-character access key id and a 40-character secret. The id names the
 * key (it is shown in configs and logs) and may repeat run to run like any id; the secret may not.
 */
function newAccessKey(ids: IdSource): FixtureAccessKey {
  return { access_key: ids.fromAlphabet(ACCESS_KEY_ALPHABET, 20), secret_key: bucketSecretKey() };
}

/** The service as listed: no buckets, no billing or traffic figures. Capacities are in KB. */
function presentService(service: FixtureObjectStorageService) {
  return {
    id: service.id,
    name: service.name,
    location: service.location,
    region: service.region,
    endpoint: service.endpoint,
    capacity: service.capacity,
    used_capacity: service.used_capacity,
    status: service.status,
    created_at: service.created_at,
    renewal_date: service.renewal_date,
  };
}

/** GET /object-storage/{id}: the service plus its price and this period's traffic in bytes. */
function presentServiceDetail(service: FixtureObjectStorageService) {
  return {
    ...presentService(service),
    recurring_amount: service.recurring_amount ?? 0,
    download_usage: service.download_usage ?? 0,
    upload_usage: service.upload_usage ?? 0,
  };
}

function serviceOf(ctx: RouteContext): FixtureObjectStorageService {
  return findById(ctx.team().objectStorage, param(ctx, 'serviceId'));
}

function presentKeys(bucket: FixtureBucket) {
  return { keys: bucket.keys.map((key) => ({ ...key })) };
}

export const objectStorageRoutes: RouteDefinition[] = [
  // 19: 201 with the new bucket's keys; endpoint 20 shows them again. A taken name is 400.
  contractRoute('POST', '/object-storage/:serviceId/buckets', (ctx) => {
    const service = serviceOf(ctx);
    const name = ctx.body.string('bucket_name');
    const versioning = ctx.body.optionalBoolean('versioning') ?? false;
    const objectLock = ctx.body.optionalBoolean('object_lock') ?? false;
    if (checkBucketName(name) !== null) return badRequest('INVALID_BUCKET_NAME');
    if (objectLock && !versioning) return badRequest('OBJECT_LOCK_REQUIRES_VERSIONING');
    if (service.buckets.some((bucket) => bucket.name === name)) return badRequest('BUCKET_ALREADY_EXISTS');
    const bucket: FixtureBucket = {
      name,
      versioning,
      object_lock: objectLock,
      created_at: isoSeconds(ctx.now),
      keys: [newAccessKey(ctx.state.ids)],
    };
    service.buckets.push(bucket);
    return created(presentKeys(bucket));
  }),
  // 20: a suspended service keeps its buckets but refuses their keys (403).
  contractRoute('GET', '/object-storage/:serviceId/buckets/:bucketName/access_keys', (ctx) => {
    const bucketName = param(ctx, 'bucketName');
    const service = serviceOf(ctx);
    const bucket = service.buckets.find((candidate) => candidate.name === bucketName) ?? notFound();
    if (service.status === 'suspended') return fail(403, 'SERVICE_NOT_ACTIVE');
    return ok(presentKeys(bucket));
  }),
  extensionRoute('GET', '/object-storage', (ctx) => ok({ services: ctx.team().objectStorage.map(presentService) })),
  extensionRoute('GET', '/object-storage/:serviceId', (ctx) => ok(presentServiceDetail(serviceOf(ctx)))),
];
