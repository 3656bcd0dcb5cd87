import type { ReservedIp } from '../../api/types';
import { formatMoney } from '../../lib/format';

type Billed = Pick<ReservedIp, 'recurring_amount' | 'currency' | 'billing_cycle'>;

/** "per month", "every 3 months": a reserved IP's `billing_cycle` is in months. */
function perCycle(months: number): string {
  return months === 1 ? 'per month' : `every ${months} months`;
}

/** What every one of the team's reserved IPs is billed, when they all agree; else null. */
function sharedBilling(reservedIps: readonly Billed[]): Billed | null {
  const [first, ...rest] = reservedIps;
  if (!first || !Number.isInteger(first.billing_cycle) || first.billing_cycle < 1) return null;
  const same = (other: Billed) =>
    other.recurring_amount === first.recurring_amount &&
    other.currency.trim().toUpperCase() === first.currency.trim().toUpperCase() &&
    other.billing_cycle === first.billing_cycle;
  return rest.every(same) ? first : null;
}

/**
 * The reserve and convert dialogs' word on price. The API quotes no reserved-IP price: a reservation
 * shows its `recurring_amount` only once made, and a short balance is refused (402). What the team's
 * existing reserved IPs are billed is a fact the list gives, said as theirs, never as a quote.
 */
export function reservingPriceNote(reservedIps: readonly Billed[] | undefined, locale?: string): string {
  const shared = sharedBilling(reservedIps ?? []);
  const theirs = shared
    ? ` The team’s reserved IPs are each billed ${formatMoney(shared.recurring_amount, shared.currency, locale)} ${perCycle(shared.billing_cycle)}.`
    : '';
  return `The API shows no price before reserving: the new reserved IP’s price shows on its page once it is made.${theirs} Reserving is charged to the account balance, and refused when the balance is short.`;
}
