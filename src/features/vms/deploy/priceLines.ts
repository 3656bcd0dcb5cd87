import type { PaymentCycle, VmPrice } from '../../../api/types';
import { formatHourlyMoney, formatMoney } from '../../../lib/format';
import { HOURS_PER_MONTH } from './deployForm';

/** The price panel's words: a headline, then what it rests on. */
export interface PriceLines {
  headline: string;
  details: string[];
}

/** The cycles GET /instance_price quotes beyond the month: its amount, its months, and how one is said. */
const LONGER_CYCLES = {
  quarterly: { field: 'price_per_quarter', months: 3, per: 'every 3 months' },
  semiannually: { field: 'price_per_semiannual', months: 6, per: 'every 6 months' },
  annually: { field: 'price_per_annual', months: 12, per: 'a year' },
} as const;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What the chosen cycle costs, as far as the quote says. The quote (VMPrice) has a month, a quarter,
 * a half-year and a year: a longer quoted cycle reads as its month and its saving; an hour is not
 * quoted, so its figure is a marked estimate; two and three years are not quoted, so no figure is
 * given for them, only the quoted year as a reference.
 */
export function priceLines(price: VmPrice, cycle: PaymentCycle, locale?: string): PriceLines {
  const money = (amount: number) => formatMoney(amount, price.currency, locale);
  const month = price.price_per_month;
  switch (cycle) {
    case 'monthly':
      return { headline: `${money(month)} per month`, details: [] };
    case 'hourly':
      return {
        headline: `about ${formatHourlyMoney(month / HOURS_PER_MONTH, price.currency, locale)} per hour`,
        details: [
          `An estimate: the API quotes no hourly price; this is the monthly ${money(month)} over ${HOURS_PER_MONTH} hours.`,
        ],
      };
    case 'biennially':
    case 'triennially':
      return {
        headline: 'Not quoted by the API',
        details: [
          `You will see the charge after deploy. For reference, the API quotes one year of this plan at ${money(price.price_per_annual)}.`,
        ],
      };
    default: {
      const { field, months, per } = LONGER_CYCLES[cycle];
      const amount = price[field];
      const saving = cents(month * months - amount);
      const monthly = `monthly (${money(month)} a month)`;
      const comparison =
        saving > 0
          ? `Saves ${money(saving)} ${per} against ${monthly}.`
          : saving < 0
            ? `Costs ${money(-saving)} ${per} more than ${monthly}.`
            : `The same as ${monthly}.`;
      return { headline: `${money(amount / months)} a month, billed ${money(amount)} ${per}`, details: [comparison] };
    }
  }
}
