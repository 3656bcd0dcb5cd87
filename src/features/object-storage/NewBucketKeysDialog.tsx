import type { AccessKey } from '../../api/types';
import { Button } from '../../ui/controls/Button';
import { CopyButton } from '../../ui/controls/CopyButton';
import { Dialog, DialogBody, DialogFooter } from '../../ui/dialogs/Dialog';
import { AlertIcon } from '../../ui/icons';

/**
 * The keys a new bucket came with, shown this once. A click outside does not close it (a native
 * modal dialog ignores backdrop clicks); Escape, × and Close all go through `onRequestClose`, which
 * asks whether the secret has been stored before the keys leave the screen.
 */
export function NewBucketKeysDialog({
  bucket,
  keys,
  onRequestClose,
}: {
  bucket: string;
  keys: AccessKey[] | null;
  onRequestClose: () => void;
}) {
  return (
    <Dialog
      open={keys !== null}
      onClose={onRequestClose}
      size="lg"
      title={<>Bucket {bucket} created</>}
      description="Its access key is below. Store the secret key now."
    >
      <DialogBody className="flex flex-col gap-4">
        <div
          role="note"
          className="flex items-start gap-2 rounded-md border border-warning-text/30 bg-warning-soft px-3 py-2.5 text-[13px] text-warning-text"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">Copy the secret key now and keep it somewhere safe</strong>, such as a
            password manager. This window is shown only once. Anyone with these keys can read and change the bucket’s
            objects.
          </p>
        </div>
        {(keys ?? []).map((key, index) => (
          <dl
            key={key.access_key}
            aria-label={keys && keys.length > 1 ? `Key ${index + 1}` : undefined}
            className="grid grid-cols-[7rem_1fr] items-center gap-x-3 gap-y-2 rounded-md border border-line bg-surface-sunken px-3 py-2.5"
          >
            <dt className="text-[13px] text-fg-muted">Access key</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <code className="min-w-0 font-mono text-[13px] break-all text-fg">{key.access_key}</code>
              <CopyButton value={key.access_key} label="Copy access key" />
            </dd>
            <dt className="text-[13px] text-fg-muted">Secret key</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <code className="min-w-0 font-mono text-[13px] break-all text-fg">{key.secret_key}</code>
              <CopyButton value={key.secret_key} label="Copy secret key" />
            </dd>
          </dl>
        ))}
      </DialogBody>
      <DialogFooter>
        <Button variant="primary" onClick={onRequestClose} data-autofocus>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
