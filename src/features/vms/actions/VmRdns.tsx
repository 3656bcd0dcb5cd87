import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/errors';
import { useRdns, useRemoveRdns, useSetRdns } from '../../../api/rdns';
import type { Vm } from '../../../api/types';
import { Button } from '../../../ui/Button';
import { ConfirmAction } from '../../../ui/ConfirmAction';
import { Dialog, DialogBody, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { Note } from '../../../ui/Note';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { errorCode, errorMessage } from '../../../lib/errorText';
import { domainProblem, rdnsRows, type RdnsRow } from './vmChange';

/** Reverse DNS of the VM's addresses: each with its PTR name, set and removed one at a time. */
export function VmRdns({ teamId, vm }: { teamId: string; vm: Vm }) {
  const rdns = useRdns(teamId, vm.id);
  const [editing, setEditing] = useState<RdnsRow | null>(null);
  const [removing, setRemoving] = useState<RdnsRow | null>(null);
  const remove = useRemoveRdns(teamId, vm.id);
  const rows = rdnsRows(vm, rdns.data ?? []);
  return (
    <section aria-labelledby="vm-rdns" className="flex flex-col gap-2">
      <h2 id="vm-rdns" className="text-sm font-semibold text-fg">
        Reverse DNS
      </h2>
      {rdns.isError ? (
        <p className="text-[13px] text-danger-text">
          {isApiError(rdns.error) && [404, 405, 501].includes(rdns.error.status)
            ? 'This server offers no reverse DNS for this VM.'
            : errorMessage(rdns.error)}
        </p>
      ) : rdns.isPending ? (
        <p className="text-[13px] text-fg-muted">Loading…</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {rows.map((row) => (
            <li key={row.ip} className="flex flex-wrap items-center gap-3 px-3 py-2 text-[13px]">
              <span className="w-64 truncate font-mono text-fg">{row.ip}</span>
              <span className="min-w-0 flex-1 truncate">
                {row.domain ?? <span className="text-fg-subtle">No reverse DNS name</span>}
              </span>
              {/* The name starts with the button's visible word, so speech input can say what it sees. */}
              <Button
                size="sm"
                onClick={() => setEditing(row)}
                aria-label={`${row.domain ? 'Change' : 'Set'} reverse DNS of ${row.ip}`}
              >
                {row.domain ? 'Change' : 'Set'}
              </Button>
              {row.domain ? (
                <Button size="sm" onClick={() => setRemoving(row)} aria-label={`Remove reverse DNS of ${row.ip}`}>
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <SetRdnsDialog teamId={teamId} vmId={vm.id} row={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmAction<RdnsRow, string>
        target={removing}
        mutation={remove}
        variables={(row) => row.ip}
        title="Remove reverse DNS name"
        confirmLabel="Remove name"
        destructive
        doneText={(row) => `Reverse DNS name of ${row.ip} removed.`}
        onClose={() => setRemoving(null)}
      >
        {(row) => (
          <p>
            Remove <InlineValue>{row.domain ?? ''}</InlineValue> as the name of {row.ip}? Lookups of the address then
            answer the provider’s generic name.
          </p>
        )}
      </ConfirmAction>
    </section>
  );
}

export function SetRdnsDialog({
  teamId,
  vmId,
  row,
  onClose,
}: {
  teamId: string;
  vmId: string;
  row: RdnsRow;
  onClose: () => void;
}) {
  const set = useSetRdns(teamId, vmId);
  const toast = useToast();
  const [domain, setDomain] = useState(row.domain ?? '');
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? domainProblem(domain) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (domainProblem(domain) || set.isPending) return;
    const name = domain.trim();
    set.mutate(
      { ip_addr: row.ip, domain: name },
      {
        onSuccess: () => {
          onClose();
          toast.show(`${row.ip} now answers “${isolatedText(name)}”.`);
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={`Reverse DNS of ${row.ip}`}>
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="flex flex-col gap-4">
          <Note>
            The domain must already resolve to {row.ip} ({row.version === 6 ? 'an AAAA' : 'an A'} record): create that
            record with your DNS host first, or the name is refused.
          </Note>
          <TextField
            label="Domain name"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            error={problem}
            placeholder="host.example.com"
            autoComplete="off"
            spellCheck={false}
            mono
          />
          {set.error ? <FormError code={errorCode(set.error)}>{errorMessage(set.error)}</FormError> : null}
        </DialogBody>
        <DialogFormActions onCancel={onClose} submitLabel="Save name" pending={set.isPending} />
      </form>
    </Dialog>
  );
}
