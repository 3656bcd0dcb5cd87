import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateBucket } from '../../api/objectStorage';
import type { AccessKey } from '../../api/types';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import {
  bucketNameError,
  bucketRequest,
  EMPTY_BUCKET_FORM,
  placeBucketError,
  setObjectLock,
  setVersioning,
  VERSIONING_LOCKED_REASON,
  type BucketFormValues,
  type PlacedBucketError,
} from './bucketForm';
import { Switch } from './Switch';

export function CreateBucketDialog({
  teamId,
  serviceId,
  open,
  onClose,
  onCreated,
}: {
  teamId: string;
  serviceId: string;
  open: boolean;
  onClose: () => void;
  /** The new bucket's keys: shown once by the caller, never stored. */
  onCreated: (bucket: string, keys: AccessKey[]) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create bucket"
      description="A bucket holds objects; it comes with its own access key."
    >
      <CreateBucketForm teamId={teamId} serviceId={serviceId} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function CreateBucketForm({
  teamId,
  serviceId,
  onClose,
  onCreated,
}: {
  teamId: string;
  serviceId: string;
  onClose: () => void;
  onCreated: (bucket: string, keys: AccessKey[]) => void;
}) {
  const create = useCreateBucket(teamId, serviceId);
  const [values, setValues] = useState<BucketFormValues>(EMPTY_BUCKET_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedBucketError | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (serverError?.field === 'name') nameRef.current?.focus();
  }, [serverError]);

  const nameProblem = bucketNameError(values.name, submitted);
  const nameError = nameProblem ?? (serverError?.field === 'name' ? serverError.message : undefined);
  const versioningError = serverError?.field === 'versioning' ? serverError.message : undefined;

  const update = (next: BucketFormValues, field: 'name' | 'versioning') => {
    setValues(next);
    // The refusal was about what the user has just changed; it no longer applies.
    if (serverError?.field === field) setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (bucketNameError(values.name, true) !== undefined) {
      nameRef.current?.focus();
      return;
    }
    setServerError(null);
    const body = bucketRequest(values);
    create.mutate(body, {
      onSuccess: (keys) => onCreated(body.bucket_name, keys),
      onError: (error) => setServerError(placeBucketError(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={nameRef}
          label="Bucket name"
          description="3–63 lowercase letters, digits, hyphens and dots; starts and ends with a letter or digit."
          value={values.name}
          onChange={(event) => update({ ...values, name: event.target.value }, 'name')}
          error={nameError}
          required
          mono
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={255}
          placeholder="my-bucket"
        />
        <div className="flex flex-col gap-2">
          <Switch
            label="Versioning"
            description="Keep every version of an object, so overwritten and deleted objects can be recovered."
            checked={values.versioning || values.objectLock}
            disabled={values.objectLock}
            lockedReason={values.objectLock ? VERSIONING_LOCKED_REASON : undefined}
            error={versioningError}
            onChange={(event) => update(setVersioning(values, event.target.checked), 'versioning')}
          />
          <Switch
            label="Object lock"
            description="Allow write-once-read-many retention, so locked objects cannot be deleted or overwritten. Needs versioning."
            checked={values.objectLock}
            onChange={(event) => update(setObjectLock(values, event.target.checked), 'versioning')}
          />
        </div>
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Create bucket" pending={create.isPending} />
    </form>
  );
}
