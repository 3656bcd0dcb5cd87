import { useEffect, useRef, useState } from 'react';
import { measuredBootRequests, useUploadMeasuredBootImage } from '../../api/resources/measuredBootImages';
import { ApiRequestView } from '../../ui/form/ApiRequestView';
import type { MeasuredBootImage } from '../../api/types';
import type { UploadProgress } from '../../api/http/upload';
import { formatBytes } from '../../lib/format';
import { Button } from '../../ui/controls/Button';
import { CharacterCounter } from '../../ui/controls/CharacterCounter';
import { controlClasses, Field } from '../../ui/controls/Field';
import { FormError } from '../../ui/feedback/FormError';
import { DialogBody, DialogFooter } from '../../ui/dialogs/Dialog';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { useForm } from '../../ui/form/useForm';
import { ProgressBar } from '../../ui/feedback/ProgressBar';
import { TextArea } from '../../ui/controls/TextArea';
import {
  EMPTY_UPLOAD,
  IMAGE_DESCRIPTION_MAX,
  placeUploadError,
  uploadImageRequest,
  uploadPercent,
  type UploadImageField,
} from './uploadForm';

type UploadImageFormProps = TeamFormProps<{ onUploaded: (image: MeasuredBootImage) => void }>;

const CANCELLED = 'The upload was cancelled. Choose Upload to send the file again.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function UploadImageForm({ teamId, onClose, onUploaded }: UploadImageFormProps) {
  const upload = useUploadMeasuredBootImage(teamId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => controller.current?.abort(), []);

  const form = useForm({
    initial: EMPTY_UPLOAD,
    check: uploadImageRequest,
    judge: { description: 'as-typed', file: 'as-typed' },
    send: async (body) => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ loaded: 0, total: body.file.size });
      try {
        onUploaded(await upload.mutateAsync({ ...body, signal: abort.signal, onProgress: setProgress }));
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    placeError: (error) =>
      isAbort(error) ? { field: 'form' as UploadImageField | 'form', message: CANCELLED } : placeUploadError(error),
  });
  const { file } = form.values;
  const percent = uploadPercent(progress);
  const uploading = form.pending;

  return (
    <form onSubmit={form.onSubmit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <Field
          label="UKI file"
          required
          description="A unified kernel image (usually *.efi). The provider limits its size but does not publish the limit: a file over it is refused once sent."
          error={form.errorOf('file')}
          hint={
            file ? (
              <p className="text-xs text-fg-subtle">
                <bdi>{file.name}</bdi>, {formatBytes(file.size)}
              </p>
            ) : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('file')}
              type="file"
              disabled={uploading}
              onChange={(event) => form.set('file', event.target.files?.[0] ?? null)}
              className={controlClasses(
                'h-auto py-1.5 text-[13px] file:mr-3 file:rounded file:border-0 file:bg-surface-sunken file:px-2 file:py-1 file:text-fg',
              )}
            />
          )}
        </Field>
        <TextArea
          {...form.field('description')}
          label="Description"
          rows={2}
          disabled={uploading}
          hint={<CharacterCounter value={form.values.description} max={IMAGE_DESCRIPTION_MAX} />}
        />
        {uploading && file ? (
          <div className="flex flex-col gap-1.5">
            <ProgressBar value={percent} label={`Upload of ${file.name}`} />
            <p role="status" className="text-xs text-fg-muted">
              {percent === 100 ? 'Sent. The server is storing the image…' : `Uploading ${file.name}…`}
            </p>
          </div>
        ) : null}
        {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
        <ApiRequestView
          request={
            form.body &&
            measuredBootRequests.upload(teamId, { fileName: form.body.file.name, description: form.body.description })
          }
          incompleteText="The request appears here once a file is chosen."
        />
      </DialogBody>
      <DialogFooter>
        {uploading ? (
          <Button onClick={() => controller.current?.abort()}>Cancel upload</Button>
        ) : (
          <Button onClick={onClose}>Cancel</Button>
        )}
        <Button type="submit" variant="primary" loading={uploading}>
          Upload
        </Button>
      </DialogFooter>
    </form>
  );
}

export const UploadImageDialog = formDialog(
  {
    title: 'Upload measured-boot image',
    description: 'A signed kernel image (UKI) that VMs with SEV-SNP on can boot, so the hardware can attest what runs.',
  },
  UploadImageForm,
);
