import { useMemo, useRef, useState, type FormEvent } from 'react';
import { isCodeless } from '../../api/errors';
import { useAddIpListEntry } from '../../api/ipLists';
import type { IpListEntry } from '../../api/types';
import { Button } from '../../ui/Button';
import { errorCode, errorMessage } from '../../lib/errorText';
import { PlusIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { checkEntry } from './ipListRows';

/**
 * One field to add an address or range. The value is checked and normalised as the server will
 * store it (host bits cleared, /32 and /128 as bare addresses) and sent in that form; a duplicate
 * is caught before sending. The field keeps what was typed when the server refuses it.
 */
/** Said after a code-less refusal: the entries shown may have changed elsewhere. */
const LIST_REREAD = 'The list has been reread.';

export function AddEntryForm({
  teamId,
  listId,
  entries,
  full,
  onAdded,
}: {
  teamId: string;
  listId: string;
  entries: readonly IpListEntry[];
  /** The list is at its entry limit. */
  full: boolean;
  onAdded: (entry: IpListEntry) => void;
}) {
  const add = useAddIpListEntry(teamId, listId);
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const check = useMemo(() => checkEntry(value, entries), [value, entries]);

  const typed = value.trim() !== '';
  const problem = !check.ok && (typed || submitted) ? check.problem : undefined;
  // The API refuses an invalid or duplicate entry, or a full list, with a bare 400 (no code): its sentence
  // comes with the error, and the list is reread after it (api/ipLists.ts), which only this form can tell.
  const serverProblem = !add.isError
    ? undefined
    : isCodeless(add.error, 400)
      ? `${errorMessage(add.error)} ${LIST_REREAD}`
      : errorMessage(add.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setSubmitted(true);
    if (!check.ok) {
      ref.current?.focus();
      return;
    }
    const sent = value;
    add.mutate(
      { value: check.value, type: check.type },
      {
        onSuccess: (entry) => {
          // Cleared for the next entry, unless the user has already started typing it.
          setValue((current) => (current === sent ? '' : current));
          setSubmitted(false);
          onAdded(entry);
          ref.current?.focus();
        },
        onError: () => ref.current?.focus(),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add entry" className="flex items-start gap-2">
      <TextField
        ref={ref}
        label="Address or CIDR"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (add.isError) add.reset();
        }}
        placeholder="203.0.113.7, 198.51.100.0/24 or 2001:db8::/48"
        error={problem ?? serverProblem}
        hint={
          <p role="status" className="text-xs text-fg-subtle">
            {check.ok && check.stored ? (
              <>
                Will be stored as <span className="font-mono text-fg">{check.stored}</span>.
              </>
            ) : null}
            {errorCode(add.error) ? <span className="font-mono"> ({errorCode(add.error)})</span> : null}
          </p>
        }
        disabled={full}
        mono
        autoComplete="off"
        spellCheck={false}
        className="w-[26rem] max-w-full"
      />
      <Button
        type="submit"
        loading={add.isPending}
        disabled={full}
        icon={<PlusIcon className="size-3.5" />}
        className="mt-[calc(13px*1.5+0.375rem)]"
      >
        Add entry
      </Button>
    </form>
  );
}
