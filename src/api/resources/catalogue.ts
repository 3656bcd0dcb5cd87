import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { knownLocations } from '../../lib/locations';
import { api, call } from '../http/client';
import { useDownloadLinkMutation } from '../cache/downloadLinks';
import { pollWhile } from '../cache/polling';
import type { Backup } from '../types';

const isPending = (backup: Backup) => backup.status.toLowerCase() === 'pending';

/** Endpoints 21–23 take no team and answer bare arrays; catalogues change rarely. */
export const catalogueKeys = {
  instanceTypes: () => ['catalogue', 'instance-types'] as const,
  osTemplates: () => ['catalogue', 'os-templates'] as const,
  backups: () => ['backups'] as const,
};

export const catalogueQueries = {
  instanceTypes: () =>
    queryOptions({
      queryKey: catalogueKeys.instanceTypes(),
      queryFn: ({ signal }) => call(api().GET('/instance_types', { signal })),
      staleTime: 60 * 60_000,
    }),
  osTemplates: () =>
    queryOptions({
      queryKey: catalogueKeys.osTemplates(),
      queryFn: ({ signal }) => call(api().GET('/os_templates', { signal })),
      staleTime: 60 * 60_000,
    }),
  backups: () =>
    queryOptions({
      queryKey: catalogueKeys.backups(),
      queryFn: ({ signal }) => call(api().GET('/backups', { signal })),
      // A pending backup's download waits for it to finish: the list tells when it has.
      refetchInterval: pollWhile((backups: Backup[] | undefined) => backups?.some(isPending) ?? false),
    }),
};

export const useInstanceTypes = () => useQuery(catalogueQueries.instanceTypes());

/** The locations the API publishes: those of the instance types (GET /instance_types), one spelling each, sorted. */
export function useCatalogueLocations(): { locations: readonly string[]; isPending: boolean; error: unknown } {
  const types = useInstanceTypes();
  const locations = useMemo(
    () => knownLocations((types.data ?? []).flatMap((type) => type.locations.map((location) => ({ location })))),
    [types.data],
  );
  return { locations, isPending: types.isPending, error: types.isError ? types.error : null };
}
export const useOsTemplates = () => useQuery(catalogueQueries.osTemplates());
export const useBackups = () => useQuery(catalogueQueries.backups());

/**
 * POST /backups/{id}: a one-time download link, a secret (see downloadLinks.ts). Like GET /backups it
 * takes no team. A pending backup has none yet (400), and a vanished one (404) rereads the list.
 */
export function useBackupDownloadLink() {
  return useDownloadLinkMutation('backup', catalogueKeys.backups(), async (id) => {
    const data = await call(api().POST('/backups/{backup_id}', { params: { path: { backup_id: id } } }));
    return data.url;
  });
}
