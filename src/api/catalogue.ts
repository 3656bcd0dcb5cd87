import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from './client';

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
    }),
};

export const useInstanceTypes = () => useQuery(catalogueQueries.instanceTypes());
export const useOsTemplates = () => useQuery(catalogueQueries.osTemplates());
export const useBackups = () => useQuery(catalogueQueries.backups());
