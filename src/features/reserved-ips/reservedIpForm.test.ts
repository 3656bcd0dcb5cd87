import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import {
  anchorOf,
  attachCandidates,
  reservationKind,
  anchorProblem,
  convertRequest,
  createRequest,
  placeAttachError,
  placeConvertError,
  placeCreateError,
  placeRenameError,
  releaseErrorMessage,
  renameProblem,
} from './reservedIpForm';

const err = (code: string, status = 400) => new ApiError({ status, code });

describe('convert form', () => {
  it('sends a trimmed IPv4 and name', () => {
    expect(convertRequest({ ip_address: ' 192.0.2.11 ', name: ' web-2 ' })).toEqual({
      ok: true,
      body: { ip_address: '192.0.2.11', name: 'web-2' },
    });
  });

  it('explains what is not an IPv4 address before sending', () => {
    const check = (ip_address: string) => {
      const result = convertRequest({ ip_address, name: 'x' });
      return result.ok ? null : result.problems.ip_address;
    };
    expect(check('')).toMatch(/Enter/);
    expect(check('192.0.2')).toMatch(/not an IPv4 address/);
    expect(check('2001:db8::1')).toMatch(/not an IPv6/);
  });

  it('does not refuse a long name itself: the server decides (the spec names no limit)', () => {
    expect(convertRequest({ ip_address: '192.0.2.11', name: 'n'.repeat(80) }).ok).toBe(true);
  });

  it('leaves the name out when none is given (the server names it after the address)', () => {
    expect(convertRequest({ ip_address: '192.0.2.11', name: ' ' })).toEqual({
      ok: true,
      body: { ip_address: '192.0.2.11' },
    });
  });

  it('puts a code-less 404 (not a primary IP, VM not active, or already reserved) on the address, in the operation’s words', () => {
    expect(placeConvertError(codelessError('POST', '/network/reserved_ips/convert', 404))).toEqual({
      field: 'ip_address',
      code: 'HTTP_404',
      message: 'That address is not the primary IP of an active VM in this team, or it is already reserved.',
    });
  });

  it('puts each spec and emulator code where it belongs', () => {
    expect(placeConvertError(err('IP_NAME_TOO_LONG'))).toMatchObject({
      field: 'name',
      message: expect.stringMatching(/64 characters or fewer/),
    });
    for (const code of ['INVALID_IP_ADDRESS', 'IP_NOT_PRIMARY', 'IP_ALREADY_RESERVED'])
      expect(placeConvertError(err(code)).field).toBe('ip_address');
    expect(placeConvertError(err('INSUFFICIENT_BALANCE'))).toMatchObject({
      field: 'form',
      message: expect.stringMatching(/balance is too low/),
    });
    expect(placeConvertError(err('RESERVED_IP_QUOTA_EXCEEDED'))).toMatchObject({
      field: 'form',
      message: expect.stringMatching(/quota/),
    });
  });
});

describe('create form', () => {
  it('sends ip_type as ipv4 or ipv6, and a name only when one is given', () => {
    expect(createRequest({ location: ' Sydney ', name: '', ip_type: 'ipv4' })).toEqual({
      ok: true,
      body: { location: 'Sydney', ip_type: 'ipv4' },
    });
    expect(createRequest({ location: 'Sydney', name: ' edge ', ip_type: 'ipv6' })).toEqual({
      ok: true,
      body: { location: 'Sydney', name: 'edge', ip_type: 'ipv6' },
    });
  });

  it('asks for a location only', () => {
    expect(createRequest({ location: ' ', name: 'x', ip_type: 'ipv4' })).toEqual({
      ok: false,
      problems: { location: 'Choose or type a location.' },
    });
  });

  it('shows a code-less refusal above the buttons, in the operation’s words', () => {
    expect(placeCreateError(codelessError('POST', '/network/reserved_ips', 400), 'Sydney')).toEqual(
      formLevelRefusal(400, 'The server refused this reservation. Check the location and name, then try again.'),
    );
  });
});

describe('rename form', () => {
  it('still asks for a name, and places code-less refusals', () => {
    expect(renameProblem(' ')).toMatch(/Enter a name/);
    const item = '/network/reserved_ips/{reserved_ip_id}';
    expect(placeRenameError(codelessError('PATCH', item, 400))).toEqual({
      field: 'name',
      code: 'HTTP_400',
      message: centralSentence('PATCH', item, 400),
    });
    expect(placeRenameError(codelessError('PATCH', item, 404))).toEqual(
      formLevelRefusal(404, 'This reserved IP no longer exists, or it is not active.'),
    );
  });
});

describe('create and attach errors', () => {
  it('names the location the server refused', () => {
    expect(placeCreateError(err('UNSUPPORTED_LOCATION'), 'London')).toMatchObject({
      field: 'location',
      message: expect.stringContaining('London'),
    });
    expect(placeCreateError(err('RESOURCE_NOT_AVAILABLE'), 'Singapore')).toMatchObject({
      field: 'location',
      message: expect.stringContaining('No free address is left in Singapore'),
    });
    expect(placeCreateError(err('NOT_SUPPORTED'), 'Amsterdam').field).toBe('ip_type');
  });

  it('shows a code-less 404 on attach above the buttons, in the operation’s words', () => {
    expect(
      placeAttachError(codelessError('PATCH', '/network/reserved_ips/{reserved_ip_id}', 404), 'Frankfurt'),
    ).toEqual(formLevelRefusal(404, 'This reserved IP no longer exists, or it is not active.'));
  });

  it('puts attach refusals about the VM on the VM field', () => {
    expect(placeAttachError(err('INVALID_LOCATION'), 'Frankfurt')).toMatchObject({
      field: 'vm',
      message: expect.stringContaining('in Frankfurt'),
    });
    expect(placeAttachError(err('NO_ANCHOR_IP'), 'Frankfurt').field).toBe('vm');
    expect(placeAttachError(err('RESERVED_IP_ALREADY_ATTACHED'), 'Frankfurt')).toMatchObject({
      field: 'form',
      message: expect.stringMatching(/Detach it first/),
    });
    expect(anchorProblem('')).toMatch(/Enter/);
    expect(anchorProblem('2001:db8::5', 'ipv6')).toBeUndefined();
    expect(anchorProblem('192.0.2.5')).toBeUndefined();
    expect(anchorProblem('vm-1')).toMatch(/not an IP address/);
  });

  it('says which VM holds a primary IP that cannot be released', () => {
    expect(releaseErrorMessage(err('UNABLE_TO_DETACH_PRIMARY_IP'), 'web-1')).toMatch(/primary address of web-1/);
    expect(releaseErrorMessage(err('NOT_FOUND', 404), undefined)).toMatch(/no longer exists/);
    const item = '/network/reserved_ips/{reserved_ip_id}';
    expect(releaseErrorMessage(codelessError('DELETE', item, 404), undefined)).toBe(
      'This reserved IP no longer exists, or it was already released.',
    );
    // Detaching is a change of the reserved IP: its 404 is the change's.
    expect(releaseErrorMessage(codelessError('PATCH', item, 404), 'web-1')).toBe(centralSentence('PATCH', item, 404));
  });
});

describe('reserved-IP kinds', () => {
  const dualStack = { id: 'a', location: 'Amsterdam', main_ipv4: '192.0.2.10', main_ipv6: '2001:db8:10::10' };
  const v4Only = { id: 'b', location: 'amsterdam', main_ipv4: '192.0.2.11', main_ipv6: '' };
  const vms = [
    dualStack,
    v4Only,
    { id: 'c', location: 'Frankfurt', main_ipv4: '192.0.2.30', main_ipv6: '2001:db8:20::30' },
    { id: 'd', location: null, main_ipv4: '192.0.2.40', main_ipv6: '2001:db8:30::40' },
  ];

  it('tells a reservation’s version from its address', () => {
    expect(reservationKind({ ip_addr: '203.0.113.10' })).toBe('ipv4');
    expect(reservationKind({ ip_addr: '2001:db8:ff00::' })).toBe('ipv6');
  });

  it('offers only VMs of the location with an address of the reservation’s version', () => {
    const ids = (ip_addr: string) => attachCandidates(vms, { ip_addr, location: 'Amsterdam' }).map((vm) => vm.id);
    expect(ids('203.0.113.10')).toEqual(['a', 'b', 'd']);
    expect(ids('2001:db8:ff00::')).toEqual(['a', 'd']);
  });

  it('routes to the VM’s address of that version', () => {
    expect(anchorOf(dualStack, 'ipv6')).toBe('2001:db8:10::10');
    expect(anchorOf(dualStack, 'ipv4')).toBe('192.0.2.10');
    expect(anchorOf(v4Only, 'ipv6')).toBeNull();
  });

  it('asks for a typed anchor of the reservation’s version', () => {
    expect(anchorProblem('192.0.2.10', 'ipv6')).toBe('This reserved IP is IPv6: enter the VM’s IPv6 address.');
    expect(anchorProblem('2001:db8::1', 'ipv6')).toBeUndefined();
    expect(anchorProblem('', 'ipv6')).toBe('Enter the IPv6 address of the VM to attach to.');
  });

  it('refuses before sending a version the location refused earlier in the session', () => {
    const refused = (location: string, kind: string) => location === 'Singapore' && kind === 'ipv6';
    expect(createRequest({ location: 'Singapore', name: '', ip_type: 'ipv6' }, refused)).toEqual({
      ok: false,
      problems: {
        ip_type: 'IPv6 cannot be reserved in Singapore: the server refused it earlier in this session. Choose IPv4.',
      },
    });
    expect(createRequest({ location: 'Singapore', name: '', ip_type: 'ipv4' }, refused).ok).toBe(true);
  });
});
