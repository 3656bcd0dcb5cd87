import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useCreateReservedIp } from '../../api/reservedIps';
import { useVms } from '../../api/vms';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { InlineValues } from '../../ui/detail';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { SelectField } from '../../ui/SelectField';
import { knownLocations } from '../vpcs/vpcRows';
import { nameProblem, placeCreateError, RESERVED_IP_NAME_MAX, type CreateField, type PlacedError } from './ripForm';

export interface CreatedReservedIp {
  id: string;
  ip_addr: string;
  name: string;
}

/** A new address from a location's pool, not attached to anything (extension POST). */
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
    <Dialog open={open} onClose={onClose} title="Reserve a new IP" description="A new address from a location’s pool, unattached, billed monthly until you release it.">
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
  const options = useMemo(() => knownLocations([...locations.map((location) => ({ location })), ...(vms.data ?? [])]), [locations, vms.data]);
  const [location, setLocation] = useState('');
  const [name, setName] = useState('');
  const [ipType, setIpType] = useState<'v4' | 'v6'>('v4');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<CreateField> | null>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ipTypeRef = useRef<HTMLSelectElement>(null);
  const focusField = (field: CreateField) => ({ location: locationRef, name: nameRef, ip_type: ipTypeRef })[field].current?.focus();

  useEffect(() => {
    if (serverError && serverError.field !== 'form') focusField(serverError.field);
  }, [serverError]);

  const problems: Partial<Record<CreateField, string>> = {};
  if (location.trim() === '') problems.location = 'Choose or type a location.';
  const nameIssue = nameProblem(name);
  if (nameIssue) problems.name = nameIssue;
  const errorOf = (field: CreateField) => (submitted ? problems[field] : undefined) ?? (serverError?.field === field ? serverError.message : undefined);
  const dismiss = (field: CreateField) => {
    if (serverError?.field === field) setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (problems.location || problems.name) {
      focusField(problems.location ? 'location' : 'name');
      return;
    }
    setServerError(null);
    const body = { location: location.trim(), name: name.trim(), ip_type: ipType };
    create.mutate(body, {
      onSuccess: (created) => onCreated({ id: created.rip_id, ip_addr: created.ip_addr ?? '', name: body.name }),
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
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            dismiss('name');
          }}
          error={errorOf('name')}
          hint={<CharacterCounter value={name.trim()} max={RESERVED_IP_NAME_MAX} />}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          ref={ipTypeRef}
          label="IP version"
          value={ipType}
          onChange={(event) => {
            setIpType(event.target.value === 'v6' ? 'v6' : 'v4');
            dismiss('ip_type');
          }}
          error={errorOf('ip_type')}
        >
          <option value="v4">IPv4</option>
          <option value="v6">IPv6</option>
        </SelectField>
        <p className="text-xs text-fg-subtle">The first month is charged to the account balance at once.</p>
        {serverError?.field === 'form' ? (
          <FormError code={serverError.code}>{serverError.message}</FormError>
        ) : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Reserve IP" pending={create.isPending} />
    </form>
  );
}
