import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import { keyUpdate } from './keyUpdate';
import { placeApiError } from './formErrors';

describe('placeApiError', () => {
  it('puts key and name errors on their fields with the plain sentence', () => {
    expect(placeApiError(new ApiError({ status: 400, code: 'INVALID_SSH_KEY' }))).toMatchObject({
      field: 'ssh_key',
      code: 'INVALID_SSH_KEY',
      message: expect.stringContaining('not a valid SSH public key'),
    });
    expect(placeApiError(new ApiError({ status: 400, code: 'NAME_TOO_LONG' })).field).toBe('name');
  });

  it('puts anything else on the form, unknown codes included', () => {
    expect(placeApiError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' })).field).toBe('form');
    expect(placeApiError(new ApiError({ status: 400, code: 'SOMETHING_NEW' }))).toEqual({
      field: 'form',
      code: 'SOMETHING_NEW',
      message: 'SOMETHING_NEW',
    });
    expect(placeApiError(new TypeError('boom'))).toEqual({ field: 'form', code: undefined, message: 'boom' });
  });
});

describe('keyUpdate', () => {
  const original = { name: 'laptop', ssh_key: 'ssh-ed25519 AAAA x\n' };

  it('is null when nothing changed (a stored trailing newline does not count)', () => {
    expect(keyUpdate(original, { name: 'laptop', ssh_key: 'ssh-ed25519 AAAA x' })).toBeNull();
  });

  it('sends the name and the key together, whatever changed', () => {
    expect(keyUpdate(original, { name: 'desk', ssh_key: 'ssh-ed25519 AAAA x' })).toEqual({
      name: 'desk',
      ssh_key: 'ssh-ed25519 AAAA x',
    });
    expect(keyUpdate(original, { name: 'laptop', ssh_key: 'ssh-ed25519 BBBB y' })).toEqual({
      name: 'laptop',
      ssh_key: 'ssh-ed25519 BBBB y',
    });
  });

  it('puts a code-less refusal above the buttons, in the operation’s own words', () => {
    expect(placeApiError(codelessError('POST', '/ssh_keys', 400))).toEqual(
      formLevelRefusal(400, centralSentence('POST', '/ssh_keys', 400)),
    );
    expect(placeApiError(codelessError('PATCH', '/ssh_keys/{ssh_key_id}', 400))).toEqual(
      formLevelRefusal(400, 'The change was refused: the key needs a name and a whole, valid public key line.'),
    );
    expect(placeApiError(codelessError('PATCH', '/ssh_keys/{ssh_key_id}', 404))).toEqual(
      formLevelRefusal(404, 'This SSH key no longer exists, or belongs to another team.'),
    );
  });
});
