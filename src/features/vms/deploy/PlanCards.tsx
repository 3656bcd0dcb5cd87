import { useId, type Ref } from 'react';
import { ownSizePlan, planSize, usePlanPrice, type PriceCurrency } from '../../../api/resources/prices';
import type { InstanceType } from '../../../api/types';
import { formatGigabytes, formatMegabytes } from '../../../lib/format';
import { buttonClasses } from '../../../ui/controls/Button';
import { FieldError } from '../../../ui/controls/Field';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/feedback/Spinner';
import { planPriceState } from '../../../ui/values/planPrice';

/**
 * The instance types of the chosen location as plan cards: a radio group (Tab in, arrows move and choose),
 * each card with its plan's own size and that size's monthly price. The cards wrap, one a line on a phone.
 */
export function PlanCards({
  types,
  location,
  currency,
  chosen,
  onChoose,
  error,
  focusRef,
  note,
}: {
  /** The types offered in `location`. */
  types: readonly InstanceType[];
  location: string;
  /** Null until known: no price is asked in a currency about to change. */
  currency: PriceCurrency | null;
  chosen: string;
  onChoose: (id: string) => void;
  error: string | undefined;
  focusRef: Ref<HTMLInputElement>;
  /** What stands in for the cards when there are none (no location yet, none offered, loading). */
  note: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const focusIndex = Math.max(
    0,
    types.findIndex((type) => type.id === chosen),
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-[13px] font-medium text-fg">
        Instance type
        <span className="text-fg-subtle" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {note ? <p className="-mt-1 text-xs text-fg-subtle">{note}</p> : null}
      {types.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {types.map((type, index) => (
            <PlanCard
              key={type.id}
              type={type}
              name={`${id}-plan`}
              location={location}
              currency={currency}
              checked={type.id === chosen}
              onChoose={onChoose}
              errorId={error ? errorId : undefined}
              focusRef={index === focusIndex ? focusRef : undefined}
            />
          ))}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function PlanCard({
  type,
  name,
  location,
  currency,
  checked,
  onChoose,
  errorId,
  focusRef,
}: {
  type: InstanceType;
  name: string;
  location: string;
  currency: PriceCurrency | null;
  checked: boolean;
  onChoose: (id: string) => void;
  errorId: string | undefined;
  focusRef: Ref<HTMLInputElement> | undefined;
}) {
  const id = useId();
  const size = planSize(type);
  const plan = ownSizePlan(type, location, currency);
  const price = usePlanPrice(plan);
  const state = planPriceState(
    { offered: true, location },
    {
      asked: plan !== null,
      isFetching: price.isFetching,
      isError: price.isError,
      error: price.error,
      data: price.data,
    },
  );
  const describedBy = [`${id}-size`, `${id}-price`, errorId].filter(Boolean).join(' ');
  return (
    <div
      className={cx(
        'flex min-w-0 flex-col rounded-md border border-line-strong bg-surface shadow-xs',
        'has-[:checked]:border-accent has-[:checked]:ring-1 has-[:checked]:ring-accent',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring/60',
      )}
    >
      <label className="flex min-w-0 cursor-pointer flex-col gap-1 p-3">
        <span className="flex min-w-0 items-center gap-2">
          <input
            ref={focusRef}
            type="radio"
            name={name}
            value={type.id}
            checked={checked}
            onChange={() => onChoose(type.id)}
            aria-labelledby={`${id}-name`}
            aria-describedby={describedBy}
            className="size-4 shrink-0 accent-accent focus-visible:outline-none"
          />
          <span id={`${id}-name`} className="truncate text-sm font-medium text-fg" title={type.type}>
            {type.type}
          </span>
          <span className="ml-auto truncate text-xs text-fg-subtle" title={type.cpu}>
            {type.cpu}
          </span>
        </span>
        <span id={`${id}-size`} className="text-xs text-fg-muted tabular-nums">
          {`${size.vcpu} vCPU${size.vcpu === 1 ? '' : 's'} · ${formatMegabytes(size.ram)} RAM · ${formatGigabytes(size.disk)} disk`}
        </span>
        <span id={`${id}-price`} className="text-sm font-semibold text-fg tabular-nums [overflow-wrap:anywhere]">
          {state.kind === 'priced' ? (
            `${state.amount} a month`
          ) : state.kind === 'loading' ? (
            <span className="inline-flex items-center gap-1.5 font-normal text-fg-subtle">
              <Spinner className="size-3" /> Loading the price…
            </span>
          ) : state.kind === 'failed' ? (
            <span className="font-normal text-danger-text">No price: {state.reason}</span>
          ) : (
            <span className="font-normal text-fg-subtle">Price once the currency is known</span>
          )}
        </span>
      </label>
      {state.kind === 'failed' ? (
        <div className="px-3 pb-3">
          <button
            type="button"
            onClick={() => void price.refetch()}
            aria-label={`Retry the price of ${type.type}`}
            className={buttonClasses('secondary', 'sm')}
          >
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}
