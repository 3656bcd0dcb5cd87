import { describe, expect, it } from 'vitest';
import { cidrsOverlap } from './cidrOverlap';

describe('cidrsOverlap', () => {
  it.each([
    ['10.0.0.0/24', '10.0.0.0/24', true],
    ['10.0.0.0/16', '10.0.4.0/24', true],
    ['10.0.4.0/24', '10.0.0.0/16', true],
    ['10.0.0.0/8', '10.255.255.248/29', true],
    ['10.0.0.0/24', '10.0.1.0/24', false],
    ['10.0.0.0/23', '10.0.1.0/24', true],
    ['10.0.2.0/23', '10.0.1.0/24', false],
    ['192.168.0.0/16', '172.16.0.0/12', false],
    ['10.0.0.5/24', '10.0.0.200/29', true],
    [' 10.0.0.0/24 ', '10.0.0.128/25', true],
    ['fd00::/64', 'fd00::1/128', true],
    ['fd00::/64', 'fd00:0:0:1::/64', false],
  ])('%s and %s → %s', (a, b, overlap) => {
    expect(cidrsOverlap(a, b)).toBe(overlap);
  });

  it('never calls different families or non-networks overlapping', () => {
    expect(cidrsOverlap('10.0.0.0/8', '::ffff:10.0.0.1/128')).toBe(false);
    expect(cidrsOverlap('10.0.0.0/8', 'ten')).toBe(false);
    expect(cidrsOverlap('', '')).toBe(false);
  });
});
