/**
 * What a VM costs: pure arithmetic over the fixture's per-unit prices and exchange rates, shared by
 * GET /instance_price and the charge a deploy makes, so the two can never disagree.
 */

/** Monthly prices in US dollars of one vCPU, one GB of RAM and one GB of disk. */
export interface UnitPrices {
  vcpu: number;
  ram_gb: number;
  disk_gb: number;
}

/** Used for an instance type whose fixture entry names no prices. */
export const DEFAULT_UNIT_PRICES: UnitPrices = { vcpu: 2, ram_gb: 1, disk_gb: 0.05 };

/** Units of each currency one US dollar buys, keyed by lower-case code; `usd` is always 1. */
export type ExchangeRates = Readonly<Record<string, number>>;

export const DEFAULT_EXCHANGE_RATES: ExchangeRates = { usd: 1, aud: 1.55, eur: 0.92 };

/** The currencies GET /instance_price accepts. */
export const PRICE_CURRENCIES = ['aud', 'usd', 'eur'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/**
 * Share of the monthly price taken off for the longer cycles GET /instance_price quotes: the provider
 * documents the four prices but not how they relate, so the usual stepped discounts are assumed.
 */
const CYCLE_DISCOUNTS = {
  quarterly: 0.03,
  semiannually: 0.05,
  annually: 0.1,
} as const;

/**
 * Two and three years are sold (NewVM's payment_cycle) but never quoted (VMPrice has no such price),
 * so they cost that many quoted years: a discount here would be one no client could know before deploying.
 */
const YEARS_OF_CYCLE = { biennially: 2, triennially: 3 } as const;

/** Hours a month is billed as when a VM is paid by the hour. */
const HOURS_PER_MONTH = 730;

export const PAYMENT_CYCLES = [
  'hourly',
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
  'biennially',
  'triennially',
] as const;
export type PaymentCycle = (typeof PAYMENT_CYCLES)[number];

/** A VM's `billing_cycle` in months; hourly billing has none (0). */
export const CYCLE_MONTHS: Readonly<Record<PaymentCycle, number>> = {
  hourly: 0,
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
  biennially: 24,
  triennially: 36,
};

export interface Plan {
  vcpu: number;
  /** MB */
  ram: number;
  /** GB */
  disk: number;
}

const MB_PER_GB = 1024;

/** Money is kept to the cent; hourly prices to a hundredth of a cent so they do not round to 0. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function roundMoney(value: number): number {
  return roundTo(value, 2);
}

/** The monthly price in US dollars, unrounded. */
function monthlyUsd(units: UnitPrices, plan: Plan): number {
  return plan.vcpu * units.vcpu + (plan.ram / MB_PER_GB) * units.ram_gb + plan.disk * units.disk_gb;
}

/** The exchange rate for a currency code in any case, or undefined when the rates do not name it. */
export function rateFor(rates: ExchangeRates, currency: string): number | undefined {
  const code = currency.toLowerCase();
  if (code === 'usd') return 1;
  const rate = rates[code];
  return rate === undefined || !(rate > 0) ? undefined : rate;
}

function cyclePrice(monthly: number, months: number, discount: number): number {
  return roundMoney(monthly * months * (1 - discount));
}

export interface PlanPrices {
  month: number;
  quarter: number;
  semiannual: number;
  annual: number;
}

/** The four prices VMPrice shows, in the currency `rate` converts to. */
export function planPrices(units: UnitPrices, plan: Plan, rate: number): PlanPrices {
  const monthly = monthlyUsd(units, plan) * rate;
  return {
    month: roundMoney(monthly),
    quarter: cyclePrice(monthly, 3, CYCLE_DISCOUNTS.quarterly),
    semiannual: cyclePrice(monthly, 6, CYCLE_DISCOUNTS.semiannually),
    annual: cyclePrice(monthly, 12, CYCLE_DISCOUNTS.annually),
  };
}

/**
 * What one cycle of `cycle` costs: the amount a VM recurs at (its `recurring_amount`) and a deploy
 * charges up front. Hourly: the price of one hour.
 */
export function cycleAmount(units: UnitPrices, plan: Plan, rate: number, cycle: PaymentCycle): number {
  const monthly = monthlyUsd(units, plan) * rate;
  switch (cycle) {
    case 'hourly':
      return roundTo(monthly / HOURS_PER_MONTH, 4);
    case 'monthly':
      return roundMoney(monthly);
    case 'biennially':
    case 'triennially':
      return roundMoney(YEARS_OF_CYCLE[cycle] * cyclePrice(monthly, 12, CYCLE_DISCOUNTS.annually));
    default:
      return cyclePrice(monthly, CYCLE_MONTHS[cycle], CYCLE_DISCOUNTS[cycle]);
  }
}

/**
 * The balance a deploy needs: the first cycle, or for hourly billing a month of use held as
 * credit (a provider would otherwise let a VM run on an empty account), of which only the first
 * hour is charged.
 */
export function balanceNeeded(units: UnitPrices, plan: Plan, rate: number, cycle: PaymentCycle): number {
  return cycle === 'hourly' ? roundMoney(monthlyUsd(units, plan) * rate) : cycleAmount(units, plan, rate, cycle);
}
