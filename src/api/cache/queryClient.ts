import { QueryClient } from '@tanstack/react-query';

/**
 * Retries happen once, in the transport, where the HTTP method and Retry-After are
 * known; React Query retrying on top would multiply them.
 *
 * Mutations run whatever the browser says about the network ('always'): React Query's default
 * would pause a change made offline and send it by itself when the network returns, maybe long
 * after the user gave up on it. The transport refuses it at once instead ("nothing was sent").
 * Reads keep the default and wait for the network, which is harmless.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
