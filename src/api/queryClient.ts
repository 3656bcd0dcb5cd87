import { QueryClient } from '@tanstack/react-query';

/**
 * Retries happen once, in the transport, where the HTTP method and Retry-After are
 * known; React Query retrying on top would multiply them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
