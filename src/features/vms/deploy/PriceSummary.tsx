import type { VmPrice, PaymentCycle } from '../../../api/types';
import { errorMessage } from '../../../lib/errorText';
import { Spinner } from '../../../ui/feedback/Spinner';
import { priceLines } from './priceLines';

/**
 * The live price, in a polite status region so each new figure is read out. Loading and errors
 * show here and never stop the form: the price is an estimate, the deploy is what counts.
 */
export function PriceSummary({
  price,
  cycle,
  waiting,
  loading,
  error,
}: {
  /** The price of the plan as it is now, or of the last plan while the next loads. */
  price: VmPrice | undefined;
  cycle: PaymentCycle;
  /** Why there is no complete plan to price yet, or null when there is one. */
  waiting: string | null;
  /** The plan changed and its price is not in yet. */
  loading: boolean;
  error: unknown;
}) {
  const lines = price ? priceLines(price, cycle) : null;
  return (
    <div role="status" aria-label="Price" className="flex flex-col gap-1 text-[13px]">
      {waiting ? (
        <p className="text-fg-muted">{waiting}</p>
      ) : error && !loading ? (
        <p className="text-fg-muted">The price could not be loaded: {errorMessage(error)} You can still deploy.</p>
      ) : lines ? (
        <div className={loading ? 'opacity-60' : undefined}>
          <p className="text-base font-semibold text-fg tabular-nums [overflow-wrap:anywhere]">{lines.headline}</p>
          {lines.details.map((detail) => (
            <p key={detail} className="text-fg-muted tabular-nums">
              {detail}
            </p>
          ))}
        </div>
      ) : null}
      {loading && !waiting ? (
        <p className="flex items-center gap-1.5 text-xs text-fg-subtle">
          <Spinner className="size-3" /> Updating the price…
        </p>
      ) : null}
    </div>
  );
}
