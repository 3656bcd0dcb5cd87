import type { Vm } from '../../api/types';
import { formatHourlyMoney, formatMoney } from '../../lib/format';

/**
 * What a VM's recurring amount is charged for, from its `billing_cycle` in months. A deploy's
 * `payment_cycle` is hourly or a whole number of months (1, 3, 6, 12, 24, 36), so a cycle of 0 months
 * can only be hourly billing, whose recurring amount is one hour's price.
 */
function periodText(months: number): string | null {
  if (!Number.isInteger(months) || months < 0) return null;
  if (months === 0) return 'per hour';
  if (months === 1) return 'per month';
  if (months === 12) return 'per year';
  if (months % 12 === 0) return `every ${months / 12} years`;
  return `every ${months} months`;
}

/** "$12.00 per month", "$0.0164 per hour"; says so when the VM gives no period or currency. */
export function vmBillingText(
  vm: Pick<Vm, 'billing_cycle' | 'recurring_amount' | 'payment_currency'>,
  locale?: string,
): string {
  const currency = vm.payment_currency ?? '';
  const period = periodText(vm.billing_cycle);
  const money =
    period === 'per hour'
      ? formatHourlyMoney(vm.recurring_amount, currency, locale)
      : formatMoney(vm.recurring_amount, currency, locale);
  const noCurrency = currency.trim() === '' ? ' (currency not given)' : '';
  return period === null ? `${money} (billing period not given)${noCurrency}` : `${money} ${period}${noCurrency}`;
}
