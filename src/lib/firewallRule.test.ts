import { describe, expect, it } from 'vitest';
import {
  describePort,
  describeProtocol,
  describeRuleSource,
  IMPLICIT_DROP_RULES,
  ipListIdOf,
  isSpecialSubnet,
  ruleIpType,
  SPECIAL_SUBNETS,
  validateRuleDraft,
  type FirewallRuleLike,
  type RuleDraft,
  type RuleDraftResult,
} from './firewallRule';
import { itAnswers } from '../test/answerTables';

const OFFICE_LIST_ID = '7c1d2a9e-5b0f-4e8a-9c3d-2f1e0a6b4d58';

function draft(overrides: Partial<RuleDraft> = {}): RuleDraft {
  return {
    protocol: 'tcp',
    port: '22',
    source: { kind: 'address', text: '198.51.100.0/28' },
    desc: 'SSH from the office',
    ...overrides,
  };
}

/** The default draft with its source typed into the address field, checked against no rules yet. */
const validateAddress = (text: string) => validateRuleDraft(draft({ source: { kind: 'address', text } }), []);

function accepted(result: RuleDraftResult) {
  if (!result.ok) throw new Error(`expected the draft to be accepted, got ${JSON.stringify(result.errors)}`);
  return result;
}

function refused(result: RuleDraftResult) {
  if (result.ok) throw new Error(`expected the draft to be refused, got ${JSON.stringify(result.body)}`);
  return result.errors;
}

describe('SPECIAL_SUBNETS', () => {
  it('offers exactly the five provider names, spelt as the API expects', () => {
    expect(SPECIAL_SUBNETS.map((special) => special.value)).toEqual([
      'Cloudflare',
      'Onidel',
      'HetrixTools',
      'CloudFront',
      'UptimeRobot',
    ]);
  });

  it('says what each provider is', () => {
    expect(Object.fromEntries(SPECIAL_SUBNETS.map((special) => [special.value, special.description]))).toEqual({
      Cloudflare: 'CDN/proxy',
      Onidel: 'hosting provider',
      HetrixTools: 'uptime/monitoring',
      CloudFront: 'CDN',
      UptimeRobot: 'uptime monitoring',
    });
  });

  it('recognises only the exact spelling', () => {
    expect(isSpecialSubnet('Cloudflare')).toBe(true);
    expect(isSpecialSubnet('cloudflare')).toBe(false);
    expect(isSpecialSubnet('Fastly')).toBe(false);
  });
});

describe('validateRuleDraft: the request body', () => {
  it('sends an IPv4 CIDR as the network address and its prefix, without the /len, and no ip_type', () => {
    expect(accepted(validateRuleDraft(draft(), []))).toEqual({
      ok: true,
      body: {
        protocol: 'tcp',
        port: '22',
        subnet: '198.51.100.0',
        subnet_size: '28',
        desc: 'SSH from the office',
      },
      ipType: 'v4',
      notices: [],
    });
  });

  it('sends subnet_size as a numeric string, which both API revisions accept', () => {
    const { body } = accepted(validateRuleDraft(draft(), []));
    expect(typeof body.subnet_size).toBe('string');
    expect(Number(body.subnet_size)).toBe(28);
  });

  it('sends a bare IPv4 address with subnet_size "32"', () => {
    const { body } = accepted(validateAddress('203.0.113.7'));
    expect(body).toMatchObject({ subnet: '203.0.113.7', subnet_size: '32' });
  });

  it('sends a bare IPv6 address with subnet_size "128", in its short form', () => {
    const result = accepted(validateAddress('2001:DB8:0:0:0:0:0:1'));
    expect(result.body).toEqual({
      protocol: 'tcp',
      port: '22',
      subnet: '2001:db8::1',
      subnet_size: '128',
      desc: 'SSH from the office',
    });
    expect(result.ipType).toBe('v6');
  });

  it('sends a port range in the canonical low:high form', () => {
    const { body } = accepted(validateRuleDraft(draft({ port: ' 08000:8080 ' }), []));
    expect(body.port).toBe('8000:8080');
  });

  it('sends a UDP rule like a TCP one', () => {
    const { body } = accepted(validateRuleDraft(draft({ protocol: 'udp', port: '51820' }), []));
    expect(body).toMatchObject({ protocol: 'udp', port: '51820' });
  });

  it('omits the port for icmp, even if one was left in the field', () => {
    const { body } = accepted(validateRuleDraft(draft({ protocol: 'icmp', port: '22' }), []));
    expect(body).not.toHaveProperty('port');
    expect(body.protocol).toBe('icmp');
  });

  it('sends a provider range by name with subnet_size "0"', () => {
    const { body } = accepted(
      validateRuleDraft(draft({ port: '443', source: { kind: 'special', name: 'Cloudflare' } }), []),
    );
    expect(body).toMatchObject({ subnet: 'Cloudflare', subnet_size: '0' });
  });

  it('sends an IP list as list:<uuid> with subnet_size "0"', () => {
    const { body } = accepted(validateRuleDraft(draft({ source: { kind: 'ipList', listId: OFFICE_LIST_ID } }), []));
    expect(body).toMatchObject({ subnet: `list:${OFFICE_LIST_ID}`, subnet_size: '0' });
  });

  it('leaves the version of a provider range or IP list to the server', () => {
    const result = accepted(
      validateRuleDraft(draft({ port: '443', source: { kind: 'special', name: 'UptimeRobot' } }), []),
    );
    expect(result.body).not.toHaveProperty('ip_type');
    expect(result.ipType).toBeNull();
  });

  it('trims the description and leaves it out when empty', () => {
    expect(accepted(validateRuleDraft(draft({ desc: '  Web  ' }), [])).body.desc).toBe('Web');
    expect(accepted(validateRuleDraft(draft({ desc: '   ' }), [])).body).not.toHaveProperty('desc');
  });

  it('trims spaces around a pasted address', () => {
    const { body } = accepted(validateAddress(' 203.0.113.7\n'));
    expect(body.subnet).toBe('203.0.113.7');
  });
});

describe('validateRuleDraft: notices', () => {
  it('clears host bits and says which network will be stored', () => {
    const result = accepted(validateAddress('10.1.2.3/8'));
    expect(result.body).toMatchObject({ subnet: '10.0.0.0', subnet_size: '8' });
    expect(result.notices).toEqual(['Host bits are set: 10.0.0.0/8 will be stored.']);
  });

  it('clears IPv6 host bits the same way', () => {
    const result = accepted(validateAddress('2001:db8::1/64'));
    expect(result.body).toMatchObject({ subnet: '2001:db8::', subnet_size: '64' });
    expect(result.notices).toEqual(['Host bits are set: 2001:db8::/64 will be stored.']);
  });

  it('points out that a /0 source opens the port to everyone', () => {
    const result = accepted(
      validateRuleDraft(draft({ port: '80', source: { kind: 'address', text: '0.0.0.0/0' } }), []),
    );
    expect(result.body).toMatchObject({ subnet: '0.0.0.0', subnet_size: '0' });
    expect(result.notices).toEqual(['This rule allows every IPv4 address (0.0.0.0/0).']);
  });
});

describe('validateRuleDraft: field errors', () => {
  it.each([
    ['an empty port', '', 'Enter a port'],
    ['a service name', 'ssh', 'Enter a port number'],
    ['a dash range', '8000-8080', 'written with a colon'],
    ['port 0', '0', 'between 1 and 65535'],
    ['a port above 65535', '70000', 'between 1 and 65535'],
    ['a reversed range', '8080:8000', 'must not be greater'],
  ])('explains %s on a TCP rule', (_, port, message) => {
    expect(refused(validateRuleDraft(draft({ port }), [])).port).toContain(message);
  });

  it('takes IPv4 and IPv6 addresses alike: the address says the version', () => {
    expect(accepted(validateAddress('2001:db8::/32')).ipType).toBe('v6');
    expect(accepted(validateAddress('203.0.113.7')).ipType).toBe('v4');
  });

  it('asks for an address when the field is empty, with an example of each family', () => {
    expect(refused(validateAddress(' ')).source).toBe(
      'Enter an IPv4 or IPv6 address or CIDR range, such as 203.0.113.0/24 or 2001:db8::/32.',
    );
  });

  it.each([
    ['a host name', 'office.example.com'],
    ['an octet above 255', '203.0.113.300'],
    ['an address range with a dash', '203.0.113.1-203.0.113.9'],
  ])('refuses %s, quoting it', (_, text) => {
    expect(refused(validateAddress(text)).source).toBe(
      `${text} is not an IP address or CIDR range. Use a form such as 203.0.113.0/24 or 2001:db8::/32.`,
    );
  });

  it('explains a prefix that is too long for the family', () => {
    expect(refused(validateAddress('203.0.113.0/33')).source).toBe(
      'The prefix length after the slash must be a whole number from 0 to 32.',
    );
  });

  it('sends a provider name typed as an address to the provider picker', () => {
    expect(refused(validateAddress('cloudflare')).source).toContain('Cloudflare is a provider range');
  });

  it('sends a list: source typed as an address to the IP list picker', () => {
    expect(refused(validateAddress(`list:${OFFICE_LIST_ID}`)).source).toContain('choose it under "IP list"');
  });

  it('asks for an IP list when none is chosen or the id is not a UUID', () => {
    expect(refused(validateRuleDraft(draft({ source: { kind: 'ipList', listId: '' } }), [])).source).toBe(
      'Choose an IP list.',
    );
    expect(refused(validateRuleDraft(draft({ source: { kind: 'ipList', listId: 'office' } }), [])).source).toBe(
      'Choose an IP list.',
    );
  });

  it('refuses a provider name outside the five, which the API would reject', () => {
    const source = { kind: 'special', name: 'Fastly' } as unknown as RuleDraft['source'];
    expect(refused(validateRuleDraft(draft({ source }), [])).source).toBe('Choose a provider.');
  });

  it('allows a description of exactly 255 characters', () => {
    expect(validateRuleDraft(draft({ desc: 'a'.repeat(255) }), []).ok).toBe(true);
  });

  it('refuses 256 characters, saying how many there are', () => {
    expect(refused(validateRuleDraft(draft({ desc: 'a'.repeat(256) }), [])).desc).toBe(
      'The description can have at most 255 characters; it has 256.',
    );
  });

  it('counts an emoji as one character, as the emulator does', () => {
    // 255 emoji are 510 UTF-16 code units but 255 characters.
    expect(validateRuleDraft(draft({ desc: '🔥'.repeat(255) }), []).ok).toBe(true);
    expect(refused(validateRuleDraft(draft({ desc: '🔥'.repeat(256) }), [])).desc).toContain('it has 256');
  });

  it('reports every bad field at once', () => {
    const errors = refused(
      validateRuleDraft(draft({ port: 'abc', source: { kind: 'address', text: 'nope' }, desc: 'x'.repeat(300) }), []),
    );
    expect(Object.keys(errors).sort()).toEqual(['desc', 'port', 'source']);
  });
});

describe('validateRuleDraft: duplicates', () => {
  const stored: FirewallRuleLike[] = [
    { ip_type: 'v4', protocol: 'tcp', port: '22', subnet: '198.51.100.0', subnet_size: '28' },
    { ip_type: 'v4', protocol: 'tcp', port: '80', subnet: '0.0.0.0', subnet_size: 0 },
    { ip_type: 'v6', protocol: 'ipv6-icmp', port: '', subnet: '::', subnet_size: '0' },
    { ip_type: 'v4', protocol: 'tcp', port: '8443', subnet: 'Cloudflare', subnet_size: '0' },
    { ip_type: 'v4', protocol: 'tcp', port: '9100', subnet: `list:${OFFICE_LIST_ID.toUpperCase()}`, subnet_size: '0' },
    { ip_type: 'v4', protocol: 'udp', port: '8000:8080', subnet: '10.10.0.0', subnet_size: 24 },
  ];

  function formError(overrides: Partial<RuleDraft>): string | undefined {
    const result = validateRuleDraft(draft(overrides), stored);
    return result.ok ? undefined : result.errors.form;
  }

  it('refuses the same rule again, whatever its description', () => {
    expect(formError({ desc: 'another description' })).toMatch(/^An identical rule already exists/);
  });

  it('sees the same network written with host bits as a duplicate', () => {
    expect(formError({ source: { kind: 'address', text: '198.51.100.9/28' } })).toMatch(
      /^An identical rule already exists/,
    );
  });

  it('matches a stored subnet_size that is a number', () => {
    expect(formError({ port: '80', source: { kind: 'address', text: '0.0.0.0/0' } })).toMatch(/^An identical rule/);
    expect(
      formError({ protocol: 'udp', port: '8000:8080', source: { kind: 'address', text: '10.10.0.0/24' } }),
    ).toMatch(/^An identical rule/);
  });

  it('treats icmp on a v6 rule as the stored ipv6-icmp rule', () => {
    expect(formError({ protocol: 'icmp', port: '', source: { kind: 'address', text: '::/0' } })).toMatch(
      /^An identical rule/,
    );
  });

  it('finds duplicate provider and IP list rules, ignoring the case of the list id', () => {
    expect(formError({ port: '8443', source: { kind: 'special', name: 'Cloudflare' } })).toMatch(/^An identical rule/);
    expect(formError({ port: '9100', source: { kind: 'ipList', listId: OFFICE_LIST_ID } })).toMatch(
      /^An identical rule/,
    );
  });

  it('finds a provider rule the server filed under IPv6 (a draft cannot choose the version)', () => {
    const filedAsV6: FirewallRuleLike[] = [
      { ip_type: 'v6', protocol: 'tcp', port: '443', subnet: 'Cloudflare', subnet_size: 0 },
    ];
    expect(
      validateRuleDraft(draft({ port: '443', source: { kind: 'special', name: 'Cloudflare' } }), filedAsV6).ok,
    ).toBe(false);
  });

  it('matches a stored subnet that carries its own /len', () => {
    const withCidr: FirewallRuleLike[] = [
      { ip_type: 'v4', protocol: 'tcp', port: '22', subnet: '198.51.100.0/28', subnet_size: '28' },
    ];
    expect(validateRuleDraft(draft(), withCidr).ok).toBe(false);
  });

  it.each([
    ['another port', { port: '2222' }],
    ['another protocol', { protocol: 'udp' as const }],
    ['another prefix', { source: { kind: 'address' as const, text: '198.51.100.0/27' } }],
    ['another provider', { port: '8443', source: { kind: 'special' as const, name: 'CloudFront' as const } }],
    ['the other IP version', { port: '80', source: { kind: 'address' as const, text: '::/0' } }],
    [
      'icmp on IPv4 when only the IPv6 one exists',
      { protocol: 'icmp' as const, source: { kind: 'address' as const, text: '0.0.0.0/0' } },
    ],
    [
      'a port range that only overlaps',
      { protocol: 'udp' as const, port: '8000:8081', source: { kind: 'address' as const, text: '10.10.0.0/24' } },
    ],
  ])('accepts a rule that differs by %s', (_, overrides) => {
    expect(validateRuleDraft(draft(overrides), stored).ok).toBe(true);
  });

  it('does not run the duplicate check while a field is still invalid', () => {
    const errors = refused(validateRuleDraft(draft({ desc: 'x'.repeat(256) }), stored));
    expect(errors.form).toBeUndefined();
    expect(errors.desc).toBeDefined();
  });
});

describe('ruleIpType', () => {
  it('reads ip_type in either spelling, ipv6-icmp as v6, else the subnet', () => {
    expect(ruleIpType({ ip_type: 'v6', protocol: 'tcp', subnet: 'Cloudflare' })).toBe('v6');
    expect(ruleIpType({ ip_type: 'ipv6', protocol: 'tcp', subnet: 'Cloudflare' })).toBe('v6');
    expect(ruleIpType({ protocol: 'ipv6-icmp', subnet: 'Cloudflare' })).toBe('v6');
    expect(ruleIpType({ protocol: 'tcp', subnet: '2001:db8::' })).toBe('v6');
    expect(ruleIpType({ protocol: 'tcp', subnet: 'Cloudflare' })).toBe('v4');
  });
});

describe('describeRuleSource', () => {
  const names: Record<string, string> = { [OFFICE_LIST_ID]: 'Office' };
  const lookUp = (id: string) => names[id];

  it.each([
    ['an IPv4 network', { subnet: '203.0.113.0', subnet_size: '24' }, '203.0.113.0/24'],
    ['a single IPv4 host', { subnet: '203.0.113.7', subnet_size: '32' }, '203.0.113.7/32'],
    ['everyone over IPv4', { subnet: '0.0.0.0', subnet_size: '0' }, '0.0.0.0/0'],
    ['an IPv6 network with a numeric size', { subnet: '2001:db8::', subnet_size: 32 }, '2001:db8::/32'],
    ['a subnet that already carries its /len', { subnet: '10.0.0.0/8', subnet_size: '8' }, '10.0.0.0/8'],
    ['Cloudflare', { subnet: 'Cloudflare', subnet_size: '0' }, 'Cloudflare (CDN/proxy)'],
    ['HetrixTools', { subnet: 'HetrixTools', subnet_size: '0' }, 'HetrixTools (uptime/monitoring)'],
  ])('shows %s', (_, rule, text) => {
    expect(describeRuleSource(rule, lookUp)).toBe(text);
  });

  it('names an IP list', () => {
    expect(describeRuleSource({ subnet: `list:${OFFICE_LIST_ID}`, subnet_size: '0' }, lookUp)).toBe('IP list Office');
  });

  it('falls back to the list id when the list is unknown or no lookup is given', () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(describeRuleSource({ subnet: `list:${unknown}`, subnet_size: '0' }, lookUp)).toBe(`IP list ${unknown}`);
    expect(describeRuleSource({ subnet: `list:${OFFICE_LIST_ID}`, subnet_size: '0' })).toBe(
      `IP list ${OFFICE_LIST_ID}`,
    );
  });

  it('shows an unrecognised subnet as it is rather than hiding it', () => {
    expect(describeRuleSource({ subnet: 'SomeNewProvider', subnet_size: '0' })).toBe('SomeNewProvider');
  });

  it('reads the IP list id of a list source', () => {
    expect(ipListIdOf(`list:${OFFICE_LIST_ID}`)).toBe(OFFICE_LIST_ID);
    expect(ipListIdOf('10.0.0.0')).toBeNull();
  });
});

describe('describePort and describeProtocol', () => {
  itAnswers(describePort, '%o → %s', [
    [{ protocol: 'tcp', port: '22' }, '22'],
    [{ protocol: 'udp', port: '8000:8080' }, '8000–8080'],
    [{ protocol: 'tcp', port: '443:443' }, '443'],
    [{ protocol: 'icmp', port: '' }, 'All'],
    [{ protocol: 'ipv6-icmp', port: '' }, 'All'],
    [{ protocol: 'tcp', port: '' }, 'All'],
    [{ protocol: 'tcp', port: 'weird' }, 'weird'],
  ]);

  it.each([
    ['tcp', 'TCP'],
    ['udp', 'UDP'],
    ['icmp', 'ICMP'],
    ['ipv6-icmp', 'ICMP'],
  ])('%s reads %s', (protocol, text) => {
    expect(describeProtocol({ protocol })).toBe(text);
  });
});

describe('IMPLICIT_DROP_RULES', () => {
  it('ends every group with one drop-everything row per IP version', () => {
    expect(
      IMPLICIT_DROP_RULES.map((rule) => [rule.ipType, rule.action, rule.protocol, rule.port, rule.source]),
    ).toEqual([
      ['v4', 'drop', 'All', 'All', 'Any (0.0.0.0/0)'],
      ['v6', 'drop', 'All', 'All', 'Any (::/0)'],
    ]);
  });

  it('says the rows are permanent', () => {
    for (const rule of IMPLICIT_DROP_RULES) expect(rule.desc).toContain('Permanent');
  });

  it('uses keys that cannot collide with a rule id', () => {
    expect(new Set(IMPLICIT_DROP_RULES.map((rule) => rule.key)).size).toBe(2);
    for (const rule of IMPLICIT_DROP_RULES) expect(rule.key).not.toMatch(/^[0-9a-f]{8}-/);
  });
});
