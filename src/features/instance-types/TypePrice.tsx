import { createContext, useContext } from 'react';
import { ownSizePlan, usePlanPrice, type PriceCurrency } from '../../api/resources/prices';
import type { InstanceType } from '../../api/types';
import { planPriceState } from '../../ui/values/planPrice';
import { PlanPriceCell } from '../../ui/values/PlanPriceCell';
import { soldIn } from './typeRows';

/** Where and in what the page's prices are asked: the page says it above the table. */
export interface PriceWhere {
  location: string;
  /** Null until the team's currency is known. */
  currency: PriceCurrency | null;
}

export const PriceWhereContext = createContext<PriceWhere>({ location: '', currency: null });

/**
 * A row's monthly price, asked by the row itself once it is drawn: the table draws the rows in view
 * (src/ui/list/useRowWindow.ts), so those are asked first, and rows never wait for their prices.
 */
export function TypePrice({ type }: { type: InstanceType }) {
  const { location, currency } = useContext(PriceWhereContext);
  const offered = location !== '' && soldIn(type, location);
  const plan = offered ? ownSizePlan(type, location, currency) : null;
  const price = usePlanPrice(plan);
  const state = planPriceState(
    { offered, location },
    {
      asked: plan !== null,
      isFetching: price.isFetching,
      isError: price.isError,
      error: price.error,
      data: price.data,
    },
  );
  return <PlanPriceCell state={state} planName={type.type} onRetry={() => void price.refetch()} />;
}
