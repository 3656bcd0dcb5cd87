import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { activityFailed, activityStarted, activitySucceeded } from '../activity/activity';
import { api, call } from '../http/client';
import { errorMessage } from '../../lib/errorText';
import { callOptional, useOperationAbsent } from '../capabilities/capabilities';
import { isOperationAbsent } from '../errors/errors';
import { forgetId, rememberId, useRememberedIds, type TabMemoryList } from '../capabilities/tabMemory';
import { teamChange, teamItem, teamQuery } from './team';
import type { AccessKey } from '../types';
import { planRequest, sendPlanned } from '../http/apiRequest';

const objectStorageKeys = {
  all: (teamId: string) => ['team', teamId, 'object-storage'] as const,
  services: (teamId: string) => [...objectStorageKeys.all(teamId), 'services'] as const,
  service: (teamId: string, serviceId: string) => [...objectStorageKeys.all(teamId), 'service', serviceId] as const,
  accessKeys: (teamId: string, serviceId: string, bucket: string) =>
    [...objectStorageKeys.service(teamId, serviceId), 'bucket', bucket, 'access-keys'] as const,
};

/**
 * Tab memory (see tabMemory.ts): the services opened here, per team, for a server without the service
 * list; the buckets created or opened here, per service (the API lists no buckets). Names only, never keys.
 */
const TAB_MEMORY_PREFIX = 'cloud-console.object-storage';
export const objectStorageTabMemoryKeys = {
  services: (teamId: string) => `${TAB_MEMORY_PREFIX}.services.${teamId}`,
  buckets: (teamId: string, serviceId: string) => `${TAB_MEMORY_PREFIX}.buckets.${teamId}.${serviceId}`,
};

function useTabMemoryList(key: string): TabMemoryList {
  return {
    items: useRememberedIds(key),
    source: 'tab',
    forget: useCallback((id: string) => forgetId(key, id), [key]),
  };
}

/** The services opened in this tab: what there is to show when the server cannot list services. */
export function useServicesInTab(teamId: string): TabMemoryList {
  return useTabMemoryList(objectStorageTabMemoryKeys.services(teamId));
}

/** The buckets created or opened in this tab: the API cannot list a service's buckets. */
export function useBucketsInTab(teamId: string, serviceId: string): TabMemoryList {
  return useTabMemoryList(objectStorageTabMemoryKeys.buckets(teamId, serviceId));
}

const readServices = (teamId: string, signal?: AbortSignal) =>
  call(api().GET('/object-storage', teamQuery(teamId, signal)));

export const objectStorageQueries = {
  services: (teamId: string) =>
    queryOptions({
      queryKey: objectStorageKeys.services(teamId),
      queryFn: ({ signal }) =>
        callOptional('objectStorage.services', async () => (await readServices(teamId, signal)).services),
    }),
  service: (teamId: string, serviceId: string) =>
    queryOptions({
      queryKey: objectStorageKeys.service(teamId, serviceId),
      queryFn: ({ signal }) =>
        callOptional(
          'objectStorage.services',
          () => call(api().GET('/object-storage/{service_id}', teamItem(teamId, { service_id: serviceId }, signal))),
          // A bare 404 is a missing service, unless the server has no service list at all.
          { collection: { operation: 'objectStorage.services', read: () => readServices(teamId) } },
        ),
    }),
  /** Secrets: kept out of the cache once nobody shows them (gcTime 0). */
  accessKeys: (teamId: string, serviceId: string, bucket: string) =>
    queryOptions({
      queryKey: objectStorageKeys.accessKeys(teamId, serviceId, bucket),
      queryFn: async ({ signal }) =>
        (
          await call(
            api().GET(
              '/object-storage/{service_id}/buckets/{bucket_name}/access_keys',
              teamItem(teamId, { service_id: serviceId, bucket_name: bucket }, signal),
            ),
          )
        ).keys,
      gcTime: 0,
      staleTime: 0,
    }),
};

export const useObjectStorageServices = (teamId: string) => useQuery(objectStorageQueries.services(teamId));
export const useObjectStorageService = (teamId: string, serviceId: string) =>
  useQuery(objectStorageQueries.service(teamId, serviceId));

/** The service its own page shows: one seen to exist (or that cannot be checked) is remembered in this tab. */
export function useOpenedObjectStorageService(teamId: string, serviceId: string) {
  const service = useObjectStorageService(teamId, serviceId);
  const absent = useOperationAbsent('objectStorage.services') || isOperationAbsent(service.error);
  useEffect(() => {
    if (service.isSuccess || absent) rememberId(objectStorageTabMemoryKeys.services(teamId), serviceId);
  }, [service.isSuccess, absent, teamId, serviceId]);
  return service;
}

/** A bucket whose keys could be read exists: it is remembered in this tab. */
export function useBucketAccessKeys(teamId: string, serviceId: string, bucket: string) {
  const keys = useQuery(objectStorageQueries.accessKeys(teamId, serviceId, bucket));
  useEffect(() => {
    if (keys.isSuccess) rememberId(objectStorageTabMemoryKeys.buckets(teamId, serviceId), bucket);
  }, [keys.isSuccess, teamId, serviceId, bucket]);
  return keys;
}

type BucketCreateInput = { bucket_name: string; versioning?: boolean; object_lock?: boolean };

/** The changes of object storage as planned requests: what is sent, and what the "API request" view shows. */
export const objectStorageRequests = {
  createBucket: (teamId: string, serviceId: string, input: BucketCreateInput) =>
    planRequest('post', '/object-storage/{service_id}/buckets', teamChange(teamId, { service_id: serviceId }, input)),
};

/** Endpoint 19: the new bucket's keys come back once, in the response. */
export function useCreateBucket(teamId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer holds a secret: it leaves the mutation cache as soon as nobody observes it.
    gcTime: 0,
    mutationFn: async (input: BucketCreateInput): Promise<AccessKey[]> =>
      (await sendPlanned(objectStorageRequests.createBucket(teamId, serviceId, input))).keys,
    // Not useApiMutation (it invalidates the service alone, not its buckets' keys): listed in Activity here.
    onMutate: ({ bucket_name }) => activityStarted({ what: 'Create bucket', subject: { name: bucket_name }, teamId }),
    onError: (error, _input, activityId) => {
      if (activityId !== undefined) activityFailed(activityId, errorMessage(error));
    },
    onSuccess: (_keys, { bucket_name }, activityId) => {
      if (activityId !== undefined) activitySucceeded(activityId, {});
      rememberId(objectStorageTabMemoryKeys.buckets(teamId, serviceId), bucket_name);
      // Used capacity and bucket counts of the service may change.
      return queryClient.invalidateQueries({ queryKey: objectStorageKeys.service(teamId, serviceId), exact: true });
    },
  });
}
