import { buttonClasses } from '../controls/Button';
import { Spinner } from '../feedback/Spinner';
import type { PlanPriceState } from './planPrice';

/**
 * A plan's monthly price in one line of a table cell. A price that could not be had says so, with
 * the reason (read with the cell, whole on hover) and a retry; never a figure it was not given.
 */
export function PlanPriceCell({
  state,
  planName,
  onRetry,
}: {
  state: PlanPriceState;
  planName: string;
  onRetry: () => void;
}) {
  switch (state.kind) {
    case 'priced':
      return <span>{state.amount}</span>;
    case 'not-offered':
      return (
        <span className="text-fg-subtle">
          Not sold in <bdi>{state.location}</bdi>
        </span>
      );
    case 'waiting':
      return <span className="text-fg-subtle">—</span>;
    case 'loading':
      return (
        <span className="inline-flex items-center gap-1.5 text-fg-subtle">
          <Spinner className="size-3" />
          Loading…
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-center gap-1.5">
          <span className="truncate text-danger-text" title={state.reason}>
            No price<span className="sr-only">: {state.reason}</span>
          </span>
          <button
            type="button"
            onClick={onRetry}
            aria-label={`Retry the price of ${planName}`}
            className={buttonClasses('ghost', 'sm', 'h-6 px-1.5')}
          >
            Retry
          </button>
        </span>
      );
  }
}
