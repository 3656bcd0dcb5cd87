import { useFirewallGroups } from '../../../api/resources/firewalls';
import type { Vm } from '../../../api/types';
import { vmRequests } from '../../../api/vms/vms';
import { describePlanned } from '../../../api/http/apiRequest';
import { firewallGroupIdOf } from '../../../api/vms/vmFirewallGroup';
import { InlineValue, isolatedText } from '../../../ui/page/detail';
import { DialogForm } from '../../../ui/form/DialogForm';
import { itemFormDialog, type TeamFormProps } from '../../../ui/form/formDialog';
import { useForm } from '../../../ui/form/useForm';
import { QuerySelectField } from '../../../ui/controls/SelectField';
import { useSendVmChange } from './useSendVmChange';
import type { VmActionProps } from './types';
import { firewallGroupRequest, placeVmChangeError } from './vmChange';

/** Attach a firewall group (PATCH {firewall_group_id}); one replaces the group the VM had. */
function FirewallGroupForm({ teamId, vm, onClose }: TeamFormProps<{ vm: Vm }>) {
  const send = useSendVmChange(teamId, vm.id, onClose);
  const groups = useFirewallGroups(teamId);
  const current = firewallGroupIdOf(vm);
  const choices = (groups.data ?? []).filter((group) => group.id !== current);
  const form = useForm({
    initial: { groupId: '' },
    check: (values) => firewallGroupRequest(values, choices),
    send: (group) =>
      send(
        { firewall_group_id: group.id },
        `Applying “${isolatedText(group.description)}” to “${isolatedText(vm.name)}”.`,
      ),
    placeError: placeVmChangeError,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Attach group"
      onCancel={onClose}
      request={form.body && describePlanned(vmRequests.change(teamId, vm.id, { firewall_group_id: form.body.id }))}
    >
      <QuerySelectField
        {...form.field('groupId')}
        label="Firewall group"
        choices={groups}
        loadError="The firewall groups could not be loaded."
        required
      >
        {choices.map((group) => (
          <option key={group.id} value={group.id}>
            {group.description} ({group.rule_count} {group.rule_count === 1 ? 'rule' : 'rules'})
          </option>
        ))}
      </QuerySelectField>
    </DialogForm>
  );
}

const AttachDialog = itemFormDialog(
  'vm',
  {
    title: 'Attach firewall group',
    description: (vm) => (
      <>
        The group’s rules filter the traffic of <InlineValue>{vm.name}</InlineValue>.
      </>
    ),
  },
  FirewallGroupForm,
);

const ChangeDialog = itemFormDialog(
  'vm',
  {
    title: 'Change firewall group',
    description: (vm) => (
      <>
        The group’s rules filter the traffic of <InlineValue>{vm.name}</InlineValue>; it replaces the group the VM has
        now.
      </>
    ),
  },
  FirewallGroupForm,
);

/** "Attach" for a VM without a group, "Change" for one with a group: the same form. */
export function AttachFirewallAction(props: VmActionProps) {
  return firewallGroupIdOf(props.vm) ? <ChangeDialog {...props} /> : <AttachDialog {...props} />;
}
