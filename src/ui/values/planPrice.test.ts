import { describe, expect, it } from 'vitest';
import { planPriceState, type PriceAnswer } from './planPrice';

const OFFERED = { offered: true, location: 'Amsterdam' };
const idle: PriceAnswer = { asked: true, isFetching: false, isError: false, error: null, data: undefined };
const price = { price_per_month: 12, currency: 'USD' };

describe('planPriceState', () => {
  it('a plan not sold in the location says so, whatever the query holds', () => {
    expect(planPriceState({ offered: false, location: 'London' }, { ...idle, data: price })).toEqual({
      kind: 'not-offered',
      location: 'London',
    });
  });

  it('waits while nothing is asked, loads while asking', () => {
    expect(planPriceState(OFFERED, { ...idle, asked: false })).toEqual({ kind: 'waiting' });
    expect(planPriceState(OFFERED, { ...idle, isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('shows the monthly price in the answer’s currency', () => {
    expect(planPriceState(OFFERED, { ...idle, data: price }, 'en-US')).toEqual({ kind: 'priced', amount: '$12.00' });
    expect(planPriceState(OFFERED, { ...idle, data: { price_per_month: 7.36, currency: 'EUR' } }, 'en-US')).toEqual({
      kind: 'priced',
      amount: '€7.36',
    });
  });

  it('a refused price gives the error’s words, and a retry shows as loading', () => {
    const refused = { ...idle, isError: true, error: new Error('This plan cannot be priced.') };
    expect(planPriceState(OFFERED, refused)).toEqual({ kind: 'failed', reason: 'This plan cannot be priced.' });
    expect(planPriceState(OFFERED, { ...refused, isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('an answer without a monthly figure is no price, not a made-up one', () => {
    const empty = { ...idle, data: { price_per_month: Number.NaN, currency: 'USD' } };
    expect(planPriceState(OFFERED, empty)).toEqual({
      kind: 'failed',
      reason: 'The API’s answer gave no monthly price.',
    });
  });
});
