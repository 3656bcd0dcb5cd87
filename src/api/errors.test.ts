import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, messageForCode } from './errorCodes';
import { errorFromResponse, isExtensionAbsent, parseRetryAfter } from './errors';

describe('error codes', () => {
  it('explains each of the spec’s four codes in a sentence', () => {
    for (const code of ['IP_NAME_TOO_LONG', 'INSUFFICIENT_BALANCE', 'RESERVED_IP_QUOTA_EXCEEDED', 'UNABLE_TO_DETACH_PRIMARY_IP']) {
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

describe('errorFromResponse', () => {
  it('reads the err code', () => {
    expect(errorFromResponse(400, { err: 'DUPLICATE_RULE' })).toMatchObject({ status: 400, code: 'DUPLICATE_RULE' });
  });

  it('names the status when the body has no code', () => {
    const error = errorFromResponse(502, '<html>bad gateway</html>');
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toMatch(/gateway/i);
  });
});

describe('isExtensionAbsent', () => {
  it('is true for 405, 501 and a bare 404', () => {
    expect(isExtensionAbsent(errorFromResponse(405, undefined))).toBe(true);
    expect(isExtensionAbsent(errorFromResponse(501, undefined))).toBe(true);
    expect(isExtensionAbsent(errorFromResponse(404, undefined))).toBe(true);
  });

  it('is false for a missing resource and for other errors', () => {
    expect(isExtensionAbsent(errorFromResponse(404, { err: 'NOT_FOUND' }))).toBe(false);
    expect(isExtensionAbsent(errorFromResponse(500, undefined))).toBe(false);
    expect(isExtensionAbsent(new Error('x'))).toBe(false);
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
