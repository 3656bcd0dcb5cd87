import { useId, useState } from 'react';
import { Button } from '../controls/Button';
import { CopyButton } from '../controls/CopyButton';
import { curlCommand, requestJson, TOKEN_VARIABLE, type RequestDescription } from '../../lib/requestText';

/** One request, or the requests of a change made of several (a pasted list), in the order they are sent. */
export type ShownRequest = RequestDescription | readonly RequestDescription[];

interface ApiRequestViewProps {
  /** What the form or action will send, as it stands now; null (or none) while the form cannot be sent yet. */
  request: ShownRequest | null;
  /** Why there is no request yet (a form still missing something). */
  incompleteText?: string;
}

/**
 * "API request": the exact method, URL and body a form or an action will send, and the same as a curl
 * command that reads the token from `$ONIDEL_TOKEN` (the token itself is never shown). Closed until asked;
 * follows the form as it changes. A change of several requests lists each in order, and its curl is
 * one command per request, run one after another as the console sends them.
 */
export function ApiRequestView({
  request,
  incompleteText = 'The request appears here once the form can be sent.',
}: ApiRequestViewProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const requests = request === null ? [] : 'method' in request ? [request] : request;
  const curl = requests.length > 0 ? requests.map(curlCommand).join('\n\n') : null;
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
          {curl !== null ? (
            <>
              {requests.length === 1 && requests[0] ? (
                <RequestLines request={requests[0]} bodyLabel="JSON body" />
              ) : (
                <>
                  <p className="text-fg-muted">{requests.length} requests, sent one after another:</p>
                  <ol className="list-decimal space-y-2 pl-5">
                    {requests.map((one, index) => (
                      // The list follows the form: an item's place is its identity.
                      <li key={index}>
                        <RequestLines request={one} bodyLabel={`JSON body ${index + 1}`} />
                      </li>
                    ))}
                  </ol>
                </>
              )}
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

function RequestLines({ request, bodyLabel }: { request: RequestDescription; bodyLabel: string }) {
  const json = requestJson(request);
  return (
    <>
      <p className="break-all font-mono text-fg">
        <span className="font-semibold">{request.method}</span> {request.url}
      </p>
      {json !== null && <RequestBlock label={bodyLabel} text={json} />}
    </>
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
