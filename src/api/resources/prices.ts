import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';

/** The currencies GET /instance_price quotes in. */
export const PRICE_CURRENCIES = ['usd', 'aud', 'eur'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** One plan to price: the values GET /instance_price takes (RAM in MB, disk in GB). */
export interface PricePlan {
  instanceType: string;
  location: string;
  vcpu: number;
  ram: number;
  disk: number;
  currency: PriceCurrency;
}

/** Keyed by the whole plan, so a plan priced before is answered from the cache. Not team-scoped: no token needed. */
const priceKeys = {
  all: () => ['catalogue', 'instance-price'] as const,
  plan: (plan: PricePlan) => [...priceKeys.all(), plan] as const,
};

const priceQueries = {
  plan: (plan: PricePlan) =>
    queryOptions({
      queryKey: priceKeys.plan(plan),
      queryFn: ({ signal }) =>
        call(
          api().GET('/instance_price', {
            params: {
              query: {
                vcpu: plan.vcpu,
                ram: plan.ram,
                disk: plan.disk,
                location: plan.location,
                instance_type: plan.instanceType,
                currency: plan.currency,
              },
            },
            signal,
          }),
        ),
      // Prices change rarely; a plan looked at a minute ago is still good to show.
      staleTime: 10 * 60_000,
      retry: false,
    }),
};

/**
 * The price of `plan`, or nothing while there is no plan to price. The last price stays shown
 * (marked as a placeholder) while the next one loads.
 */
export function useInstancePrice(plan: PricePlan | null) {
  return useQuery({
    ...priceQueries.plan(plan ?? { instanceType: '', location: '', vcpu: 0, ram: 0, disk: 0, currency: 'usd' }),
    enabled: plan !== null,
    placeholderData: keepPreviousData,
  });
}
