import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useCreateReservedIp } from '../../api/reservedIps';
import { useVms } from '../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { InlineValues } from '../../ui/detail';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { SelectField } from '../../ui/SelectField';
import { knownLocations } from '../../lib/locations';
import type { IpVersion } from '../../lib/ipVersion';
import {
  createRequest,
  IP_VERSION_CHOICES,
  placeCreateError,
  RESERVED_IP_NAME_MAX,
  type CreateField,
  type PlacedError,
} from './reservedIpForm';

export interface CreatedReservedIp {
  id: string;
  ip_addr: string;
  name: string;
}

/** A new address (IPv4) or network (IPv6 /64) from a location's pool, not attached to anything. */
export function CreateReservedIpDialog({
  teamId,
  open,
  locations,
  onClose,
  onCreated,
}: {
  teamId: string;
  open: boolean;
  /** Locations of the team's reserved IPs; the team's VMs add theirs. */
  locations: readonly string[];
  onClose: () => void;
  onCreated: (created: CreatedReservedIp) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Reserve a new IP"
      description="A new IPv4 address or IPv6 /64 network from a location’s pool, unattached, billed monthly until you release it."
    >
      <CreateForm teamId={teamId} locations={locations} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function CreateForm({
  teamId,
  locations,
  onClose,
  onCreated,
}: {
  teamId: string;
  locations: readonly string[];
  onClose: () => void;
  onCreated: (created: CreatedReservedIp) => void;
}) {
  const create = useCreateReservedIp(teamId);
  const vms = useVms(teamId);
  const listId = useId();
  const options = useMemo(
    () => knownLocations([...locations.map((location) => ({ location })), ...(vms.data ?? [])]),
    [locations, vms.data],
  );
  const [location, setLocation] = useState('');
  const [name, setName] = useState('');
  const [ipType, setIpType] = useState<IpVersion>('ipv4');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<CreateField> | null>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ipTypeRef = useRef<HTMLSelectElement>(null);
  const focusField = (field: CreateField) =>
    ({ location: locationRef, name: nameRef, ip_type: ipTypeRef })[field].current?.focus();

  useEffect(() => {
    if (serverError && serverError.field !== 'form') focusField(serverError.field);
  }, [serverError]);

  const request = createRequest({ location, name, ipType });
  const problems: Partial<Record<CreateField, string>> = request.ok ? {} : request.problems;
  const errorOf = (field: CreateField) =>
    (submitted ? problems[field] : undefined) ?? (serverError?.field === field ? serverError.message : undefined);
  const dismiss = (field: CreateField) => {
    if (serverError?.field === field) setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (!request.ok) {
      focusField('location');
      return;
    }
    setServerError(null);
    const body = request.body;
    create.mutate(body, {
      // Without a name the server names the reserved IP after its address.
      onSuccess: (created) =>
        onCreated({ id: created.rip_id, ip_addr: created.ip_addr ?? '', name: body.name ?? created.ip_addr ?? '' }),
      onError: (error) => setServerError(placeCreateError(error, body.location)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={locationRef}
          label="Location"
          description={
            options.length > 0 ? (
              <>
                Choose one (<InlineValues values={options} />) or type another.
              </>
            ) : (
              'Where the VMs it will attach to are, e.g. Amsterdam.'
            )
          }
          list={listId}
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            dismiss('location');
          }}
          error={errorOf('location')}
          required
          autoComplete="off"
        />
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
        <TextField
          ref={nameRef}
          label="Name"
          description="Optional: without a name, the address is its name."
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            dismiss('name');
          }}
          error={errorOf('name')}
          hint={<CharacterCounter value={name.trim()} max={RESERVED_IP_NAME_MAX} />}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          ref={ipTypeRef}
          label="IP version"
          value={ipType}
          description={IP_VERSION_CHOICES.find((choice) => choice.value === ipType)?.description}
          onChange={(event) => {
            setIpType(event.target.value === 'ipv6' ? 'ipv6' : 'ipv4');
            dismiss('ip_type');
          }}
          error={errorOf('ip_type')}
        >
          {IP_VERSION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-fg-subtle">The first month is charged to the account balance at once.</p>
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Reserve IP" pending={create.isPending} />
    </form>
  );
}
