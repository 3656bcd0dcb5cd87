import { reservedIpRequests, useCreateReservedIp, useReservedIps } from '../../api/resources/reservedIps';
import { describePlanned } from '../../api/http/apiRequest';
import { formDialog, type TeamFormProps } from '../../ui/form/formDialog';
import { LocationField } from '../../ui/form/LocationField';
import { useCatalogueLocations } from '../../api/resources/catalogue';
import { SelectField } from '../../ui/controls/SelectField';
import { useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import type { IpVersion } from '../../lib/ipVersion';
import { createRequest, IP_VERSION_CHOICES, notOfferedHere, placeCreateError } from './reservedIpForm';
import { isApiError } from '../../api/errors/errors';
import { isUnsupported, rememberUnsupported, useUnsupportedKinds } from './unsupportedKinds';
import { ReservedIpNameField } from './ReservedIpNameField';
import { reservingPriceNote } from './reservedIpPrice';

interface CreatedReservedIp {
  id: string;
  ip_addr: string;
  name: string;
}

type CreateFormProps = TeamFormProps<{
  onCreated: (created: CreatedReservedIp) => void;
}>;

function CreateForm({ teamId, onClose, onCreated }: CreateFormProps) {
  const create = useCreateReservedIp(teamId);
  // The team's reservations: what they are billed is the one price the console can show.
  const reservedIps = useReservedIps(teamId);
  const locations = useCatalogueLocations();
  const form = useForm({
    initial: { location: '', name: '', ip_type: 'ipv4' as IpVersion },
    check: (values) => createRequest(values, isUnsupported),
    send: async (body) => {
      const created = await create.mutateAsync(body).catch((error: unknown) => {
        // The location does not offer this version: not offered there again in this session.
        if (isApiError(error) && error.code === 'NOT_SUPPORTED') rememberUnsupported(body.location, body.ip_type);
        throw error;
      });
      // Without a name the server names the reserved IP after its address.
      onCreated({ id: created.rip_id, ip_addr: created.ip_addr ?? '', name: body.name ?? created.ip_addr ?? '' });
    },
    placeError: (error, body) => placeCreateError(error, body.location),
  });
  useUnsupportedKinds();
  const { ip_type: ipType, location } = form.values;
  const refusedHere = (kind: IpVersion) => location.trim() !== '' && isUnsupported(location, kind);

  return (
    <DialogForm
      form={form}
      submitLabel="Reserve IP"
      onCancel={onClose}
      request={form.body && describePlanned(reservedIpRequests.create(teamId, form.body))}
    >
      <LocationField
        {...form.field('location')}
        choices={locations}
        description="Where the VMs it will attach to are."
      />
      <ReservedIpNameField {...form.field('name')} />
      <SelectField
        ref={form.register('ip_type')}
        label="IP version"
        value={ipType}
        description={
          refusedHere(ipType)
            ? notOfferedHere(ipType, location.trim())
            : IP_VERSION_CHOICES.find((choice) => choice.value === ipType)?.description
        }
        onChange={(event) => form.set('ip_type', event.target.value === 'ipv6' ? 'ipv6' : 'ipv4')}
        error={form.errorOf('ip_type')}
      >
        {IP_VERSION_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={refusedHere(choice.value)}>
            {refusedHere(choice.value) ? `${choice.label} (not offered in ${location.trim()})` : choice.label}
          </option>
        ))}
      </SelectField>
      <p className="text-xs text-fg-subtle">{reservingPriceNote(reservedIps.data)}</p>
    </DialogForm>
  );
}

/** A new address (IPv4) or network (IPv6 /64) from a location's pool, not attached to anything. */
export const CreateReservedIpDialog = formDialog(
  {
    title: 'Reserve a new IP',
    description:
      'A new IPv4 address or IPv6 /64 network from a location’s pool, unattached, billed until you release it.',
  },
  CreateForm,
);
