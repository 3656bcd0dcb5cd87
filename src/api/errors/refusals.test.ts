import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { placeRefusal } from './refusals';

const fields = {
  byCode: { NAME_TOO_LONG: 'name', INVALID_SUBNET: 'subnet' },
  byCodelessStatus: { 400: 'name' },
} as const;

describe('placeRefusal', () => {
  it('puts a refusal on the field its code names, in the words of the error', () => {
    expect(placeRefusal(new ApiError({ status: 400, code: 'INVALID_SUBNET' }), fields)).toEqual({
      field: 'subnet',
      code: 'INVALID_SUBNET',
      message: new ApiError({ status: 400, code: 'INVALID_SUBNET' }).message,
    });
  });

  it('puts a code-less refusal on the field its status names', () => {
    const error = new ApiError({ status: 400, code: 'HTTP_400', message: 'The name is taken.' });
    expect(placeRefusal(error, fields)).toEqual({ field: 'name', code: 'HTTP_400', message: 'The name is taken.' });
    const notFound = new ApiError({ status: 404, code: 'HTTP_404', message: 'Gone.' });
    expect(placeRefusal(notFound, fields)).toEqual({ field: 'form', code: 'HTTP_404', message: 'Gone.' });
  });

  it('uses the form’s own words for a code when it has them', () => {
    const error = new ApiError({ status: 400, code: 'NAME_TOO_LONG' });
    expect(placeRefusal(error, fields, { NAME_TOO_LONG: 'Shorter, please.' }).message).toBe('Shorter, please.');
  });

  it('puts an unknown code or a failure without an answer on the form', () => {
    expect(placeRefusal(new ApiError({ status: 409, code: 'SOMETHING_NEW' }), fields).field).toBe('form');
    expect(placeRefusal(new TypeError('offline'), fields)).toEqual({
      field: 'form',
      message: 'offline',
      code: undefined,
    });
  });
});
