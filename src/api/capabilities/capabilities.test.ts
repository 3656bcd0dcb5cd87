// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOptional, isAbsent, resetCapabilities } from './capabilities';
import { ApiError, isNotFound, isOperationAbsent } from '../errors/errors';
import { errorFromResponse } from '../errors/errorWording';
import { ipListQueries } from '../resources/ipLists';
import { objectStorageQueries } from '../resources/objectStorage';
import { operationOf } from '../errors/operationErrors';
import { createQueryClient } from '../cache/queryClient';
import { sshKeyQueries } from '../resources/sshKeys';
import { API_BASE, setupEmulatorApi } from '../../test/emulatorHarness';
import { vmQueries } from '../vms/vms';
import { useCreateVpc } from '../resources/vpcs';
import { renderApiHook } from '../../test/emulatorHarness';

const ID = '3f1c2b9e-7a4d-4e21-9c3b-5d6e7f8a9b0c';

function answered(status: number, method: string, path: string, body?: unknown): ApiError {
  return errorFromResponse(status, body, undefined, operationOf(method, `http://api.test${path}`, 'http://api.test'));
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A VPC create in `location` for the default team, which the test's server refuses: the error it fails with. */
async function failedVpcCreate(location: string): Promise<unknown> {
  const { result } = renderApiHook(() => useCreateVpc('default'));
  const vpc = { location, name: 'n', description: '', v4_subnet: '10.9.0.0', v4_subnet_mask: '24' };
  return failure(result.current.mutateAsync(vpc));
}

beforeEach(() => resetCapabilities());

describe('callOptional', () => {
  it.each([
    [404, 'GET', '/network/firewalls'],
    [405, 'GET', `/ssh_keys/${ID}`],
    [501, 'DELETE', `/network/firewalls/${ID}/rules/${ID}`],
  ])('a %i on %s %s marks the operation absent', async (status, method, path) => {
    await failure(callOptional('firewalls.list', () => Promise.reject(answered(status, method, path))));
    expect(isAbsent('firewalls.list')).toBe(true);
  });

  it('a bare 404 on an item path leaves the operation present: the item is missing', async () => {
    const error = await failure(
      callOptional('sshKeys.read', () => Promise.reject(answered(404, 'GET', `/ssh_keys/${ID}`))),
    );
    expect(isAbsent('sshKeys.read')).toBe(false);
    expect(isNotFound(error)).toBe(true);
  });

  it('a 404 with a code on a collection path is not an absent operation', async () => {
    await failure(
      callOptional('vpcs.list', () => Promise.reject(answered(404, 'GET', '/network/vpcs', { err: 'NOT_FOUND' }))),
    );
    expect(isAbsent('vpcs.list')).toBe(false);
  });

  it('a bare item 404 asks the collection once; a present list means the item is missing', async () => {
    const read = vi.fn(async () => []);
    const collection = { operation: 'vms.list' as const, read };
    const errors = await Promise.all(
      [1, 2, 3].map(() =>
        failure(callOptional('vms.read', () => Promise.reject(answered(404, 'GET', `/vm/${ID}`)), { collection })),
      ),
    );
    expect(read).toHaveBeenCalledTimes(1);
    expect(isAbsent('vms.read')).toBe(false);
    expect(errors.every(isNotFound)).toBe(true);
    // Known present now: a later missing VM does not ask again.
    await failure(callOptional('vms.read', () => Promise.reject(answered(404, 'GET', `/vm/${ID}`)), { collection }));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a bare item 404 whose list is absent too marks the operation absent', async () => {
    const collection = { operation: 'vms.list' as const, read: () => Promise.reject(answered(404, 'GET', '/vm')) };
    const error = await failure(
      callOptional('vms.read', () => Promise.reject(answered(404, 'GET', `/vm/${ID}`)), { collection }),
    );
    expect(isAbsent('vms.list')).toBe(true);
    expect(isAbsent('vms.read')).toBe(true);
    expect(isOperationAbsent(error)).toBe(true);
  });

  it('a list that fails for another reason proves nothing: the item is missing', async () => {
    const collection = { operation: 'vms.list' as const, read: () => Promise.reject(answered(503, 'GET', '/vm')) };
    const error = await failure(
      callOptional('vms.read', () => Promise.reject(answered(404, 'GET', `/vm/${ID}`)), { collection }),
    );
    expect(isAbsent('vms.read')).toBe(false);
    expect(isNotFound(error)).toBe(true);
  });
});

describe('against the emulator, answering as the provider documents', () => {
  const harness = setupEmulatorApi();
  beforeAll(() => harness.start());
  beforeEach(() => harness.reset());
  afterAll(() => harness.stop());

  it('an IP list that is gone (bare 404) is "not found", and IP lists stay offered', async () => {
    harness.server.use(http.get(`${API_BASE}/network/ip_lists/:id`, () => new HttpResponse(null, { status: 404 })));
    const error = await failure(createQueryClient().fetchQuery(ipListQueries.detail('default', ID)));
    expect(isNotFound(error)).toBe(true);
    expect((error as Error).message).toBe('This IP list no longer exists, or belongs to another team.');
    expect(isAbsent('ipLists')).toBe(false);
    expect(harness.requests.filter((r) => r.method === 'GET' && r.path === '/network/ip_lists')).toHaveLength(1);
  });

  it('an SSH key that is gone (bare 404) does not hide reading keys', async () => {
    harness.server.use(http.get(`${API_BASE}/ssh_keys/:id`, () => new HttpResponse(null, { status: 404 })));
    const error = await failure(createQueryClient().fetchQuery(sshKeyQueries.detail('default', ID)));
    expect(isNotFound(error)).toBe(true);
    expect(isAbsent('sshKeys.read')).toBe(false);
  });

  it('a server of the 23 operations: no /vm and no /vm/{vm_id} makes reading a VM absent', async () => {
    harness.server.use(
      http.get(`${API_BASE}/vm`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${API_BASE}/vm/:id`, () => new HttpResponse(null, { status: 404 })),
    );
    const error = await failure(createQueryClient().fetchQuery(vmQueries.detail('default', ID)));
    expect(isOperationAbsent(error)).toBe(true);
    expect(isAbsent('vms.read')).toBe(true);
    expect(isAbsent('vms.list')).toBe(true);
  });

  it('a server without the service list: a deep link to a service is the fallback, not "not found"', async () => {
    harness.server.use(
      http.get(`${API_BASE}/object-storage`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${API_BASE}/object-storage/:id`, () => new HttpResponse(null, { status: 404 })),
    );
    const error = await failure(createQueryClient().fetchQuery(objectStorageQueries.service('default', ID)));
    expect(isOperationAbsent(error)).toBe(true);
    expect(isAbsent('objectStorage.services')).toBe(true);
  });

  it('a VPC create answered a bare 404 means an unknown location while VPCs are listed', async () => {
    harness.server.use(http.post(`${API_BASE}/network/vpcs`, () => new HttpResponse(null, { status: 404 })));
    const error = await failedVpcCreate('Atlantis');
    expect((error as Error).message).toBe('That location was not found. Pick another location.');
    expect(isAbsent('vpcs.create')).toBe(false);
  });

  it('a VPC create answered a bare 404 by a server without VPC lists marks creating VPCs absent', async () => {
    harness.server.use(
      http.get(`${API_BASE}/network/vpcs`, () => new HttpResponse(null, { status: 404 })),
      http.post(`${API_BASE}/network/vpcs`, () => new HttpResponse(null, { status: 404 })),
    );
    const error = await failedVpcCreate('Sydney');
    expect(isOperationAbsent(error)).toBe(true);
    expect(isAbsent('vpcs.create')).toBe(true);
  });
});
