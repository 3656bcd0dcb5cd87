import { describe, expect, it } from 'vitest';
import { vmBillingText } from './vmBilling';

const vm = (billing_cycle: number, recurring_amount: number, payment_currency = 'USD') => ({
  billing_cycle,
  recurring_amount,
  payment_currency,
});

describe('vmBillingText', () => {
  it('reads a cycle of 0 months as hourly billing, the amount to a hundredth of a cent', () => {
    expect(vmBillingText(vm(0, 0.0164), 'en-US')).toBe('$0.0164 per hour');
  });

  it('names whole-month cycles in words', () => {
    expect(vmBillingText(vm(1, 12), 'en-US')).toBe('$12.00 per month');
    expect(vmBillingText(vm(3, 34.92), 'en-US')).toBe('$34.92 every 3 months');
    expect(vmBillingText(vm(12, 129.6), 'en-US')).toBe('$129.60 per year');
    expect(vmBillingText(vm(24, 259.2), 'en-US')).toBe('$259.20 every 2 years');
  });

  it('claims no period for a cycle that is not a whole number of months, and no currency when none is given', () => {
    expect(vmBillingText(vm(-1, 5), 'en-US')).toBe('$5.00 (billing period not given)');
    expect(vmBillingText(vm(1, 5, ''), 'en-US')).toBe('5.00 per month (currency not given)');
  });
});
