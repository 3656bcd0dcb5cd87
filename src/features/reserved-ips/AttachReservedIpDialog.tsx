import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { reservedIpRequests, useUpdateReservedIp } from '../../api/resources/reservedIps';
import { describePlanned } from '../../api/http/apiRequest';
import type { ReservedIp } from '../../api/types';
import { useVms } from '../../api/vms/vms';
import { itemFormDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { Skeleton } from '../../ui/feedback/Skeleton';
import { TextField } from '../../ui/controls/TextField';
import { SelectField } from '../../ui/controls/SelectField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { IP_VERSION_LABELS } from '../../lib/ipVersion';
import { anchorOf, anchorProblem, attachCandidates, placeAttachError, reservationKind } from './reservedIpForm';
import { InlineValue } from '../../ui/page/detail';

type AttachFormProps = TeamFormProps<{ reservedIp: ReservedIp; onAttached: (reservedIp: ReservedIp) => void }>;

function AttachForm({ teamId, reservedIp, onClose, onAttached }: AttachFormProps) {
  const update = useUpdateReservedIp(teamId);
  const vms = useVms(teamId);
  const vmsAbsent = useOperationAbsent('vms.list') || (vms.isError && isOperationAbsent(vms.error));
  const choosing = !vmsAbsent && !vms.isError;
  // Only VMs with an address of the reservation's version: the reserved IP is routed to that address.
  const kind = reservationKind(reservedIp);
  const label = IP_VERSION_LABELS[kind];
  const candidates = attachCandidates(vms.data ?? [], reservedIp);
  // The one value is the chosen VM's id, or the address typed when the server lists no VMs.
  const form = useForm({
    initial: { vm: '' },
    check: ({ vm }) => {
      const chosenVm = candidates.find((candidate) => candidate.id === vm);
      const problem = choosing ? (chosenVm ? undefined : 'Choose the VM to attach to.') : anchorProblem(vm, kind);
      return checked({ vm: problem }, choosing ? ((chosenVm && anchorOf(chosenVm, kind)) ?? '') : vm.trim());
    },
    send: async (anchor) => {
      await update.mutateAsync({ id: reservedIp.id, anchor_ip: anchor });
      onAttached(reservedIp);
    },
    placeError: (error) => placeAttachError(error, reservedIp.location),
  });

  return (
    <DialogForm
      form={form}
      submitLabel="Attach"
      onCancel={onClose}
      request={
        form.body === null
          ? null
          : describePlanned(reservedIpRequests.update(teamId, { id: reservedIp.id, anchor_ip: form.body }))
      }
    >
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
            candidates.length > 0 ? (
              `Only VMs with an ${label} address are listed: the reserved IP is routed to that address.`
            ) : (
              <>
                No VM of this team in <InlineValue>{reservedIp.location}</InlineValue> has an {label} address.
              </>
            )
          }
          required
        >
          <option value="">Choose a VM…</option>
          {candidates.map((vm) => (
            <option key={vm.id} value={vm.id}>
              {vm.name} ({anchorOf(vm, kind)})
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          {...form.field('vm')}
          label="VM’s IP address"
          description={`This server does not list VMs: type the VM’s main ${label} address, as shown on its page.`}
          required
          mono
          autoComplete="off"
          spellCheck={false}
          placeholder={kind === 'ipv6' ? '2001:db8::10' : '192.0.2.10'}
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
