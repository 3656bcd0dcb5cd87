import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { render } from '@testing-library/react';
import { errorCode, errorMessage } from '../../lib/errorText';
import { FormError } from './FormError';

describe('errorCode', () => {
  it('shows the server’s code for support', () => {
    expect(errorCode(new ApiError({ status: 403, code: 'RESERVED_IP_QUOTA_EXCEEDED' }))).toBe(
      'RESERVED_IP_QUOTA_EXCEEDED',
    );
  });

  it('never shows a raw status for an answer without a code', () => {
    const error = new ApiError({
      status: 404,
      code: 'HTTP_404',
      message: 'This VPC no longer exists, or belongs to another team.',
    });
    expect(errorCode(error)).toBeUndefined();
    expect(errorMessage(error)).toBe('This VPC no longer exists, or belongs to another team.');
  });
});

describe('FormError', () => {
  it('follows the sentence with the server’s code, but never with a bare status', () => {
    const { container, rerender } = render(
      <FormError code="INSUFFICIENT_BALANCE">Your account balance is too low.</FormError>,
    );
    expect(container.textContent).toBe('Your account balance is too low.(INSUFFICIENT_BALANCE)');
    rerender(<FormError code="HTTP_404">That location was not found.</FormError>);
    expect(container.textContent).toBe('That location was not found.');
  });
});
