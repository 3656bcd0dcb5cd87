import { describe, expect, it } from 'vitest';
import { parseVpcSubnetInput, vpcCidr } from './vpcSubnet';

describe('vpcCidr', () => {
  it('joins the API fields into the CIDR a user reads', () => {
    expect(vpcCidr('10.0.0.0', '24')).toBe('10.0.0.0/24');
  });

  it('reads a mask sent as a number the same way', () => {
    expect(vpcCidr('192.168.4.0', 22)).toBe('192.168.4.0/22');
  });
});

describe('parseVpcSubnetInput: accepted networks', () => {
  it.each([
    ['10.0.0.0/24', '10.0.0.0', '24'],
    ['172.16.0.0/12', '172.16.0.0', '12'],
    ['172.31.255.0/24', '172.31.255.0', '24'],
    ['192.168.0.0/16', '192.168.0.0', '16'],
    ['10.0.0.0/8', '10.0.0.0', '8'],
    ['10.0.0.248/29', '10.0.0.248', '29'],
    ['  10.10.0.0/20 ', '10.10.0.0', '20'],
  ])('%s → the two API fields', (text, v4_subnet, v4_subnet_mask) => {
    expect(parseVpcSubnetInput(text)).toEqual({ ok: true, v4_subnet, v4_subnet_mask });
  });
});

describe('parseVpcSubnetInput: refused input, with a message that says what to do', () => {
  function problemOf(text: string): string {
    const result = parseVpcSubnetInput(text);
    if (result.ok) throw new Error(`expected ${text} to be refused`);
    return result.problem;
  }

  it('asks for a network when the field is empty', () => {
    expect(problemOf('')).toMatch(/Enter a private IPv4 network.*10\.0\.0\.0\/24/);
  });

  it('asks for the prefix when only an address is typed, suggesting one', () => {
    expect(problemOf('10.0.0.0')).toContain('10.0.0.0/24');
  });

  it('says VPCs are IPv4 only when an IPv6 network is typed', () => {
    expect(problemOf('fd00::/64')).toContain('IPv4 only');
  });

  it.each(['10.0.0.0/7', '10.0.0.0/30', '10.0.0.0/32', '10.0.0.0/0'])(
    'refuses the size of %s, giving the range',
    (text) => {
      expect(problemOf(text)).toContain('between /8 and /29');
    },
  );

  it.each([
    ['a public network', '203.0.113.0/24'],
    ['a network wider than 172.16.0.0/12', '172.0.0.0/8'],
    ['a neighbour of 172.16.0.0/12', '172.32.0.0/16'],
    ['carrier-grade NAT space, which is not RFC 1918', '100.64.0.0/10'],
  ])('refuses %s and lists the private ranges', (_, text) => {
    expect(problemOf(text)).toContain('10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16');
  });

  it('explains set host bits and suggests the network address', () => {
    const problem = problemOf('10.0.0.5/24');
    expect(problem).toContain('host bits');
    expect(problem).toContain('10.0.0.0/24');
  });

  it.each(['10.0.0.0/24/8', '10.0.0/24', '10.0.0.0/ 24', 'my-network'])('refuses the malformed %s', (text) => {
    expect(problemOf(text)).toContain('not an IPv4 network');
  });
});
