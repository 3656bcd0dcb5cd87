import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firewallKeys } from '../../api/resources/firewalls';
import { invalidate } from '../../api/cache/invalidate';
import type { FirewallGroup } from '../../api/types';
import { useChangeVms, useVms, vmKeys, vmQueries, vmRequests, type VmChangeResult } from '../../api/vms/vms';
import { describePlanned } from '../../api/http/apiRequest';
import { ApiRequestView } from '../../ui/form/ApiRequestView';
import { Button } from '../../ui/controls/Button';
import { Checkbox } from '../../ui/controls/Checkbox';
import { Dialog, DialogBody, DialogFooter, DialogFormActions } from '../../ui/dialogs/Dialog';
import { Note } from '../../ui/feedback/Note';
import { InlineValue } from '../../ui/page/detail';
import { errorMessage } from '../../lib/errorText';
import { applyRequests, vmChoices, type VmChoice } from './applyToVms';
import { applyFinished, applyOutcome, applySummary, type ApplyOutcome } from './applyProgress';

/**
 * "Apply to VMs" on a firewall group's page: check the VMs that should use the group (checked members
 * stay, unchecked members leave it). One PATCH per changed VM; each VM is then followed until it
 * reports the change finished, and its result shown.
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
            <ApplyResults teamId={teamId} groupId={group.id} results={results} nameOf={nameOf} />
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
            <ApiRequestView
              request={requests.map(({ vmId, change }) => describePlanned(vmRequests.change(teamId, vmId, change)))}
              incompleteText="Nothing to change yet."
            />
          </DialogBody>
          <DialogFormActions onCancel={onClose} submitLabel="Apply" pending={apply.isPending} />
        </form>
      )}
    </Dialog>
  );
}

const OUTCOME_WORDS: Record<Exclude<ApplyOutcome['state'], 'refused'>, string> = {
  running: 'applying…',
  applied: 'applied.',
  detached: 'detached.',
  'not-applied': 'finished, but the VM does not show the change.',
  gone: 'deleted meanwhile.',
};

/**
 * Each VM's result, followed through its own read (polled while it is busy) until it says it finished;
 * then the team's VM list and firewall groups are read again once, so the group's VM count and its
 * VM list both show the new memberships.
 */
function ApplyResults({
  teamId,
  groupId,
  results,
  nameOf,
}: {
  teamId: string;
  groupId: string;
  results: readonly VmChangeResult[];
  nameOf: (id: string) => string;
}) {
  const queryClient = useQueryClient();
  const reads = useQueries({
    queries: results.map((result) => ({ ...vmQueries.detail(teamId, result.vmId), enabled: result.ok })),
  });
  const outcomes = results.map((result, index) => applyOutcome(result, reads[index], groupId));
  const finished = applyFinished(outcomes);
  const reread = useRef(false);
  useEffect(() => {
    if (!finished || reread.current) return;
    reread.current = true;
    void invalidate(queryClient, vmKeys.list(teamId), firewallKeys.all(teamId));
  }, [finished, queryClient, teamId]);
  return (
    <div role="status" className="flex flex-col gap-2 text-[13px]">
      <ul aria-label="Results" className="flex flex-col gap-1.5">
        {results.map((result, index) => {
          const outcome = outcomes[index] ?? { state: 'running' };
          return (
            <li key={result.vmId}>
              <span className="font-medium text-fg">{nameOf(result.vmId)}</span>:{' '}
              {outcome.state === 'refused' ? (
                <span className="text-danger-text">refused. {errorMessage(outcome.error)}</span>
              ) : (
                <span
                  className={
                    outcome.state === 'running'
                      ? 'text-fg-muted'
                      : outcome.state === 'not-applied'
                        ? 'text-danger-text'
                        : 'text-success-text'
                  }
                >
                  {outcome.state === 'running' && 'disable_firewall' in result.change
                    ? 'detaching…'
                    : OUTCOME_WORDS[outcome.state]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="font-medium text-fg">{applySummary(outcomes)}</p>
    </div>
  );
}
