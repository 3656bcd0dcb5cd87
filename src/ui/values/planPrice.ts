import { errorMessage } from '../../lib/errorText';
import { formatMoney } from '../../lib/format';

/** What a plan's monthly price reads as where plans are listed (a table cell, a plan card). */
export type PlanPriceState =
  /** The plan is not sold where prices are asked for. */
  | { kind: 'not-offered'; location: string }
  /** Nothing to ask yet (the currency is not known). */
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'priced'; amount: string }
  /** No figure: the request failed, or its answer held none. Never a made-up one. */
  | { kind: 'failed'; reason: string };

/** The parts of a price query the state is read from. */
export interface PriceAnswer {
  /** False when no plan is asked for (the query is disabled). */
  asked: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data: { price_per_month: number; currency: string } | undefined;
}

export function planPriceState(
  offeredIn: { offered: boolean; location: string },
  answer: PriceAnswer,
  locale?: string,
): PlanPriceState {
  if (!offeredIn.offered) return { kind: 'not-offered', location: offeredIn.location };
  if (!answer.asked) return { kind: 'waiting' };
  // A retry after a failure shows as loading until it answers.
  if (answer.isFetching && (answer.isError || answer.data === undefined)) return { kind: 'loading' };
  if (answer.isError) return { kind: 'failed', reason: errorMessage(answer.error) };
  if (answer.data === undefined) return { kind: 'loading' };
  const month = answer.data.price_per_month;
  if (typeof month !== 'number' || !Number.isFinite(month))
    return { kind: 'failed', reason: 'The API’s answer gave no monthly price.' };
  return { kind: 'priced', amount: formatMoney(month, answer.data.currency, locale) };
}
