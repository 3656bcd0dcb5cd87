import { useId } from 'react';
import { reservedIpRequests, useConvertToReservedIp, useReservedIps } from '../../api/resources/reservedIps';
import { describePlanned } from '../../api/http/apiRequest';
import type { ReservedIp, Vm } from '../../api/types';
import { useVms } from '../../api/vms/vms';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { TextField } from '../../ui/controls/TextField';
import { useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { convertRequestKnowing, placeConvertError, reservationOf } from './reservedIpForm';
import { ReservedIpNameField } from './ReservedIpNameField';
import { reservingPriceNote } from './reservedIpPrice';
import { isolatedText } from '../../ui/page/detail';

type ConvertFormProps = TeamFormProps<{
  onConverted: (reservedIp: ReservedIp) => void;
  /** The VM's primary IPv4, when known. */
  address?: string;
  defaultName?: string;
}>;

function ConvertForm({ teamId, onClose, onConverted, address = '', defaultName = '' }: ConvertFormProps) {
  const convert = useConvertToReservedIp(teamId);
  // The team's VMs, when the server lists them, to pick an address from.
  const vms = useVms(teamId);
  // The team's reservations: an address already among them is marked, and refused before sending.
  const reservedIps = useReservedIps(teamId);
  const listId = useId();
  const form = useForm({
    initial: { ip_address: address, name: defaultName },
    check: (values) => convertRequestKnowing(values, reservedIps.data),
    send: async (body) => onConverted(await convert.mutateAsync(body)),
    placeError: placeConvertError,
  });

  const vmOptions = (vms.data ?? []).filter((vm) => vm.main_ipv4);

  return (
    <DialogForm
      form={form}
      submitLabel="Convert to reserved IP"
      onCancel={onClose}
      request={form.body && describePlanned(reservedIpRequests.convert(teamId, form.body))}
    >
      <TextField
        {...form.field('ip_address')}
        label="VM’s primary IPv4 address"
        description={
          vmOptions.length > 0
            ? 'Type it, or pick one of your VMs’ addresses.'
            : 'As shown on the VM’s page, e.g. 192.0.2.10.'
        }
        list={vmOptions.length > 0 ? listId : undefined}
        required
        mono
        autoComplete="off"
        spellCheck={false}
        inputMode="decimal"
        placeholder="192.0.2.10"
      />
      {vmOptions.length > 0 ? (
        <datalist id={listId}>
          {vmOptions.map((vm) => (
            <option
              key={vm.id}
              value={vm.main_ipv4}
              label={optionLabel(vm, reservationOf(reservedIps.data, vm.main_ipv4))}
            />
          ))}
        </datalist>
      ) : null}
      <ReservedIpNameField {...form.field('name')} />
      <p className="text-xs text-fg-subtle">{reservingPriceNote(reservedIps.data)}</p>
    </DialogForm>
  );
}

/** "web-1 · Amsterdam", and "· already reserved (name)" for an address that cannot be converted again. */
function optionLabel(vm: Pick<Vm, 'name' | 'location'>, reserved: Pick<ReservedIp, 'name'> | undefined): string {
  const place = vm.location ? `${vm.name} · ${vm.location}` : vm.name;
  return reserved ? `${place} · already reserved (${isolatedText(reserved.name, 40)})` : place;
}

/**
 * Turns a VM's primary IPv4 into a reserved IP (endpoint 13). The VM keeps the address; from then
 * on it is billed and survives the VM. The VM page reuses this with `address` prefilled.
 */
export const ConvertToReservedIpDialog = formDialog(
  {
    title: 'Convert to reserved IP',
    description:
      'The VM keeps its primary IPv4 address, which becomes a reserved IP, billed and yours until you release it.',
  },
  ConvertForm,
);
