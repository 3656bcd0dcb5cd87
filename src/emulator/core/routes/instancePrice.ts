import { extensionRoute, withoutToken, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import { ok } from '../responses';
import { planPrices, PRICE_CURRENCIES, rateFor, type PriceCurrency } from '../vmPricing';
import { checkPlan, DEFAULT_BANDWIDTH, findInstanceType, offeredLocation, unitPricesOf } from './vmPlan';

const WHOLE_NUMBER = /^\d{1,9}$/;

function requiredQuery(ctx: RouteContext, name: string): string {
  const value = ctx.req.query.get(name);
  if (value === null || value.trim() === '') return badRequest('MISSING_FIELD');
  return value.trim();
}

/** A size in the query: digits only (a fraction or a sign is INVALID_PLAN, like a size over the maximum). */
function sizeQuery(ctx: RouteContext, name: string): number {
  const text = requiredQuery(ctx, name);
  if (!WHOLE_NUMBER.test(text)) return badRequest('INVALID_PLAN');
  return Number(text);
}

function currencyQuery(ctx: RouteContext): PriceCurrency {
  const text = (ctx.req.query.get('currency') ?? 'usd').trim().toLowerCase();
  const currency = PRICE_CURRENCIES.find((candidate) => candidate === text);
  return currency ?? badRequest('INVALID_FIELD');
}

/**
 * GET /instance_price: no token needed. Every parameter is read (400) before the type and location
 * are looked up (404); sizes over the type's maximums are 400 INVALID_PLAN.
 */
function instancePrice(ctx: RouteContext) {
  const vcpu = sizeQuery(ctx, 'vcpu');
  const ram = sizeQuery(ctx, 'ram');
  const disk = sizeQuery(ctx, 'disk');
  const locationText = requiredQuery(ctx, 'location');
  const typeId = requiredQuery(ctx, 'instance_type');
  const currency = currencyQuery(ctx);
  const type = findInstanceType(ctx.state, typeId);
  offeredLocation(type, locationText);
  const plan = checkPlan(type, { vcpu, ram, disk });
  const prices = planPrices(unitPricesOf(type), plan, rateFor(ctx.state.exchangeRates, currency) ?? 1);
  return ok({
    instance_type: type.id,
    vcpu: plan.vcpu,
    ram: plan.ram,
    disk: plan.disk,
    bw: type.bandwidth ?? DEFAULT_BANDWIDTH,
    net_rate: type.network_rate,
    price_per_month: prices.month,
    price_per_quarter: prices.quarter,
    price_per_semiannual: prices.semiannual,
    price_per_annual: prices.annual,
    currency: currency.toUpperCase(),
  });
}

export const instancePriceRoutes: RouteDefinition[] = [
  withoutToken(extensionRoute('GET', '/instance_price', instancePrice)),
];
