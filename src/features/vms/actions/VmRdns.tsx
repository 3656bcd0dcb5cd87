import { useState } from 'react';
import { isApiError } from '../../../api/errors/errors';
import { rdnsRequests, useRdns, useRemoveRdns, useSetRdns } from '../../../api/vms/rdns';
import { describePlanned } from '../../../api/http/apiRequest';
import type { Vm } from '../../../api/types';
import { Button } from '../../../ui/controls/Button';
import { ConfirmAction } from '../../../ui/dialogs/ConfirmAction';
import { Dialog } from '../../../ui/dialogs/Dialog';
import { DialogForm } from '../../../ui/form/DialogForm';
import { useForm } from '../../../ui/form/useForm';
import { Note } from '../../../ui/feedback/Note';
import { TextField } from '../../../ui/controls/TextField';
import { useToast } from '../../../ui/feedback/Toasts';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { errorCode, errorMessage } from '../../../lib/errorText';
import { rdnsRequest, rdnsRows, type RdnsRow } from './vmChange';

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
        request={(row) => describePlanned(rdnsRequests.remove(teamId, vm.id, row.ip))}
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
  const form = useForm({
    initial: { domain: row.domain ?? '' },
    check: rdnsRequest,
    send: async ({ domain }) => {
      await set.mutateAsync({ ip_addr: row.ip, domain });
      onClose();
      toast.show(`${row.ip} now answers “${isolatedText(domain)}”.`);
    },
    // The refusals (not resolving, resolving elsewhere, refused by the provider) are about the pair of
    // address and name, and the documents give most of them no code: said above the buttons.
    placeError: (error) => ({ field: 'form', message: errorMessage(error), code: errorCode(error) }),
  });
  return (
    <Dialog open onClose={onClose} title={`Reverse DNS of ${row.ip}`}>
      <DialogForm
        form={form}
        submitLabel="Save name"
        onCancel={onClose}
        request={
          form.body && describePlanned(rdnsRequests.set(teamId, vmId, { ip_addr: row.ip, domain: form.body.domain }))
        }
      >
        <Note>
          The domain must already resolve to {row.ip} ({row.version === 6 ? 'an AAAA' : 'an A'} record): create that
          record with your DNS host first, or the name is refused.
        </Note>
        <TextField
          {...form.field('domain')}
          label="Domain name"
          placeholder="host.example.com"
          autoComplete="off"
          spellCheck={false}
          mono
        />
      </DialogForm>
    </Dialog>
  );
}
