import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useVms } from '../../api/vms';
import { useCreateVpc } from '../../api/vpcs';
import { parseVpcSubnetInput, vpcCidr } from '../../lib/vpcSubnet';
import { Dialog, DialogBody, DialogFormActions } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextArea } from '../../ui/TextArea';
import { InlineValues } from '../../ui/detail';
import { TextField } from '../../ui/TextField';
import { CharacterCounter } from '../../ui/CharacterCounter';
import {
  placeVpcError,
  VPC_DESCRIPTION_MAX,
  vpcCreateRequest,
  type PlacedError,
  type VpcCreateField,
  type VpcCreateValues,
} from './vpcForm';
import { knownLocations } from '../../lib/locations';

export interface CreatedVpc {
  name: string;
  location: string;
  cidr: string;
}

const FIELDS: readonly VpcCreateField[] = ['location', 'name', 'description', 'subnet'];
const EMPTY: VpcCreateValues = { location: '', name: '', description: '', subnet: '' };

export function CreateVpcDialog({
  teamId,
  open,
  locations,
  onClose,
  onCreated,
}: {
  teamId: string;
  open: boolean;
  /** Locations seen in the team's VPCs; the team's VMs add theirs. */
  locations: readonly string[];
  onClose: () => void;
  onCreated: (created: CreatedVpc) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create VPC"
      description="A private IPv4 network for servers in one location."
    >
      <CreateVpcForm teamId={teamId} locations={locations} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function addressCount(prefix: string): string {
  const count = 2 ** (32 - Number(prefix));
  return `${count.toLocaleString()} addresses`;
}

function CreateVpcForm({
  teamId,
  locations,
  onClose,
  onCreated,
}: {
  teamId: string;
  locations: readonly string[];
  onClose: () => void;
  onCreated: (created: CreatedVpc) => void;
}) {
  const create = useCreateVpc(teamId);
  const vms = useVms(teamId);
  const listId = useId();
  const options = useMemo(
    () => knownLocations([...locations.map((location) => ({ location })), ...(vms.data ?? [])]),
    [locations, vms.data],
  );

  const [values, setValues] = useState<VpcCreateValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [subnetTouched, setSubnetTouched] = useState(false);
  const [serverError, setServerError] = useState<PlacedError<VpcCreateField> | null>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const subnetRef = useRef<HTMLInputElement>(null);
  const focusField = (field: VpcCreateField) =>
    ({ location: locationRef, name: nameRef, description: descriptionRef, subnet: subnetRef })[field].current?.focus();

  const request = vpcCreateRequest(values);
  const problems = request.ok ? {} : request.problems;
  const subnet = parseVpcSubnetInput(values.subnet);
  const shown = (field: VpcCreateField): string | undefined => {
    // The description's length is judged as it is typed; the subnet once the user leaves it.
    const visible =
      submitted ||
      (field === 'description' && problems.description) ||
      (field === 'subnet' && subnetTouched && values.subnet.trim() !== '');
    return (visible ? problems[field] : undefined) ?? (serverError?.field === field ? serverError.message : undefined);
  };

  useEffect(() => {
    if (serverError && serverError.field !== 'form') focusField(serverError.field);
  }, [serverError]);

  const set = (field: VpcCreateField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (!request.ok) {
      const first = FIELDS.find((field) => problems[field]);
      if (first) focusField(first);
      return;
    }
    setServerError(null);
    const { body } = request;
    create.mutate(body, {
      onSuccess: () =>
        onCreated({ name: body.name, location: body.location, cidr: vpcCidr(body.v4_subnet, body.v4_subnet_mask) }),
      onError: (error) => setServerError(placeVpcError(error, FIELDS)),
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
                Choose a location your servers are in (<InlineValues values={options} />) or type another.
              </>
            ) : (
              'The location of the servers to connect, e.g. Amsterdam.'
            )
          }
          list={listId}
          value={values.location}
          onChange={(event) => set('location')(event.target.value)}
          error={shown('location')}
          required
          autoComplete="off"
        />
        <datalist id={listId}>
          {options.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
        <TextField
          ref={nameRef}
          label="Name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={shown('name')}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          ref={subnetRef}
          label="Network"
          description="A private IPv4 range in CIDR notation, from /8 to /29, e.g. 10.10.0.0/24."
          value={values.subnet}
          onChange={(event) => set('subnet')(event.target.value)}
          onBlur={() => setSubnetTouched(true)}
          error={shown('subnet')}
          hint={subnet.ok ? <p className="text-xs text-fg-subtle">{addressCount(subnet.v4_subnet_mask)}</p> : undefined}
          required
          mono
          autoComplete="off"
          spellCheck={false}
          placeholder="10.10.0.0/24"
        />
        <TextArea
          ref={descriptionRef}
          label="Description"
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          error={shown('description')}
          hint={<CharacterCounter value={values.description} max={VPC_DESCRIPTION_MAX} />}
          rows={2}
        />
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Create VPC" pending={create.isPending} />
    </form>
  );
}
