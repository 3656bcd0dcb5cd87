import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import {
  bucketNameError,
  bucketRequest,
  EMPTY_BUCKET_FORM,
  placeBucketError,
  setObjectLock,
  setVersioning,
} from './bucketForm';

describe('versioning and object lock', () => {
  it('switching object lock on turns versioning on, and versioning cannot be switched off under it', () => {
    const locked = setObjectLock(EMPTY_BUCKET_FORM, true);
    expect(locked).toMatchObject({ objectLock: true, versioning: true });
    expect(setVersioning(locked, false)).toEqual(locked);
  });

  it('switching object lock off leaves versioning as it is, free to change', () => {
    const unlocked = setObjectLock(setObjectLock(EMPTY_BUCKET_FORM, true), false);
    expect(unlocked).toMatchObject({ objectLock: false, versioning: true });
    expect(setVersioning(unlocked, false).versioning).toBe(false);
  });
});

describe('bucketRequest', () => {
  it('maps the form to endpoint 19, object lock always with versioning', () => {
    expect(bucketRequest({ name: 'logs', versioning: false, objectLock: false })).toEqual({
      bucket_name: 'logs',
      versioning: false,
      object_lock: false,
    });
    expect(bucketRequest({ name: 'vault', versioning: false, objectLock: true })).toEqual({
      bucket_name: 'vault',
      versioning: true,
      object_lock: true,
    });
  });
});

describe('bucketNameError', () => {
  it('says nothing about an empty field until submit', () => {
    expect(bucketNameError('', false)).toBeUndefined();
    expect(bucketNameError('', true)).toMatch(/Enter a name/);
  });

  it('refuses uppercase, IP addresses and short names live', () => {
    expect(bucketNameError('My-Bucket', false)).toMatch(/lowercase/);
    expect(bucketNameError('192.168.5.4', false)).toMatch(/IP address/);
    expect(bucketNameError('ab', false)).toMatch(/3 to 63/);
    expect(bucketNameError(' logs', false)).toMatch(/lowercase/);
    expect(bucketNameError('my.bucket-2', false)).toBeUndefined();
  });
});

describe('placeBucketError', () => {
  it('puts name and versioning refusals on their fields', () => {
    expect(placeBucketError(new ApiError({ status: 409, code: 'BUCKET_ALREADY_EXISTS' }))).toMatchObject({
      field: 'name',
      message: expect.stringMatching(/already exists/),
    });
    expect(placeBucketError(new ApiError({ status: 400, code: 'INVALID_BUCKET_NAME' })).field).toBe('name');
    expect(placeBucketError(new ApiError({ status: 400, code: 'OBJECT_LOCK_REQUIRES_VERSIONING' })).field).toBe(
      'versioning',
    );
  });

  it('puts anything else on the form', () => {
    expect(placeBucketError(new ApiError({ status: 404, code: 'NOT_FOUND' })).field).toBe('form');
    expect(placeBucketError(new TypeError('offline'))).toEqual({ field: 'form', message: 'offline', code: undefined });
  });

  it('puts a code-less 400 on the name and a 404 above the buttons, in the operation’s words', () => {
    const template = '/object-storage/{service_id}/buckets';
    expect(placeBucketError(codelessError('POST', template, 400))).toEqual({
      field: 'name',
      code: 'HTTP_400',
      message:
        'The bucket was refused: the name is not valid, a bucket with this name already exists, or the service holds too many buckets.',
    });
    expect(placeBucketError(codelessError('POST', template, 404))).toEqual(
      formLevelRefusal(404, centralSentence('POST', template, 404)),
    );
    expect(centralSentence('POST', template, 404)).toBe(
      'This object storage service no longer exists, or belongs to another team.',
    );
  });
});
