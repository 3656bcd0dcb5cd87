import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, messageForCode } from '../../contract/errorCodes';
import { errorFromResponse } from './errorWording';
import { isNotFound, isOperationAbsent, markOperationAbsent, parseRetryAfter } from './errors';
import { operationOf } from './operationErrors';

describe('error codes', () => {
  it('explains each of the spec’s four codes in a sentence', () => {
    for (const code of [
      'IP_NAME_TOO_LONG',
      'INSUFFICIENT_BALANCE',
      'RESERVED_IP_QUOTA_EXCEEDED',
      'UNABLE_TO_DETACH_PRIMARY_IP',
    ]) {
      expect(messageForCode(code)).not.toBe(code);
      expect(messageForCode(code)).toMatch(/\.$/);
    }
  });

  it('gives every known code a distinct, full sentence', () => {
    const sentences = Object.values(ERROR_MESSAGES);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*[.!]$/);
  });

  it('shows an unknown code as itself', () => {
    expect(messageForCode('BRAND_NEW_CODE')).toBe('BRAND_NEW_CODE');
  });
});

const ITEM = '3f1c2b9e-7a4d-4e21-9c3b-5d6e7f8a9b0c';
const op = (method: string, path: string) => operationOf(method, `http://api.test${path}`, 'http://api.test');

describe('errorFromResponse', () => {
  it('reads the err code', () => {
    expect(errorFromResponse(400, { err: 'DUPLICATE_RULE' })).toMatchObject({ status: 400, code: 'DUPLICATE_RULE' });
  });

  it('reads a code under "error" too, but not a sentence there', () => {
    expect(errorFromResponse(403, { error: 'RESERVED_IP_QUOTA_EXCEEDED' }).code).toBe('RESERVED_IP_QUOTA_EXCEEDED');
    expect(errorFromResponse(400, { error: 'name is bad' }).code).toBe('HTTP_400');
  });

  it('names the status when the body has no code', () => {
    const error = errorFromResponse(502, '<html>bad gateway</html>');
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toMatch(/gateway/i);
  });

  it('explains a code-less answer by its operation, and keeps HTTP_<status> as the code', () => {
    const error = errorFromResponse(404, undefined, undefined, op('POST', '/network/reserved_ips/convert'));
    expect(error).toMatchObject({ status: 404, code: 'HTTP_404' });
    expect(error.message).toBe(
      'That address is not the primary IP of an active VM in this team, or it is already reserved.',
    );
    expect(error.operation).toEqual({ method: 'POST', template: '/network/reserved_ips/convert', item: false });
  });

  it('a code wins over the operation’s sentence', () => {
    const error = errorFromResponse(
      403,
      { err: 'RESERVED_IP_QUOTA_EXCEEDED' },
      undefined,
      op('POST', '/network/reserved_ips/convert'),
    );
    expect(error.message).toMatch(/reserved IP quota/);
  });

  it('never shows a raw status, even for one it has no words for', () => {
    expect(errorFromResponse(418, undefined).message).not.toMatch(/418/);
  });
});

describe('isOperationAbsent', () => {
  it('is true for 405 and 501, wherever they come from', () => {
    expect(isOperationAbsent(errorFromResponse(405, undefined, undefined, op('GET', `/ssh_keys/${ITEM}`)))).toBe(true);
    expect(isOperationAbsent(errorFromResponse(501, undefined, undefined, op('DELETE', `/ssh_keys/${ITEM}`)))).toBe(
      true,
    );
    expect(isOperationAbsent(errorFromResponse(405, undefined))).toBe(true);
  });

  it('is true for a bare 404 on a collection path', () => {
    expect(isOperationAbsent(errorFromResponse(404, undefined, undefined, op('GET', '/network/firewalls')))).toBe(true);
    expect(isOperationAbsent(errorFromResponse(404, '', undefined, op('GET', '/network/ip_lists')))).toBe(true);
  });

  it('is false for a bare 404 on an item path: the item is missing', () => {
    for (const path of [
      `/ssh_keys/${ITEM}`,
      `/network/ip_lists/${ITEM}`,
      `/network/firewalls/${ITEM}/rules`,
      `/vm/${ITEM}`,
    ]) {
      const error = errorFromResponse(404, undefined, undefined, op('GET', path));
      expect(isOperationAbsent(error)).toBe(false);
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('is false for a 404 the operation documents a meaning for (an unknown location, an address not to convert)', () => {
    expect(isOperationAbsent(errorFromResponse(404, undefined, undefined, op('POST', '/network/vpcs')))).toBe(false);
    expect(
      isOperationAbsent(errorFromResponse(404, undefined, undefined, op('POST', '/network/reserved_ips/convert'))),
    ).toBe(false);
  });

  it('is false for a 404 with a code, for a 404 of an unknown operation, and for other errors', () => {
    expect(
      isOperationAbsent(errorFromResponse(404, { err: 'NOT_FOUND' }, undefined, op('GET', '/network/firewalls'))),
    ).toBe(false);
    expect(isOperationAbsent(errorFromResponse(404, undefined))).toBe(false);
    expect(isOperationAbsent(errorFromResponse(500, undefined, undefined, op('GET', '/network/firewalls')))).toBe(
      false,
    );
    expect(isOperationAbsent(new Error('x'))).toBe(false);
  });

  it('is true for an error the capability check judged absent', () => {
    const error = errorFromResponse(404, undefined, undefined, op('GET', `/vm/${ITEM}`));
    markOperationAbsent(error);
    expect(isOperationAbsent(error)).toBe(true);
    expect(isNotFound(error)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
