import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { errorCode, errorMessage } from './errorText';

describe('errorCode', () => {
  it('shows the server’s code for support', () => {
    expect(errorCode(new ApiError({ status: 403, code: 'RESERVED_IP_QUOTA_EXCEEDED' }))).toBe('RESERVED_IP_QUOTA_EXCEEDED');
  });

  it('never shows a raw status for an answer without a code', () => {
    const error = new ApiError({ status: 404, code: 'HTTP_404', message: 'This VPC no longer exists, or belongs to another team.' });
    expect(errorCode(error)).toBeUndefined();
    expect(errorMessage(error)).toBe('This VPC no longer exists, or belongs to another team.');
  });
});
