import { describe, expect, it } from 'vitest';
import { compareAddresses, readIpVersion, versionOf, versionOfAddress } from './ipVersion';

describe('readIpVersion', () => {
  it.each([
    ['ipv4', 'ipv4'],
    ['ipv6', 'ipv6'],
    ['v4', 'ipv4'],
    ['v6', 'ipv6'],
    ['IPv6', 'ipv6'],
    [4, 'ipv4'],
    [6, 'ipv6'],
  ] as const)('reads %s as %s', (value, version) => {
    expect(readIpVersion(value)).toBe(version);
  });

  it('says nothing for anything else', () => {
    expect(readIpVersion('ipv5')).toBeNull();
    expect(readIpVersion(undefined)).toBeNull();
    expect(readIpVersion(null)).toBeNull();
  });
});

describe('versionOf', () => {
  it('takes the declared version in either spelling', () => {
    expect(versionOf('v6', '2001:db8::/48')).toBe('ipv6');
    expect(versionOf('ipv6', '2001:db8::/48')).toBe('ipv6');
  });

  it('falls back to the address when the server declares none it knows', () => {
    expect(versionOf(undefined, '2001:db8::/64')).toBe('ipv6');
    expect(versionOf('', '198.51.100.0/24')).toBe('ipv4');
    expect(versionOfAddress('not an address')).toBeNull();
  });
});

describe('compareAddresses', () => {
  it('orders numerically, IPv4 before IPv6, unreadable last', () => {
    const sorted = ['2001:db8::/64', 'x', '10.0.0.2', '9.255.255.255', '10.0.0.0/8', '2001:db8::1'].sort(
      compareAddresses,
    );
    expect(sorted).toEqual(['9.255.255.255', '10.0.0.0/8', '10.0.0.2', '2001:db8::/64', '2001:db8::1', 'x']);
  });
});
