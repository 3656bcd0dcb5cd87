import { useMemo, useState } from 'react';
import { isCodeless } from '../../api/errors/errors';
import { ipListRequests, useAddIpListEntries, useAddIpListEntry } from '../../api/resources/ipLists';
import { describePlanned } from '../../api/http/apiRequest';
import { ApiRequestView } from '../../ui/form/ApiRequestView';
import { splitPasted } from '../../lib/pastedList';
import { pasteAsList } from '../../ui/form/pasteAsList';
import type { Checked } from '../../ui/form/useForm';
import { addPasted, checkPastedEntries, type PasteResult } from './pastedEntries';
import { PasteResults } from '../../ui/feedback/PasteResults';
import type { IpListEntry } from '../../api/types';
import type { IpVersion } from '../../lib/ipVersion';
import { Button } from '../../ui/controls/Button';
import { errorCode, errorMessage } from '../../lib/errorText';
import { PlusIcon } from '../../ui/icons';
import { TextField } from '../../ui/controls/TextField';
import { useForm } from '../../ui/form/useForm';
import { checkEntry } from './ipListRows';

type EntryBody = { kind: 'many'; texts: string[] } | { kind: 'one'; value: string; type: IpVersion };

/** Said after a code-less refusal: the entries shown may have changed elsewhere. */
const LIST_REREAD = 'The list has been reread.';

/**
 * One field to add an address or range. The value is checked and normalised as the server will
 * store it (host bits cleared, /32 and /128 as bare addresses) and sent in that form; a duplicate
 * is caught before sending. The field keeps what was typed when the server refuses it.
 */
export function AddEntryForm({
  teamId,
  listId,
  entries,
  full,
  onAdded,
  onAddedMany,
}: {
  teamId: string;
  listId: string;
  entries: readonly IpListEntry[];
  /** The list is at its entry limit. */
  full: boolean;
  onAdded: (entry: IpListEntry) => void;
  /** Entries of a pasted list that were added (each value's result is shown under the form). */
  onAddedMany: (entries: IpListEntry[]) => void;
}) {
  const add = useAddIpListEntry(teamId, listId);
  const addMany = useAddIpListEntries(teamId, listId);
  const [pasted, setPasted] = useState<PasteResult[] | null>(null);
  const form = useForm({
    initial: { value: '' },
    check: ({ value }): Checked<'value', EntryBody> => {
      // Several values pasted at once are each checked, and reported, on their own once sent.
      const texts = splitPasted(value);
      if (texts.length > 1) return { ok: true, body: { kind: 'many', texts } };
      const entry = checkEntry(value, entries);
      return entry.ok
        ? { ok: true, body: { kind: 'one', value: entry.value, type: entry.type } }
        : { ok: false, problems: { value: entry.problem } };
    },
    judge: { value: 'as-typed' },
    send: async (body, sent) => {
      if (body.kind === 'many') {
        const results = await addPasted(body.texts, entries, (inputs) => addMany.mutateAsync(inputs));
        setPasted(results);
        // What was refused stays in the field to be corrected; what was added or was already there goes.
        const refused = results.filter((result) => result.outcome === 'refused').map((result) => result.text);
        form.reset((current) => (current.value === sent.value ? { value: refused.join(', ') } : current));
        const added = results.flatMap((result) => (result.outcome === 'added' ? [result.entry] : []));
        if (added.length > 0) onAddedMany(added);
        form.focus('value');
        return;
      }
      setPasted(null);
      const { value, type } = body;
      const entry = await add.mutateAsync({ value, type });
      // Cleared for the next entry, unless the user has already started typing it.
      form.reset((current) => (current.value === sent.value ? { value: '' } : current));
      onAdded(entry);
      form.focus('value');
    },
    // The API refuses an invalid or duplicate entry, or a full list, with a bare 400 (no code): its sentence
    // comes with the error, and the list is reread after it (api/ipLists.ts), which only this form can tell.
    placeError: (error) => ({
      field: 'value',
      message: isCodeless(error, 400) ? `${errorMessage(error)} ${LIST_REREAD}` : errorMessage(error),
      code: errorCode(error),
    }),
  });
  const entry = useMemo(() => checkEntry(form.values.value, entries), [form.values.value, entries]);
  const pastedCount = useMemo(() => splitPasted(form.values.value).length, [form.values.value]);
  const code = form.serverError?.code;
  // What a submit sends: the entry, or one request per pasted value that can be sent, in order.
  const planned = !form.body
    ? []
    : form.body.kind === 'one'
      ? [{ value: form.body.value, type: form.body.type }]
      : checkPastedEntries(form.body.texts, entries).flatMap((item) => (item.outcome === 'ready' ? [item.value] : []));

  return (
    <>
      <form onSubmit={form.onSubmit} noValidate aria-label="Add entry" className="flex items-start gap-2">
        <TextField
          {...form.field('value')}
          label="Address or CIDR"
          placeholder="203.0.113.7, 198.51.100.0/24 or 2001:db8::/48"
          hint={
            <p role="status" className="text-xs text-fg-subtle">
              {pastedCount > 1 ? (
                <>{pastedCount} values: each is checked and added on its own.</>
              ) : entry.ok && entry.stored ? (
                <>
                  Will be stored as <span className="font-mono text-fg">{entry.stored}</span>.
                </>
              ) : null}
              {code ? <span className="font-mono"> ({code})</span> : null}
            </p>
          }
          onPaste={pasteAsList((value) => form.set('value', value))}
          disabled={full}
          mono
          autoComplete="off"
          spellCheck={false}
          className="w-[26rem] max-w-full"
        />
        <Button
          type="submit"
          loading={form.pending}
          disabled={full}
          icon={<PlusIcon className="size-3.5" />}
          className="mt-[calc(13px*1.5+0.375rem)]"
        >
          Add entry
        </Button>
      </form>
      <ApiRequestView
        request={planned.map((input) => describePlanned(ipListRequests.addEntry(teamId, listId, input)))}
        incompleteText="The request appears here once an address or range is typed."
      />
      {pasted ? <PasteResults results={pasted} label="Pasted entries" /> : null}
    </>
  );
}
