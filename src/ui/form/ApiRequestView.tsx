import { useId, useState } from 'react';
import { Button } from '../controls/Button';
import { CopyButton } from '../controls/CopyButton';
import { curlCommand, requestJson, TOKEN_VARIABLE, type RequestDescription } from '../../lib/requestText';

interface ApiRequestViewProps {
  /** What the form or action will send, as it stands now; null while the form cannot be sent yet. */
  request: RequestDescription | null;
  /** Why there is no request yet (a form still missing something). */
  incompleteText?: string;
}

/**
 * "API request": the exact method, URL and body a form or an action will send, and the same as a curl
 * command that reads the token from `$ONIDEL_TOKEN` (the token itself is never shown). Closed until asked;
 * follows the form as it changes.
 */
export function ApiRequestView({
  request,
  incompleteText = 'The request appears here once the form can be sent.',
}: ApiRequestViewProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const json = request && requestJson(request);
  const curl = request && curlCommand(request);
  return (
    <div className="text-[13px]">
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        API request
      </Button>
      {open && (
        <section
          id={panelId}
          aria-label="API request"
          className="mt-2 space-y-2 rounded-md border border-line bg-surface-sunken p-3"
        >
          {request && curl ? (
            <>
              <p className="break-all font-mono text-fg">
                <span className="font-semibold">{request.method}</span> {request.url}
              </p>
              {json !== null && <RequestBlock label="JSON body" text={json} />}
              <RequestBlock label="curl" text={curl} />
              <p className="text-fg-muted">
                The command reads your token from <code className="font-mono">${TOKEN_VARIABLE}</code>; set it first.
              </p>
            </>
          ) : (
            <p className="text-fg-muted">{incompleteText}</p>
          )}
        </section>
      )}
    </div>
  );
}

function RequestBlock({ label, text }: { label: string; text: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption className="flex items-center justify-between font-medium text-fg-muted">
        <span id={captionId}>{label}</span>
        <CopyButton value={text} label={`Copy ${label}`} />
      </figcaption>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long body must scroll by keyboard too
        tabIndex={0}
        className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-surface p-2 font-mono text-[12px] text-fg"
      >
        {text}
      </pre>
    </figure>
  );
}
