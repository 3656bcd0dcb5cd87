import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cidrToString, formatIp, isPrivateIpv4Network, parseCidr, parseIp, type Cidr } from './ip';
import { itAnswersAllNamed } from '../test/answerTables';

const bytes = (...values: number[]) => Uint8Array.from(values);

/** IPv6 bytes from eight 16-bit groups. */
function groupsToBytes(groups: readonly number[]): Uint8Array {
  return Uint8Array.from(groups.flatMap((group) => [group >> 8, group & 0xff]));
}

/** The WHATWG URL serialiser is RFC 5952-compliant for addresses without embedded IPv4, so it is an independent oracle. */
function urlCanonical(address: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => ((address[2 * i]! << 8) | address[2 * i + 1]!).toString(16));
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1);
}

function mustParseCidr(text: string, opts?: { requirePrefix?: boolean }): Cidr {
  const cidr = parseCidr(text, opts);
  if (cidr === null) throw new Error(`expected ${text} to parse`);
  return cidr;
}

describe('parseIp: IPv4', () => {
  it.each([
    ['0.0.0.0', [0, 0, 0, 0]],
    ['127.0.0.1', [127, 0, 0, 1]],
    ['192.168.1.10', [192, 168, 1, 10]],
    ['255.255.255.255', [255, 255, 255, 255]],
    ['10.0.100.200', [10, 0, 100, 200]],
  ])('parses %s', (text, expected) => {
    expect(parseIp(text)).toEqual({ family: 4, bytes: Uint8Array.from(expected) });
  });

  itAnswersAllNamed(parseIp, null, 'rejects %s', [
    ['an empty string', ''],
    ['an octet above 255', '256.1.1.1'],
    ['a four-digit octet', '1.1.1.1000'],
    ['a leading zero, which some tools read as octal', '010.0.0.1'],
    ['a zero-padded zero', '1.00.2.3'],
    ['three parts', '1.2.3'],
    ['five parts', '1.2.3.4.5'],
    ['an empty part', '1..2.3'],
    ['a trailing dot', '1.2.3.4.'],
    ['a sign', '+1.2.3.4'],
    ['a negative octet', '1.2.3.-4'],
    ['leading whitespace', ' 1.2.3.4'],
    ['a trailing newline', '1.2.3.4\n'],
    ['a single 32-bit number', '16909060'],
    ['hex octets', '0x7f.0.0.1'],
    ['a port', '1.2.3.4:80'],
    ['a prefix', '1.2.3.4/32'],
    ['fullwidth digits', '１.2.3.4'],
  ]);
});

describe('parseIp: IPv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8::1', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
    ['2001:DB8:0:0:8:800:200C:417A', [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', [0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329]],
    ['FF01::101', [0xff01, 0, 0, 0, 0, 0, 0, 0x101]],
    ['fe80::1:2', [0xfe80, 0, 0, 0, 0, 0, 1, 2]],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['::2:3:4:5:6:7:8', [0, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3::5:6:7:8', [1, 2, 3, 0, 5, 6, 7, 8]],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]],
    ['::FFFF:129.144.52.38', [0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426]],
    ['::13.1.68.3', [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]],
    ['0:0:0:0:0:0:13.1.68.3', [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]],
    ['64:ff9b::192.0.2.33', [0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]],
    ['1:2:3:4:5::1.2.3.4', [1, 2, 3, 4, 5, 0, 0x0102, 0x0304]],
  ])('parses %s', (text, groups) => {
    expect(parseIp(text)).toEqual({ family: 6, bytes: groupsToBytes(groups) });
  });

  itAnswersAllNamed(parseIp, null, 'rejects %s', [
    ['a single colon', ':'],
    ['three colons', ':::'],
    ['two double colons', '1::2::3'],
    ['a leading single colon', ':1:2:3:4:5:6:7'],
    ['a trailing single colon', '1:2:3:4:5:6:7:'],
    ['seven groups without ::', '1:2:3:4:5:6:7'],
    ['nine groups', '1:2:3:4:5:6:7:8:9'],
    [':: standing for no groups', '1:2:3:4::5:6:7:8'],
    [':: at the end of eight groups', '1:2:3:4:5:6:7:8::'],
    ['a five-digit group', '12345::1'],
    ['a non-hex digit', '2001:db8::g'],
    ['a zone id', 'fe80::1%eth0'],
    ['brackets', '[::1]'],
    ['a prefix', '::1/128'],
    ['whitespace', ' ::1'],
    ['embedded IPv4 not at the end', '::1.2.3.4:1'],
    ['embedded IPv4 with too many groups', '1:2:3:4:5:6:7:1.2.3.4'],
    ['embedded IPv4 with too few groups and no ::', '1:2:3:4:5:1.2.3.4'],
    ['embedded IPv4 with a leading zero', '::ffff:01.2.3.4'],
    ['embedded IPv4 with an octet above 255', '::ffff:1.2.3.256'],
    ['embedded IPv4 before ::', '1.2.3.4::'],
    ['a truncated embedded IPv4', '::ffff:1.2.3'],
    ['a group with a sign', '::+1'],
  ]);

  it('parses every textual form of random addresses to the same bytes', () => {
    for (let i = 0; i < 200; i++) {
      const address = new Uint8Array(randomBytes(16));
      // Zero out a random run so compression actually happens.
      const start = Math.floor(Math.random() * 8);
      const length = Math.floor(Math.random() * (9 - start));
      address.fill(0, 2 * start, 2 * (start + length));
      const groups = Array.from({ length: 8 }, (_, g) => (address[2 * g]! << 8) | address[2 * g + 1]!);
      const padded = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
      const upper = groups.map((group) => group.toString(16).toUpperCase()).join(':');
      const dotted = `${groups
        .slice(0, 6)
        .map((group) => group.toString(16))
        .join(':')}:${Array.from(address.subarray(12)).join('.')}`;
      for (const text of [padded, upper, dotted, formatIp(6, address), urlCanonical(address)]) {
        expect(parseIp(text), text).toEqual({ family: 6, bytes: address });
      }
    }
  });
});

describe('formatIp', () => {
  it('formats IPv4 as a dotted quad', () => {
    expect(formatIp(4, bytes(192, 0, 2, 1))).toBe('192.0.2.1');
    expect(formatIp(4, bytes(0, 0, 0, 0))).toBe('0.0.0.0');
  });

  // Examples from RFC 5952 §4.
  it.each([
    [[0x2001, 0xdb8, 0, 0, 0, 0, 2, 1], '2001:db8::2:1'],
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    [[0x2001, 0, 0, 1, 0, 0, 0, 1], '2001:0:0:1::1'],
    [[0x2001, 0xdb8, 0xaaaa, 0xbbbb, 0xcccc, 0xdddd, 0xeeee, 0xaaaa], '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    [[0x2001, 0xdb8, 0, 0, 0, 0, 0, 1], '2001:db8::1'],
    // Edge cases: compression at either end, runs of one, ties.
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[0xfe80, 0, 0, 0, 0, 0, 0, 0], 'fe80::'],
    [[0, 0, 1, 0, 0, 0, 0, 0], '0:0:1::'],
    [[0, 1, 0, 1, 0, 1, 0, 1], '0:1:0:1:0:1:0:1'],
    [[1, 0, 0, 2, 0, 0, 0, 3], '1:0:0:2::3'],
    [[0xabcd, 0xef01, 0, 0, 0, 0, 0, 0xff], 'abcd:ef01::ff'],
  ])('formats %j as %s', (groups, expected) => {
    expect(formatIp(6, groupsToBytes(groups))).toBe(expected);
  });

  it('writes IPv4-mapped addresses in mixed notation, as RFC 5952 §5 recommends', () => {
    expect(formatIp(6, groupsToBytes([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]))).toBe('::ffff:192.0.2.1');
    expect(formatIp(6, groupsToBytes([0, 0, 0, 0, 0, 0xffff, 0, 0]))).toBe('::ffff:0.0.0.0');
  });

  it('keeps hex notation for other addresses ending in what looks like IPv4', () => {
    expect(formatIp(6, groupsToBytes([0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]))).toBe('::d01:4403');
    expect(formatIp(6, groupsToBytes([0, 0, 0, 0, 0xffff, 0, 0x0102, 0x0304]))).toBe('::ffff:0:102:304');
    expect(formatIp(6, groupsToBytes([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]))).toBe('64:ff9b::c000:221');
  });

  it('agrees with the WHATWG URL serialiser on random addresses', () => {
    for (let i = 0; i < 500; i++) {
      const address = new Uint8Array(randomBytes(16));
      // Zero random groups so that runs of various lengths and ties occur.
      for (let g = 0; g < 8; g++) if (Math.random() < 0.5) address.fill(0, 2 * g, 2 * g + 2);
      if (address.subarray(0, 10).every((b) => b === 0) && address[10] === 0xff && address[11] === 0xff) continue;
      expect(formatIp(6, address)).toBe(urlCanonical(address));
    }
  });

  it('round-trips through parseIp', () => {
    for (const text of ['::', '::1', '2001:db8::1:0:0:1', '::ffff:10.1.2.3', '10.1.2.3', 'fe80::1:2']) {
      const ip = parseIp(text);
      expect(ip && formatIp(ip.family, ip.bytes)).toBe(text);
    }
  });

  it('throws when the byte count does not match the family', () => {
    expect(() => formatIp(4, new Uint8Array(16))).toThrow(RangeError);
    expect(() => formatIp(6, new Uint8Array(4))).toThrow(RangeError);
    expect(() => formatIp(4, new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('parseCidr', () => {
  it.each([
    [
      'parses an IPv4 network and keeps the address as typed, canonically',
      '10.1.2.3/8',
      { family: 4, network: '10.0.0.0', prefix: 8, address: '10.1.2.3', hostBitsSet: true },
    ],
    [
      'reports no host bits for an exact network address',
      '192.168.0.0/16',
      { family: 4, network: '192.168.0.0', prefix: 16, address: '192.168.0.0', hostBitsSet: false },
    ],
    [
      'canonicalises IPv6 input',
      '2001:0DB8:0000::0001/32',
      { family: 6, network: '2001:db8::', prefix: 32, address: '2001:db8::1', hostBitsSet: true },
    ],
  ])('%s', (_, text, cidr) => {
    expect(parseCidr(text)).toEqual(cidr);
  });

  it.each([
    ['192.168.1.255/25', '192.168.1.128'],
    ['192.168.1.127/25', '192.168.1.0'],
    ['255.255.255.255/1', '128.0.0.0'],
    ['255.255.255.255/31', '255.255.255.254'],
    ['172.31.200.9/12', '172.16.0.0'],
    ['8.8.8.8/0', '0.0.0.0'],
    ['ffff:ffff::/17', 'ffff:8000::'],
    ['2001:db8:abcd:12ff::/57', '2001:db8:abcd:1280::'],
    ['fe80::1:2:3:4/64', 'fe80::'],
    ['2001:db8::ffff/127', '2001:db8::fffe'],
    ['::ffff:10.1.2.3/104', '::ffff:10.0.0.0'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/0', '::'],
  ])('clears the host bits of %s to %s', (text, network) => {
    expect(mustParseCidr(text).network).toBe(network);
  });

  it('treats a bare address as a single host', () => {
    expect(parseCidr('203.0.113.7')).toEqual({
      family: 4,
      network: '203.0.113.7',
      prefix: 32,
      address: '203.0.113.7',
      hostBitsSet: false,
    });
    expect(mustParseCidr('2001:db8::7').prefix).toBe(128);
  });

  it('refuses a bare address when a prefix is required', () => {
    expect(parseCidr('203.0.113.7', { requirePrefix: true })).toBeNull();
    expect(parseCidr('2001:db8::7', { requirePrefix: true })).toBeNull();
    expect(mustParseCidr('203.0.113.0/24', { requirePrefix: true }).prefix).toBe(24);
    expect(mustParseCidr('203.0.113.7', { requirePrefix: false }).prefix).toBe(32);
  });

  it('accepts the extreme prefix lengths', () => {
    expect(mustParseCidr('0.0.0.0/0').prefix).toBe(0);
    expect(mustParseCidr('1.2.3.4/32').hostBitsSet).toBe(false);
    expect(mustParseCidr('::/0').network).toBe('::');
    expect(mustParseCidr('::1/128').hostBitsSet).toBe(false);
  });

  itAnswersAllNamed(parseCidr, null, 'rejects %s', [
    ['an IPv4 prefix above 32', '1.2.3.4/33'],
    ['an IPv6 prefix above 128', '::1/129'],
    ['a prefix with a leading zero', '10.0.0.0/08'],
    ['a zero-padded zero prefix', '0.0.0.0/00'],
    ['a signed prefix', '10.0.0.0/+8'],
    ['a negative prefix', '10.0.0.0/-1'],
    ['an empty prefix', '10.0.0.0/'],
    ['a missing address', '/8'],
    ['two slashes', '10.0.0.0/8/8'],
    ['spaces around the slash', '10.0.0.0 / 8'],
    ['a netmask instead of a length', '10.0.0.0/255.0.0.0'],
    ['a hex prefix', '10.0.0.0/0x8'],
    ['a fractional prefix', '10.0.0.0/8.0'],
    ['a huge prefix', '10.0.0.0/99999999999999999999'],
    ['an invalid address', '10.0.0/8'],
    ['an empty string', ''],
    ['an IPv6 zone id', 'fe80::1%eth0/64'],
  ]);
});

describe('cidrToString', () => {
  it('joins the network and prefix', () => {
    expect(cidrToString({ network: '10.0.0.0', prefix: 8 })).toBe('10.0.0.0/8');
    expect(cidrToString({ network: '2001:db8::', prefix: 32 })).toBe('2001:db8::/32');
  });

  it('gives the canonical network text for a parsed CIDR', () => {
    expect(cidrToString(mustParseCidr('10.1.2.3/8'))).toBe('10.0.0.0/8');
    expect(cidrToString(mustParseCidr('2001:DB8:0::1'))).toBe('2001:db8::1/128');
    expect(parseCidr(cidrToString(mustParseCidr('172.20.5.5/14')))?.hostBitsSet).toBe(false);
  });
});

describe('isPrivateIpv4Network', () => {
  it.each([
    '10.0.0.0/8',
    '10.1.0.0/16',
    '10.255.255.255',
    '172.16.0.0/12',
    '172.31.255.0/24',
    '172.20.1.2/32',
    '192.168.0.0/16',
    '192.168.1.7',
    '192.168.100.0/22',
  ])('is true for %s', (text) => {
    expect(isPrivateIpv4Network(mustParseCidr(text))).toBe(true);
  });

  it.each([
    ['a public address', '8.8.8.8'],
    ['the whole address space', '0.0.0.0/0'],
    ['a network wider than 10/8', '10.0.0.0/7'],
    ['a network wider than 172.16/12', '172.16.0.0/11'],
    ['a network wider than 192.168/16', '192.168.0.0/15'],
    ['the block after 10/8', '11.0.0.0/8'],
    ['just above 172.16/12', '172.32.0.0/16'],
    ['just below 172.16/12', '172.15.255.255'],
    ['just above 192.168/16', '192.169.0.0/16'],
    ['loopback', '127.0.0.1'],
    ['link-local', '169.254.1.1'],
    ['carrier-grade NAT space', '100.64.0.0/10'],
    ['an IPv4-mapped IPv6 private address', '::ffff:10.0.0.1'],
    ['an IPv6 unique local network', 'fd00::/8'],
  ])('is false for %s', (_name, text) => {
    expect(isPrivateIpv4Network(mustParseCidr(text))).toBe(false);
  });
});
