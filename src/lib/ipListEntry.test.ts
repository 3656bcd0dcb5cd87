import { describe, expect, it } from 'vitest';
import { parseIpListEntry } from './ipListEntry';

describe('parseIpListEntry: accepted entries', () => {
  function expectAccepted(_what: string, text: string, value: string, type: 'ipv4' | 'ipv6') {
    expect(parseIpListEntry(text)).toEqual({ ok: true, value, type });
  }

  it.each([
    ['a single IPv4 address', '203.0.113.7', '203.0.113.7', 'ipv4'],
    ['an IPv4 range', '198.51.100.0/24', '198.51.100.0/24', 'ipv4'],
    ['a single IPv6 address', '2001:db8::1', '2001:db8::1', 'ipv6'],
    ['an IPv6 range', '2001:db8::/48', '2001:db8::/48', 'ipv6'],
    ['the widest IPv4 range that is not /0', '0.0.0.0/1', '0.0.0.0/1', 'ipv4'],
  ] as const)('keeps %s as written', expectAccepted);

  it.each([
    ['a /32 is written as a bare address', '203.0.113.7/32', '203.0.113.7', 'ipv4'],
    ['a /128 is written as a bare address', '2001:db8::1/128', '2001:db8::1', 'ipv6'],
    ['host bits are cleared', '198.51.100.77/24', '198.51.100.0/24', 'ipv4'],
    ['IPv6 host bits are cleared', '2001:db8:1:2::5/48', '2001:db8:1::/48', 'ipv6'],
    ['an IPv6 address is written in its short form', '2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1', 'ipv6'],
    ['surrounding spaces from a paste are dropped', '  10.1.2.3/8\n', '10.0.0.0/8', 'ipv4'],
  ] as const)('normalises like the emulator: %s', expectAccepted);

  it('gives two spellings of one range the same value, so a duplicate can be spotted', () => {
    const a = parseIpListEntry('10.0.0.0/8');
    const b = parseIpListEntry('10.20.30.40/8');
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
  });
});

describe('parseIpListEntry: refused entries', () => {
  it('asks for an entry when the field is empty', () => {
    expect(parseIpListEntry('   ')).toEqual({ ok: false, problem: expect.stringContaining('Enter an IP address') });
  });

  it.each([
    ['a host name', 'example.com'],
    ['an IPv4 octet above 255', '203.0.113.256'],
    ['a prefix longer than the family allows', '203.0.113.0/33'],
    ['a range written with a dash', '203.0.113.1-203.0.113.9'],
    ['an IPv4 octet with a leading zero', '010.0.0.1'],
  ])('refuses %s, quoting what was typed', (_, text) => {
    const result = parseIpListEntry(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(text);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/0'])('refuses %s because it would match every address', (text) => {
    expect(parseIpListEntry(text)).toEqual({ ok: false, problem: expect.stringContaining('/0') });
  });
});
