import { Fragment } from 'react';
import type { Vpc } from '../../api/types';
import { useCreateVpc, useVpcs, vpcRequests } from '../../api/resources/vpcs';
import { describePlanned } from '../../api/http/apiRequest';
import { parseVpcSubnetInput, vpcCidr } from '../../lib/vpcSubnet';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { LocationField } from '../../ui/form/LocationField';
import { useCatalogueLocations } from '../../api/resources/catalogue';
import { TextField } from '../../ui/controls/TextField';
import { NameField } from '../../ui/form/NameField';
import { useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import { VpcDescriptionField } from './VpcDescriptionField';
import { Note } from '../../ui/feedback/Note';
import { overlappingVpcs } from './vpcOverlap';
import { placeVpcError, vpcCreateRequest, type VpcCreateField, type VpcCreateValues } from './vpcForm';

export interface CreatedVpc {
  name: string;
  location: string;
  cidr: string;
}

const FIELDS: readonly VpcCreateField[] = ['location', 'name', 'description', 'subnet'];
const EMPTY: VpcCreateValues = { location: '', name: '', description: '', subnet: '' };

type CreateVpcFormProps = TeamFormProps<{
  onCreated: (created: CreatedVpc) => void;
}>;

function addressCount(prefix: string): string {
  const count = 2 ** (32 - Number(prefix));
  return `${count.toLocaleString()} addresses`;
}

function CreateVpcForm({ teamId, onClose, onCreated }: CreateVpcFormProps) {
  const create = useCreateVpc(teamId);
  const locations = useCatalogueLocations();
  const vpcs = useVpcs(teamId);

  const form = useForm({
    initial: EMPTY,
    check: vpcCreateRequest,
    // The description's length is judged as it is typed; the subnet once the user leaves it.
    judge: { description: 'as-typed', subnet: 'on-leave' },
    send: async (body) => {
      await create.mutateAsync(body);
      onCreated({ name: body.name, location: body.location, cidr: vpcCidr(body.v4_subnet, body.v4_subnet_mask) });
    },
    placeError: (error) => placeVpcError(error, FIELDS),
  });
  const subnet = parseVpcSubnetInput(form.values.subnet);
  const overlaps = subnet.ok
    ? overlappingVpcs(vpcs.data, form.values.location, vpcCidr(subnet.v4_subnet, subnet.v4_subnet_mask))
    : [];

  return (
    <DialogForm
      form={form}
      submitLabel="Create VPC"
      onCancel={onClose}
      request={form.body && describePlanned(vpcRequests.create(teamId, form.body))}
    >
      <LocationField
        {...form.field('location')}
        choices={locations}
        description="The location of the servers to connect."
      />
      <NameField {...form.field('name')} />
      <TextField
        {...form.field('subnet')}
        label="Network"
        description="A private IPv4 range in CIDR notation, from /8 to /29, e.g. 10.10.0.0/24."
        hint={
          subnet.ok ? (
            <>
              <p className="text-xs text-fg-subtle">{addressCount(subnet.v4_subnet_mask)}</p>
              {overlaps.length > 0 ? <OverlapWarning overlaps={overlaps} location={form.values.location} /> : null}
            </>
          ) : undefined
        }
        required
        mono
        autoComplete="off"
        spellCheck={false}
        placeholder="10.10.0.0/24"
      />
      <VpcDescriptionField {...form.field('description')} rows={2} />
    </DialogForm>
  );
}

/** A warning, not a refusal: the API creates overlapping VPCs. */
function OverlapWarning({
  overlaps,
  location,
}: {
  overlaps: readonly Pick<Vpc, 'id' | 'name' | 'v4_subnet' | 'v4_subnet_mask'>[];
  location: string;
}) {
  return (
    <Note tone="warning" className="mt-2">
      This range overlaps{' '}
      {overlaps.map((vpc, index) => (
        <Fragment key={vpc.id}>
          {index > 0 ? ', ' : null}
          <bdi className="font-medium [overflow-wrap:anywhere]">{vpc.name}</bdi>{' '}
          <span className="font-mono text-xs">({vpcCidr(vpc.v4_subnet, vpc.v4_subnet_mask)})</span>
        </Fragment>
      ))}{' '}
      in <bdi className="[overflow-wrap:anywhere]">{location.trim()}</bdi>: a server in both could not tell which
      network an address is on. You can still create it.
    </Note>
  );
}

export const CreateVpcDialog = formDialog(
  { title: 'Create VPC', description: 'A private IPv4 network for servers in one location.' },
  CreateVpcForm,
);
