import { describe, expect, it } from 'vitest';
import type { VmPrice } from '../../../api/types';
import { priceLines } from './priceLines';

const PRICE: VmPrice = {
  instance_type: 'ab16c1e6-fa2c-49c1-88ec-7aa054da088c',
  vcpu: 2,
  ram: 2048,
  disk: 40,
  bw: 1000,
  net_rate: 1000,
  price_per_month: 12,
  price_per_quarter: 34.92,
  price_per_semiannual: 68.4,
  price_per_annual: 129.6,
  currency: 'USD',
};

describe('priceLines', () => {
  it('gives the monthly price as quoted', () => {
    expect(priceLines(PRICE, 'monthly', 'en-US')).toEqual({ headline: '$12.00 per month', details: [] });
  });

  it('gives a longer quoted cycle as its effective month, what is billed, and the saving against monthly', () => {
    expect(priceLines(PRICE, 'annually', 'en-US')).toEqual({
      headline: '$10.80 a month, billed $129.60 a year',
      details: ['Saves $14.40 a year against monthly ($12.00 a month).'],
    });
    expect(priceLines(PRICE, 'quarterly', 'en-US')).toEqual({
      headline: '$11.64 a month, billed $34.92 every 3 months',
      details: ['Saves $1.08 every 3 months against monthly ($12.00 a month).'],
    });
    expect(priceLines(PRICE, 'semiannually', 'en-US').headline).toBe('$11.40 a month, billed $68.40 every 6 months');
  });

  it('says so when a longer cycle saves nothing, or costs more', () => {
    expect(priceLines({ ...PRICE, price_per_annual: 144 }, 'annually', 'en-US').details).toEqual([
      'The same as monthly ($12.00 a month).',
    ]);
    expect(priceLines({ ...PRICE, price_per_annual: 150 }, 'annually', 'en-US').details).toEqual([
      'Costs $6.00 a year more than monthly ($12.00 a month).',
    ]);
  });

  it('presents no price for two or three years, which the API does not quote, only the year as a labelled reference', () => {
    for (const cycle of ['biennially', 'triennially'] as const) {
      expect(priceLines(PRICE, cycle, 'en-US')).toEqual({
        headline: 'Not quoted by the API',
        details: [
          'You will see the charge after deploy. For reference, the API quotes one year of this plan at $129.60.',
        ],
      });
    }
  });

  it('marks the hourly figure as an estimate worked out from the month', () => {
    expect(priceLines(PRICE, 'hourly', 'en-US')).toEqual({
      headline: 'about $0.0164 per hour',
      details: ['An estimate: the API quotes no hourly price; this is the monthly $12.00 over 730 hours.'],
    });
  });
});
