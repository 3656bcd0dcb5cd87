import { objectStorageRequests, useCreateBucket } from '../../api/resources/objectStorage';
import { describePlanned } from '../../api/http/apiRequest';
import type { AccessKey } from '../../api/types';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { TextField } from '../../ui/controls/TextField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import {
  bucketNameError,
  bucketRequest,
  EMPTY_BUCKET_FORM,
  placeBucketError,
  setObjectLock,
  setVersioning,
  VERSIONING_LOCKED_REASON,
} from './bucketForm';
import { Switch } from './Switch';

type CreateBucketFormProps = TeamFormProps<{
  serviceId: string;
  /** The new bucket's keys: shown once by the caller, never stored. */
  onCreated: (bucket: string, keys: AccessKey[]) => void;
}>;

function CreateBucketForm({ teamId, serviceId, onClose, onCreated }: CreateBucketFormProps) {
  const create = useCreateBucket(teamId, serviceId);
  const form = useForm({
    initial: EMPTY_BUCKET_FORM,
    check: (values) => checked({ name: bucketNameError(values.name, true) }, bucketRequest(values)),
    // The name is judged as it is typed; an empty one once the user tries to create.
    judge: { name: 'as-typed' },
    send: async (body) => onCreated(body.bucket_name, await create.mutateAsync(body)),
    placeError: placeBucketError,
  });
  const { values } = form;

  return (
    <DialogForm
      form={form}
      submitLabel="Create bucket"
      onCancel={onClose}
      request={form.body && describePlanned(objectStorageRequests.createBucket(teamId, serviceId, form.body))}
    >
      <TextField
        {...form.field('name')}
        label="Bucket name"
        description="3–63 lowercase letters, digits, hyphens and dots; starts and ends with a letter or digit."
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
          error={form.errorOf('versioning')}
          onChange={(event) => form.change(setVersioning(values, event.target.checked), 'versioning')}
        />
        <Switch
          label="Object lock"
          description="Allow write-once-read-many retention, so locked objects cannot be deleted or overwritten. Needs versioning."
          checked={values.objectLock}
          onChange={(event) => form.change(setObjectLock(values, event.target.checked), 'versioning')}
        />
      </div>
    </DialogForm>
  );
}

export const CreateBucketDialog = formDialog(
  { title: 'Create bucket', description: 'A bucket holds objects; it comes with its own access key.' },
  CreateBucketForm,
);
