import { describe, expect, it } from 'vitest';
import { DEMO_INSTANCE_TYPE_IDS } from '../demoFixture';
import {
  balanceNeeded,
  cycleAmount,
  DEFAULT_EXCHANGE_RATES,
  planPrices,
  rateFor,
  roundMoney,
  type Plan,
  type UnitPrices,
} from '../vmPricing';
import { bodyOf, createHarness, expectAnswer, expectError } from './harness';

const UNITS: UnitPrices = { vcpu: 2, ram_gb: 1, disk_gb: 0.05 };
const SMALL: Plan = { vcpu: 2, ram: 4096, disk: 80 };

describe('vmPricing', () => {
  it('adds the unit prices per month and derives the longer cycles with their discounts', () => {
    expect(planPrices(UNITS, SMALL, 1)).toEqual({ month: 12, quarter: 34.92, semiannual: 68.4, annual: 129.6 });
  });

  it('converts with the rate and rounds to the cent', () => {
    expect(planPrices(UNITS, SMALL, 1.55).month).toBe(18.6);
    expect(planPrices(UNITS, { vcpu: 1, ram: 1000, disk: 33 }, 1).month).toBe(4.63);
  });

  it('prices one cycle of each payment cycle; hourly is one of 730 hours; two and three years are that many quoted years', () => {
    expect(cycleAmount(UNITS, SMALL, 1, 'monthly')).toBe(12);
    expect(cycleAmount(UNITS, SMALL, 1, 'quarterly')).toBe(34.92);
    // GET /instance_price quotes no two- or three-year price: no discount a client could not know.
    expect(cycleAmount(UNITS, SMALL, 1, 'biennially')).toBe(2 * planPrices(UNITS, SMALL, 1).annual);
    expect(cycleAmount(UNITS, SMALL, 1, 'biennially')).toBe(259.2);
    expect(cycleAmount(UNITS, SMALL, 1, 'triennially')).toBe(388.8);
    expect(cycleAmount(UNITS, { vcpu: 1, ram: 1000, disk: 33 }, 1.55, 'triennially')).toBe(
      roundMoney(3 * planPrices(UNITS, { vcpu: 1, ram: 1000, disk: 33 }, 1.55).annual),
    );
    expect(cycleAmount(UNITS, SMALL, 1, 'hourly')).toBe(0.0164);
  });

  it('needs the first cycle up front, or a month of credit for hourly billing', () => {
    expect(balanceNeeded(UNITS, SMALL, 1, 'annually')).toBe(129.6);
    expect(balanceNeeded(UNITS, SMALL, 1, 'hourly')).toBe(12);
  });

  it('finds rates by code in any case; usd is always 1; a missing or non-positive rate is unknown', () => {
    expect(rateFor(DEFAULT_EXCHANGE_RATES, 'AUD')).toBe(1.55);
    expect(rateFor({}, 'USD')).toBe(1);
    expect(rateFor({ eur: 0 }, 'eur')).toBeUndefined();
    expect(rateFor({}, 'gbp')).toBeUndefined();
  });
});

describe('GET /instance_price', () => {
  const query = (params: Record<string, string>) => `/instance_price?${new URLSearchParams(params).toString()}`;
  const base = {
    vcpu: '2',
    ram: '4096',
    disk: '80',
    location: 'Amsterdam',
    instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
  };

  it('prices a plan without a token, in usd by default', () => {
    expectAnswer(createHarness().get(query(base), { token: null }), 200, {
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
      vcpu: 2,
      ram: 4096,
      disk: 80,
      bw: 2000,
      net_rate: 1000,
      price_per_month: 12,
      price_per_quarter: 34.92,
      price_per_semiannual: 68.4,
      price_per_annual: 129.6,
      currency: 'USD',
    });
  });

  it('converts to aud or eur, the currency and location in any case', () => {
    const h = createHarness();
    expect(bodyOf(h.get(query({ ...base, currency: 'AUD' })))).toMatchObject({
      price_per_month: 18.6,
      currency: 'AUD',
    });
    expect(bodyOf(h.get(query({ ...base, currency: 'eur', location: 'amsterdam' })))).toMatchObject({
      price_per_month: 11.04,
      currency: 'EUR',
    });
  });

  it('refuses missing or malformed parameters with 400', () => {
    const h = createHarness();
    const { vcpu: _vcpu, ...withoutVcpu } = base;
    expectError(h.get(query(withoutVcpu)), 400, 'MISSING_FIELD');
    expectError(h.get(query({ ...base, ram: '1.5' })), 400, 'INVALID_PLAN');
    expectError(h.get(query({ ...base, disk: '-1' })), 400, 'INVALID_PLAN');
    expectError(h.get(query({ ...base, vcpu: '0' })), 400, 'INVALID_PLAN');
    expectError(h.get(query({ ...base, currency: 'gbp' })), 400, 'INVALID_FIELD');
    expectError(h.get(query({ ...base, instance_type: 'vps-2' })), 400, 'INVALID_FIELD');
  });

  it('refuses a plan over the type maximums with 400', () => {
    const h = createHarness();
    expectError(h.get(query({ ...base, vcpu: '3' })), 400, 'INVALID_PLAN');
    expectError(h.get(query({ ...base, ram: '4097' })), 400, 'INVALID_PLAN');
    expectError(h.get(query({ ...base, disk: '81' })), 400, 'INVALID_PLAN');
  });

  it('answers 404 for an unknown type or a location the type is not offered in', () => {
    const h = createHarness();
    expectError(h.get(query({ ...base, instance_type: '00000000-0000-4000-8000-000000000000' })), 404, 'NOT_FOUND');
    expectError(
      h.get(query({ ...base, instance_type: DEMO_INSTANCE_TYPE_IDS.hc16, location: 'London' })),
      404,
      'UNSUPPORTED_LOCATION',
    );
    expectError(h.get(query({ ...base, location: 'Atlantis' })), 404, 'UNSUPPORTED_LOCATION');
  });

  it('keeps GET /instance_types to the documented fields', () => {
    const types = createHarness().get('/instance_types').body as Record<string, unknown>[];
    for (const type of types) expect(type).not.toHaveProperty('monthly_prices');
  });
});
