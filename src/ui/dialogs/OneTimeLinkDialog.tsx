import { useRef, useState, type ReactNode } from 'react';
import { errorCode, errorMessage } from '../../lib/errorText';
import { Button } from '../controls/Button';
import { Dialog, DialogBody, DialogFooter } from './Dialog';
import { FormError } from '../feedback/FormError';
import { CheckIcon, CopyIcon } from '../icons';
import { Note } from '../feedback/Note';
import { Spinner } from '../feedback/Spinner';
import { TextField } from '../controls/TextField';

export interface OneTimeLinkDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the link gives, for "Anyone with this link can download …": "this snapshot". */
  what: ReactNode;
  /** The link, once the server gave it. */
  url: string | undefined;
  pending: boolean;
  /** The request's failure (shown as its sentence), or nothing. */
  error: unknown;
  /** What is known of when the link stops working. */
  expiry?: ReactNode;
}

const UNKNOWN_EXPIRY = 'The provider does not say when the link stops working: get a new one whenever you need it.';

/**
 * A secret link (a download link) shown this once. The page that asked for it holds it only while this
 * dialog is open (the caller resets its request on close): it is never put in the address, storage or
 * a log, and nothing here keeps it once the dialog is gone. A Copy button copies it and says so; where
 * the clipboard refuses, the read-only field below it is selected for copying by hand.
 */
export function OneTimeLinkDialog({
  open,
  onClose,
  title,
  what,
  url,
  pending,
  error,
  expiry = UNKNOWN_EXPIRY,
}: OneTimeLinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      <DialogBody className="flex flex-col gap-4">
        {/* Always in the page, so the change from "getting" to "ready" is announced. */}
        <div role="status" className="contents">
          {pending ? (
            <p className="flex items-center gap-2 text-[13px] text-fg-muted">
              <Spinner />
              Getting a download link…
            </p>
          ) : null}
          {url && !pending ? <p className="sr-only">The download link is ready.</p> : null}
        </div>
        {error && !pending ? <FormError code={errorCode(error)}>{errorMessage(error)}</FormError> : null}
        {url && !pending ? <SecretLink url={url} what={what} expiry={expiry} /> : null}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function SecretLink({ url, what, expiry }: { url: string; what: ReactNode; expiry: ReactNode }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the link selected to copy by hand.
      setCopy('failed');
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <>
      <Note tone="warning">
        <p>
          <strong className="font-semibold">This link is a secret.</strong> Anyone with it can download {what}. It is
          shown only this once and the console does not keep it: copy it now, and share it only with those who should
          have the data.
        </p>
        <p className="mt-1">{expiry}</p>
      </Note>
      <div className="flex items-end gap-2">
        <TextField
          ref={field}
          label="Download link"
          className="min-w-0 flex-1"
          value={url}
          readOnly
          mono
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={copy === 'copied' ? 'secondary' : 'primary'}
          icon={copy === 'copied' ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
          onClick={() => void copyLink()}
        >
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className="text-[13px] text-fg-muted">
        {copy === 'copied'
          ? 'The link is on the clipboard.'
          : copy === 'failed'
            ? 'The link could not be copied here. It is selected in the field above: copy it with your keyboard or menu.'
            : ''}
      </p>
    </>
  );
}
