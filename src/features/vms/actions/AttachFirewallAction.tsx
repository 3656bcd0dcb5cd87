import { useState, type FormEvent } from 'react';
import { useFirewallGroups } from '../../../api/firewalls';
import { firewallGroupIdOf } from '../../../api/vmFirewallGroup';
import { useChangeVm } from '../../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { SelectField } from '../../../ui/SelectField';
import { useToast } from '../../../ui/Toasts';
import { InlineValue, isolatedText } from '../../../ui/detail';
import { errorCode } from '../../../lib/errorText';
import type { VmActionProps } from './types';
import { vmChangeFailure } from './vmChange';

/** Attach a firewall group (PATCH {firewall_group_id}); one replaces the group the VM had. */
export function AttachFirewallAction({ teamId, vm, onClose }: VmActionProps) {
  const change = useChangeVm(teamId, vm.id);
  const groups = useFirewallGroups(teamId);
  const toast = useToast();
  const current = firewallGroupIdOf(vm);
  const [groupId, setGroupId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const choices = (groups.data ?? []).filter((group) => group.id !== current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const group = choices.find((candidate) => candidate.id === groupId);
    if (!group || change.isPending) return;
    change.mutate(
      { firewall_group_id: group.id },
      {
        onSuccess: () => {
          onClose();
          toast.show(`Applying “${isolatedText(group.description)}” to “${isolatedText(vm.name)}”.`);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={current ? 'Change firewall group' : 'Attach firewall group'}
      description={
        <>
          The group’s rules filter the traffic of <InlineValue>{vm.name}</InlineValue>
          {current ? '; it replaces the group the VM has now.' : '.'}
        </>
      }
    >
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="flex flex-col gap-4">
          <SelectField
            label="Firewall group"
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            error={submitted && groupId === '' ? 'Choose a firewall group.' : undefined}
            description={groups.isError ? 'The firewall groups could not be loaded.' : undefined}
            required
          >
            <option value="">{groups.isPending ? 'Loading…' : 'Choose…'}</option>
            {choices.map((group) => (
              <option key={group.id} value={group.id}>
                {group.description} ({group.rule_count} {group.rule_count === 1 ? 'rule' : 'rules'})
              </option>
            ))}
          </SelectField>
          {change.error ? <FormError code={errorCode(change.error)}>{vmChangeFailure(change.error)}</FormError> : null}
        </DialogBody>
        <DialogFormActions onCancel={onClose} submitLabel="Attach group" pending={change.isPending} />
      </form>
    </Dialog>
  );
}
