import { useOperationAbsent } from '../../api/capabilities';
import { isOperationAbsent } from '../../api/errors';
import { useUpdateReservedIp } from '../../api/reservedIps';
import type { ReservedIp } from '../../api/types';
import { useVms } from '../../api/vms';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { SelectField } from '../../ui/SelectField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { sameLocation } from '../../lib/locations';
import { anchorProblem, placeAttachError } from './reservedIpForm';
import { InlineValue } from '../../ui/detail';

type AttachFormProps = TeamFormProps<{ reservedIp: ReservedIp; onAttached: (reservedIp: ReservedIp) => void }>;

function AttachForm({ teamId, reservedIp, onClose, onAttached }: AttachFormProps) {
  const update = useUpdateReservedIp(teamId);
  const vms = useVms(teamId);
  const vmsAbsent = useOperationAbsent('vms.list') || (vms.isError && isOperationAbsent(vms.error));
  const choosing = !vmsAbsent && !vms.isError;
  // A VM whose location the server does not say is offered too: the server refuses another location.
  const candidates = (vms.data ?? []).filter((vm) => !vm.location || sameLocation(vm.location, reservedIp.location));
  // The one value is the chosen VM's id, or the address typed when the server lists no VMs.
  const form = useForm({
    initial: { vm: '' },
    check: ({ vm }) => {
      const chosenVm = candidates.find((candidate) => candidate.id === vm);
      const problem = choosing ? (chosenVm ? undefined : 'Choose the VM to attach to.') : anchorProblem(vm);
      return checked({ vm: problem }, choosing ? (chosenVm?.main_ipv4 ?? '') : vm.trim());
    },
    send: async (anchor) => {
      await update.mutateAsync({ id: reservedIp.id, anchor_ip: anchor });
      onAttached(reservedIp);
    },
    placeError: (error) => placeAttachError(error, reservedIp.location),
  });

  return (
    <DialogForm form={form} submitLabel="Attach" onCancel={onClose}>
      {choosing && vms.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-3 w-10" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : choosing ? (
        <SelectField
          {...form.field('vm')}
          label="VM"
          description={
            candidates.length > 0 ? undefined : (
              <>
                No VM of this team is in <InlineValue>{reservedIp.location}</InlineValue>.
              </>
            )
          }
          required
        >
          <option value="">Choose a VM…</option>
          {candidates.map((vm) => (
            <option key={vm.id} value={vm.id}>
              {vm.name} ({vm.main_ipv4})
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          {...form.field('vm')}
          label="VM’s IP address"
          description="This server does not list VMs: type the main IPv4 or IPv6 address of the VM, as shown on its page."
          required
          mono
          autoComplete="off"
          spellCheck={false}
          placeholder="192.0.2.10"
        />
      )}
    </DialogForm>
  );
}

/**
 * Attaches a reserved IP to a VM as an additional address (extension PATCH `anchor_ip`). The VM is
 * chosen from `GET /vm` when the server lists VMs, else typed as one of its IP addresses.
 */
export const AttachReservedIpDialog = itemFormDialog(
  'reservedIp',
  {
    title: 'Attach to a VM',
    description: (reservedIp) => (
      <>
        {reservedIp.ip_addr} is in <InlineValue>{reservedIp.location}</InlineValue>; it can be attached to a VM in that
        location.
      </>
    ),
  },
  AttachForm,
);
