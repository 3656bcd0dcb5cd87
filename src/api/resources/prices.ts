import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { concurrencyLimit } from '../../lib/concurrencyLimit';
import { api, call } from '../http/client';
import type { InstanceType, Vm } from '../types';
import { useVmsFact } from '../vms/vms';

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

/**
 * A page of plans asks one price each: the live API answers such bursts with 503 (provider fact L9), so
 * at most this many are on their way at once, the rest waiting in the order the page asked (the rows
 * drawn first, first). The transport still retries a 503 it meets.
 */
const PRICES_AT_ONCE = 3;
const priceLine = concurrencyLimit(PRICES_AT_ONCE);

const priceQueries = {
  plan: (plan: PricePlan) =>
    queryOptions({
      queryKey: priceKeys.plan(plan),
      queryFn: ({ signal }) =>
        priceLine.run(
          () =>
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
          signal,
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

/** The price of one plan card or row: the plan's own size, asked once per plan, location and currency. */
export function usePlanPrice(plan: PricePlan | null) {
  return useQuery({
    ...priceQueries.plan(plan ?? { instanceType: '', location: '', vcpu: 0, ram: 0, disk: 0, currency: 'usd' }),
    enabled: plan !== null,
  });
}

const MB_PER_GB = 1024;

/** What a plan is sold at: its type's vCPUs, RAM and disk (RAM by the whole GB, as it is sold; under 1 GB as it is). */
export function planSize(type: InstanceType): { vcpu: number; ram: number; disk: number } {
  const ram = type.max_ram >= MB_PER_GB ? Math.floor(type.max_ram / MB_PER_GB) * MB_PER_GB : type.max_ram;
  return { vcpu: Math.floor(type.max_vcpu), ram: Math.floor(ram), disk: Math.floor(type.max_disk) };
}

/**
 * The plan to price for `type` at its own size in `location`, or null when there is nothing to ask (no
 * location or currency yet, or a type whose figures are under 1): the deploy form's summary asks the same
 * plan once the type is chosen, so the card's price and the summary's are one request.
 */
export function ownSizePlan(type: InstanceType, location: string, currency: PriceCurrency | null): PricePlan | null {
  const size = planSize(type);
  if (location.trim() === '' || currency === null || size.vcpu < 1 || size.ram < 1 || size.disk < 1) return null;
  return { instanceType: type.id, location: location.trim(), ...size, currency };
}

/** The currency the team's VMs are billed in, when it is one the price list quotes; else USD. */
export function teamCurrency(vms: readonly Pick<Vm, 'payment_currency'>[] | undefined): PriceCurrency {
  for (const vm of vms ?? []) {
    const code = (vm.payment_currency ?? '').trim().toLowerCase();
    const known = PRICE_CURRENCIES.find((currency) => currency === code);
    if (known) return known;
  }
  return 'usd';
}

/**
 * The team's currency once its VM list has answered (or failed: USD), else null, so a page of prices is
 * asked in one currency, not first in USD and again in the team's. Until `enabled`, the list is not read.
 */
export function useTeamCurrency(teamId: string, enabled = true): PriceCurrency | null {
  const currency = useVmsFact(teamId, teamCurrency, enabled);
  return currency.isPending ? null : (currency.data ?? 'usd');
}
