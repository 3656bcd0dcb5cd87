import { useState, type FormEvent } from 'react';
import type { FirewallGroup } from '../../api/types';
import { useChangeVms, useVms, type VmChangeResult } from '../../api/vms';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog, DialogBody, DialogFooter, DialogFormActions } from '../../ui/Dialog';
import { Note } from '../../ui/Note';
import { InlineValue } from '../../ui/detail';
import { errorMessage } from '../../lib/errorText';
import { applyRequests, vmChoices, type VmChoice } from './applyToVms';

/**
 * "Apply to VMs" on a firewall group's page: check the VMs that should use the group (checked members
 * stay, unchecked members leave it). One PATCH per changed VM; each VM's answer is shown.
 */
export function ApplyToVmsAction({ teamId, group }: { teamId: string; group: FirewallGroup }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply to VMs</Button>
      {open ? <ApplyDialog teamId={teamId} group={group} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ApplyDialog({ teamId, group, onClose }: { teamId: string; group: FirewallGroup; onClose: () => void }) {
  const vms = useVms(teamId);
  const apply = useChangeVms(teamId);
  // The list as it was when the dialog opened: a refetch after sending must not reshuffle the results.
  const [choices] = useState<VmChoice[] | null>(() => (vms.data ? vmChoices(vms.data, group.id) : null));
  const shown = choices ?? (vms.data ? vmChoices(vms.data, group.id) : []);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const selected = checked ?? new Set(shown.filter((choice) => choice.membership === 'this').map((c) => c.id));
  const [results, setResults] = useState<VmChangeResult[] | null>(null);
  const requests = applyRequests(shown, selected, group.id);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requests.length === 0 || apply.isPending) return;
    apply.mutate(requests, { onSuccess: setResults });
  };
  const nameOf = (id: string) => shown.find((choice) => choice.id === id)?.name ?? id;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Apply to VMs"
      size="lg"
      description={
        <>
          Choose the VMs that use <InlineValue>{group.description}</InlineValue>. A VM has one firewall group: checking
          a VM of another group moves it here; unchecking a VM detaches it.
        </>
      }
    >
      {results ? (
        <>
          <DialogBody>
            <div role="status">
              <ul aria-label="Results" className="flex flex-col gap-1.5 text-[13px]">
                {results.map((result) => (
                  <li key={result.vmId}>
                    <span className="font-medium text-fg">{nameOf(result.vmId)}</span>:{' '}
                    {result.ok ? (
                      <span className="text-success-text">
                        {'disable_firewall' in result.change ? 'detaching.' : 'applying.'}
                      </span>
                    ) : (
                      <span className="text-danger-text">refused. {errorMessage(result.error)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="primary" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="contents">
          <DialogBody className="flex flex-col gap-3">
            {vms.isError ? <Note tone="warning">{errorMessage(vms.error)}</Note> : null}
            {vms.isPending ? <p className="text-[13px] text-fg-muted">Loading VMs…</p> : null}
            {!vms.isPending && shown.length === 0 ? <p className="text-[13px] text-fg-muted">No VMs.</p> : null}
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">VMs</legend>
              {shown.map((choice) => (
                <Checkbox
                  key={choice.id}
                  label={choice.name}
                  description={
                    choice.membership === 'this'
                      ? 'Uses this group.'
                      : choice.membership === 'other'
                        ? 'Uses another group: checking it moves it here.'
                        : undefined
                  }
                  checked={selected.has(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                />
              ))}
            </fieldset>
            <p role="status" className="text-[13px] text-fg-muted">
              {requests.length === 0
                ? 'Nothing to change yet.'
                : `${requests.length} ${requests.length === 1 ? 'VM changes' : 'VMs change'}: one request each.`}
            </p>
          </DialogBody>
          <DialogFormActions onCancel={onClose} submitLabel="Apply" pending={apply.isPending} />
        </form>
      )}
    </Dialog>
  );
}
