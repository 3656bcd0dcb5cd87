import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from './client';
import { callOptional } from './capabilities';
import { teamParam } from './team';
import type { AccessKey } from './types';

export const objectStorageKeys = {
  all: (teamId: string) => ['team', teamId, 'object-storage'] as const,
  services: (teamId: string) => [...objectStorageKeys.all(teamId), 'services'] as const,
  service: (teamId: string, serviceId: string) => [...objectStorageKeys.all(teamId), 'service', serviceId] as const,
  accessKeys: (teamId: string, serviceId: string, bucket: string) =>
    [...objectStorageKeys.service(teamId, serviceId), 'bucket', bucket, 'access-keys'] as const,
};

export const objectStorageQueries = {
  services: (teamId: string) =>
    queryOptions({
      queryKey: objectStorageKeys.services(teamId),
      queryFn: ({ signal }) =>
        callOptional(
          'objectStorage.services',
          async () =>
            (await call(api().GET('/object-storage', { params: { query: teamParam(teamId) }, signal }))).services,
        ),
    }),
  service: (teamId: string, serviceId: string) =>
    queryOptions({
      queryKey: objectStorageKeys.service(teamId, serviceId),
      queryFn: ({ signal }) =>
        callOptional(
          'objectStorage.services',
          () =>
            call(
              api().GET('/object-storage/{service_id}', {
                params: { path: { service_id: serviceId }, query: teamParam(teamId) },
                signal,
              }),
            ),
          // A bare 404 is a missing service, unless the server has no service list at all.
          {
            collection: {
              operation: 'objectStorage.services',
              read: () => call(api().GET('/object-storage', { params: { query: teamParam(teamId) } })),
            },
          },
        ),
    }),
  /** Secrets: kept out of the cache once nobody shows them (gcTime 0). */
  accessKeys: (teamId: string, serviceId: string, bucket: string) =>
    queryOptions({
      queryKey: objectStorageKeys.accessKeys(teamId, serviceId, bucket),
      queryFn: async ({ signal }) =>
        (
          await call(
            api().GET('/object-storage/{service_id}/buckets/{bucket_name}/access_keys', {
              params: { path: { service_id: serviceId, bucket_name: bucket }, query: teamParam(teamId) },
              signal,
            }),
          )
        ).keys,
      gcTime: 0,
      staleTime: 0,
    }),
};

export function useObjectStorageServices(teamId: string) {
  return useQuery(objectStorageQueries.services(teamId));
}

export function useObjectStorageService(teamId: string, serviceId: string) {
  return useQuery(objectStorageQueries.service(teamId, serviceId));
}

export function useBucketAccessKeys(teamId: string, serviceId: string, bucket: string) {
  return useQuery(objectStorageQueries.accessKeys(teamId, serviceId, bucket));
}

/** Endpoint 19: the new bucket's keys come back once, in the response. */
export function useCreateBucket(teamId: string, serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer holds a secret: it leaves the mutation cache as soon as nobody observes it.
    gcTime: 0,
    mutationFn: async (input: {
      bucket_name: string;
      versioning?: boolean;
      object_lock?: boolean;
    }): Promise<AccessKey[]> =>
      (
        await call(
          api().POST('/object-storage/{service_id}/buckets', {
            params: { path: { service_id: serviceId } },
            body: { ...teamParam(teamId), ...input },
          }),
        )
      ).keys,
    onSuccess: () =>
      // Used capacity and bucket counts of the service may change.
      queryClient.invalidateQueries({ queryKey: objectStorageKeys.service(teamId, serviceId), exact: true }),
  });
}
