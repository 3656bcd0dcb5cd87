import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useConvertToReservedIp } from '../../api/reservedIps';
import type { ReservedIp } from '../../api/types';
import { useVms } from '../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import {
  convertRequest,
  placeConvertError,
  RESERVED_IP_NAME_MAX,
  type ConvertField,
  type PlacedError,
} from './reservedIpForm';

/**
 * Turns a VM's primary IPv4 into a reserved IP (endpoint 13). The VM keeps the address; from then
 * on it is billed monthly and survives the VM. The VM page reuses this with `address` prefilled.
 */
export function ConvertToReservedIpDialog({
  teamId,
  open,
  onClose,
  onConverted,
  address = '',
  defaultName = '',
}: {
  teamId: string;
  open: boolean;
  onClose: () => void;
  onConverted: (reservedIp: ReservedIp) => void;
  /** The VM's primary IPv4, when known. */
  address?: string;
  defaultName?: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Convert to reserved IP"
      description="The VM keeps its primary IPv4 address, which becomes a reserved IP: billed monthly, and yours until you release it."
    >
      <ConvertForm
        teamId={teamId}
        onClose={onClose}
        onConverted={onConverted}
        initial={{ ip_address: address, name: defaultName }}
      />
    </Dialog>
  );
}

function ConvertForm({
  teamId,
  initial,
  onClose,
  onConverted,
}: {
  teamId: string;
  initial: { ip_address: string; name: string };
  onClose: () => void;
  onConverted: (reservedIp: ReservedIp) => void;
}) {
  const convert = useConvertToReservedIp(teamId);
  // The team's VMs, when the server lists them, to pick an address from.
  const vms = useVms(teamId);
  const listId = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<ConvertField> | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (serverError?.field === 'ip_address') addressRef.current?.focus();
    if (serverError?.field === 'name') nameRef.current?.focus();
  }, [serverError]);

  const request = convertRequest(values);
  const problems = request.ok || !submitted ? {} : request.problems;
  const errorOf = (field: ConvertField) =>
    problems[field] ?? (serverError?.field === field ? serverError.message : undefined);

  const set = (field: ConvertField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    setSubmitted(true);
    if (!request.ok) {
      (request.problems.ip_address ? addressRef : nameRef).current?.focus();
      return;
    }
    setServerError(null);
    convert.mutate(request.body, {
      onSuccess: (reservedIp) => onConverted(reservedIp),
      onError: (error) => setServerError(placeConvertError(error)),
    });
  };

  const vmOptions = (vms.data ?? []).filter((vm) => vm.main_ipv4);

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={addressRef}
          label="VM’s primary IPv4 address"
          description={
            vmOptions.length > 0
              ? 'Type it, or pick one of your VMs’ addresses.'
              : 'As shown on the VM’s page, e.g. 192.0.2.10.'
          }
          list={vmOptions.length > 0 ? listId : undefined}
          value={values.ip_address}
          onChange={(event) => set('ip_address', event.target.value)}
          error={errorOf('ip_address')}
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
              <option key={vm.id} value={vm.main_ipv4} label={vm.location ? `${vm.name} · ${vm.location}` : vm.name} />
            ))}
          </datalist>
        ) : null}
        <TextField
          ref={nameRef}
          label="Name"
          description="Optional: without a name, the address is its name."
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorOf('name')}
          hint={<CharacterCounter value={values.name.trim()} max={RESERVED_IP_NAME_MAX} />}
          autoComplete="off"
          spellCheck={false}
        />
        <p className="text-xs text-fg-subtle">The first month is charged to the account balance at once.</p>
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Convert to reserved IP" pending={convert.isPending} />
    </form>
  );
}
