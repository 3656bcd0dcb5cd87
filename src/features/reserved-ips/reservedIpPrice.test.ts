import { describe, expect, it } from 'vitest';
import { reservingPriceNote } from './reservedIpPrice';

const billed = (recurring_amount: number, currency = 'USD', billing_cycle = 1) => ({
  recurring_amount,
  currency,
  billing_cycle,
});

describe('reservingPriceNote', () => {
  it('says plainly that the API gives no price before reserving', () => {
    expect(reservingPriceNote(undefined, 'en-US')).toBe(
      'The API shows no price before reserving: the new reserved IP’s price shows on its page once it is made. Reserving is charged to the account balance, and refused when the balance is short.',
    );
  });

  it('adds what the team’s reserved IPs are billed when they all agree, as theirs, not a quote', () => {
    expect(reservingPriceNote([billed(3.5), billed(3.5)], 'en-US')).toBe(
      'The API shows no price before reserving: the new reserved IP’s price shows on its page once it is made. The team’s reserved IPs are each billed $3.50 per month. Reserving is charged to the account balance, and refused when the balance is short.',
    );
    expect(reservingPriceNote([billed(9, 'EUR', 3)], 'en-US')).toContain(
      'The team’s reserved IPs are each billed €9.00 every 3 months.',
    );
  });

  it('names no figure when the team’s reserved IPs are billed differently, or there are none', () => {
    for (const list of [
      [billed(3.5), billed(4)],
      [billed(3.5), billed(3.5, 'EUR')],
      [billed(3.5), billed(3.5, 'USD', 3)],
      [],
    ]) {
      expect(reservingPriceNote(list, 'en-US')).not.toMatch(/each billed/);
    }
  });
});
