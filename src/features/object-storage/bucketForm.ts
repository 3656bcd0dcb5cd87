import { placeRefusal } from '../../api/errors/refusals';
import { bucketNameProblemMessage, checkBucketName } from '../../lib/bucketName';
import type { PlacedError } from '../../ui/form/useForm';

export interface BucketFormValues {
  name: string;
  versioning: boolean;
  objectLock: boolean;
}

export const EMPTY_BUCKET_FORM: BucketFormValues = { name: '', versioning: false, objectLock: false };

/** Object lock needs versioning: switching lock on turns versioning on (and it stays on while locked). */
export function setObjectLock(values: BucketFormValues, objectLock: boolean): BucketFormValues {
  return { ...values, objectLock, versioning: objectLock ? true : values.versioning };
}

/** Versioning cannot be switched off while object lock is on. */
export function setVersioning(values: BucketFormValues, versioning: boolean): BucketFormValues {
  if (values.objectLock && !versioning) return values;
  return { ...values, versioning };
}

export const VERSIONING_LOCKED_REASON = 'Object lock needs versioning, so versioning stays on while object lock is on.';

/**
 * What is wrong with the name as typed, judged live. Nothing is said about an empty field until the
 * user tries to create (`submitted`); the name is not trimmed, because a space is itself a mistake.
 */
export function bucketNameError(name: string, submitted: boolean): string | undefined {
  if (name === '') return submitted ? 'Enter a name for the bucket.' : undefined;
  const problem = checkBucketName(name);
  return problem === null ? undefined : bucketNameProblemMessage(problem);
}

/** The body of endpoint 19. Object lock always travels with versioning. */
export function bucketRequest(values: BucketFormValues): {
  bucket_name: string;
  versioning: boolean;
  object_lock: boolean;
} {
  return {
    bucket_name: values.name,
    versioning: values.versioning || values.objectLock,
    object_lock: values.objectLock,
  };
}

export type BucketField = 'name' | 'versioning';

/** Where a refusal of endpoint 19 belongs: on the field its code is about, else above the buttons. */
export function placeBucketError(error: unknown): PlacedError<BucketField> {
  return placeRefusal(error, {
    byCode: {
      INVALID_BUCKET_NAME: 'name',
      BUCKET_ALREADY_EXISTS: 'name',
      OBJECT_LOCK_REQUIRES_VERSIONING: 'versioning',
    },
    // The API names none of these with a code: a bare 400 is an invalid or taken name, or too many buckets.
    byCodelessStatus: { 400: 'name' },
  });
}
