import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useInstanceTypes, useOsTemplates } from '../../../api/catalogue';
import { useDeployVm, useRefreshDeployChoices } from '../../../api/deploy';
import { isApiError } from '../../../api/errors';
import { useFirewallGroups } from '../../../api/firewalls';
import { useIsos } from '../../../api/isos';
import { PRICE_CURRENCIES, useInstancePrice, type PriceCurrency } from '../../../api/prices';
import { useSnapshots } from '../../../api/snapshots';
import { useSshKeys } from '../../../api/sshKeys';
import { useShownAnswer } from '../../../api/useShownAnswer';
import { useStartupScripts } from '../../../api/startupScripts';
import type { InstanceType, PaymentCycle } from '../../../api/types';
import { useVms } from '../../../api/vms';
import { useVpcs } from '../../../api/vpcs';
import { formatGigabytes, formatMegabytes } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { linkClasses } from '../../../ui/detail';
import { useForm, type PlacedError } from '../../../ui/form/useForm';
import { FormError } from '../../../ui/FormError';
import { PageHeader } from '../../../ui/PageHeader';
import { SegmentedChoice } from '../../../ui/SegmentedChoice';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { DEPLOY_HEADING } from '../../../lib/areaHeadings';
import { useStableCallback } from '../../../ui/useStableCallback';
import {
  bootableIsos,
  bootableSnapshots,
  deployLocations,
  deployRequest,
  deployStart,
  offeredIn,
  PAYMENT_CYCLES,
  placeDeployError,
  priceForCycle,
  pricePlan,
  ramChoices,
  teamCurrency,
  templatesByFamily,
  typesIn,
  vcpuChoices,
  vpcsIn,
  type BootSource,
  type DeployField,
  type DeployValues,
} from './deployForm';
import { CheckList, Section } from './parts';
import { PriceSummary } from './PriceSummary';
import { useSettled } from './useSettled';
import { PasteSshKeys } from './PasteSshKeys';
import { SshKeyPicker } from './SshKeyPicker';
import { formatQuantity } from '../../../ui/intl';

/** How long the plan must stay the same before it is priced: one request once typing stops. */
export const PRICE_SETTLE_MS = 400;

const SOURCES: { value: BootSource; label: string }[] = [
  { value: 'os', label: 'OS template' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'iso', label: 'Custom ISO' },
];

const DEFAULT_DISK_GB = 25;

/** The sizes a newly chosen type starts with: what was chosen if it still fits, else the smallest (a modest disk). */
function sizesFor(type: InstanceType, values: DeployValues): Pick<DeployValues, 'vcpu' | 'ram' | 'disk'> {
  const fits = (text: string, max: number) => Number(text) >= 1 && Number(text) <= max && /^\d+$/.test(text);
  return {
    vcpu: fits(values.vcpu, type.max_vcpu) ? values.vcpu : '1',
    ram: ramChoices(type.max_ram).includes(Number(values.ram)) ? values.ram : String(ramChoices(type.max_ram)[0] ?? ''),
    disk: fits(values.disk, type.max_disk) ? values.disk : String(Math.min(DEFAULT_DISK_GB, type.max_disk)),
  };
}

function typeSummary(type: InstanceType): string {
  return `${type.type} · ${type.cpu.toUpperCase()} · up to ${type.max_vcpu} vCPU, ${formatMegabytes(type.max_ram)} RAM, ${formatGigabytes(type.max_disk)} disk · network ${formatQuantity(type.network_rate, 'megabit-per-second')}`;
}

export function DeployVmPage() {
  const { teamId = '' } = useParams();
  usePageTitle(DEPLOY_HEADING.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toast = useToast();

  const instanceTypes = useInstanceTypes();
  const osTemplates = useOsTemplates();
  const snapshots = useSnapshots();
  const isos = useIsos(teamId);
  // The key list is drawn as a transition (useShownAnswer): its arrival drew the key picker inside
  // the form's redraw, in one task. The other lists are short, and deferring them would draw the whole
  // form twice for each.
  const sshKeys = useShownAnswer(useSshKeys(teamId));
  const scripts = useStartupScripts(teamId);
  const vpcs = useVpcs(teamId);
  const firewallGroups = useFirewallGroups(teamId);
  const vms = useVms(teamId);
  const deploy = useDeployVm(teamId);
  const refreshChoices = useRefreshDeployChoices(teamId);

  const [currencyChoice, setCurrencyChoice] = useState<PriceCurrency | null>(null);
  const currency = currencyChoice ?? teamCurrency(vms.data);

  const types = useMemo(() => instanceTypes.data ?? [], [instanceTypes.data]);
  const catalogue = {
    instanceTypes: types,
    osTemplates: osTemplates.data,
    snapshots: snapshots.data,
    isos: isos.data,
    sshKeys: sshKeys.data,
    vpcs: vpcs.data,
    firewallGroups: firewallGroups.data,
    startupScripts: scripts.data,
  };

  // Read once: the link chose where to start; later changes to the address do not reset the form.
  const [start] = useState(() => deployStart(search));
  const form = useForm({
    initial: start,
    check: (values: DeployValues) => deployRequest(values, catalogue),
    send: async (body) => {
      const { vmId } = await deploy.mutateAsync(body);
      if (vmId) {
        void navigate(paths.vm(teamId, vmId));
        return;
      }
      toast.show(
        `The deploy of ${body.name ?? 'the VM'} was accepted. It will show in the list once it is ready.`,
        'info',
      );
      void navigate(paths.vms(teamId));
    },
    placeError: (error): PlacedError<DeployField> => {
      if (isApiError(error) && error.status === 404) void refreshChoices();
      return placeDeployError(error, charge);
    },
  });
  const { values } = form;
  // Stable, so the key picker (10,000 keys for some teams) is left alone while other fields change.
  const chooseSshKeys = useStableCallback((chosen: string[]) => form.set('sshKeys', chosen));
  const focusSshKeys = useStableCallback((element: HTMLInputElement | null) => form.register('sshKeys')(element));

  const plan = pricePlan(values, types, currency);
  const settledPlan = useSettled(plan, JSON.stringify(plan), PRICE_SETTLE_MS);
  const price = useInstancePrice(settledPlan);
  const settledMatches = JSON.stringify(plan) === JSON.stringify(settledPlan);
  const priceLoading = plan !== null && (!settledMatches || price.isFetching);
  const planIsPriced = plan !== null && settledMatches && price.isSuccess && !price.isPlaceholderData;
  const shownPrice = plan === null ? undefined : price.data;
  const cycle = shownPrice ? priceForCycle(shownPrice, values.paymentCycle) : null;
  const charge = planIsPriced && cycle && shownPrice ? { cycle, currency: shownPrice.currency } : null;

  const locations = useMemo(() => deployLocations(types), [types]);
  const offered = typesIn(types, values.location);
  const type = types.find((candidate) => candidate.id === values.instanceType);
  const families = useMemo(() => templatesByFamily(osTemplates.data ?? []), [osTemplates.data]);
  const vpcChoices = vpcsIn(vpcs.data ?? [], values.location);

  const chooseLocation = (location: string) => {
    const keepType = type && offeredIn(type, location);
    form.change({ ...values, location, instanceType: keepType ? values.instanceType : '', vpcs: [] }, 'location');
  };
  const chooseType = (id: string) => {
    const next = types.find((candidate) => candidate.id === id);
    form.change({ ...values, instanceType: id, ...(next ? sizesFor(next, values) : {}) }, 'instanceType');
  };

  return (
    <div className="flex flex-col gap-5 px-4 py-4 sm:px-6 sm:py-5">
      <PageHeader
        {...DEPLOY_HEADING}
        actions={
          <Link to={paths.vms(teamId)} className={linkClasses}>
            Back to VMs
          </Link>
        }
      />
      <form onSubmit={form.onSubmit} noValidate className="grid max-w-5xl gap-5 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section legend="Location and size">
            <SelectField
              {...form.field('location')}
              onChange={(event) => chooseLocation(event.target.value)}
              label="Location"
              required
              description={instanceTypes.isError ? 'The instance types could not be loaded.' : undefined}
            >
              <option value="">{instanceTypes.isPending ? 'Loading locations…' : 'Choose a location'}</option>
              {locations.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </SelectField>
            <SelectField
              {...form.field('instanceType')}
              onChange={(event) => chooseType(event.target.value)}
              label="Instance type"
              required
              disabled={values.location === ''}
              description={values.location === '' ? 'Choose a location first.' : undefined}
              hint={type ? <p className="text-xs text-fg-subtle">{typeSummary(type)}</p> : undefined}
            >
              <option value="">Choose an instance type</option>
              {offered.map((option) => (
                <option key={option.id} value={option.id}>
                  {`${option.type} (${option.cpu}), up to ${option.max_vcpu} vCPU, ${formatMegabytes(option.max_ram)} RAM`}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField {...form.field('vcpu')} label="vCPUs" required disabled={!type}>
                <option value="">—</option>
                {vcpuChoices(type?.max_vcpu ?? 0).map((count) => (
                  <option key={count} value={String(count)}>
                    {count}
                  </option>
                ))}
              </SelectField>
              <SelectField {...form.field('ram')} label="RAM" required disabled={!type}>
                <option value="">—</option>
                {ramChoices(type?.max_ram ?? 0).map((megabytes) => (
                  <option key={megabytes} value={String(megabytes)}>
                    {formatMegabytes(megabytes)}
                  </option>
                ))}
              </SelectField>
              <TextField
                {...form.field('disk')}
                label="Disk (GB)"
                required
                disabled={!type}
                inputMode="numeric"
                autoComplete="off"
                description={type ? `Up to ${type.max_disk} GB.` : undefined}
              />
            </div>
          </Section>

          <Section legend="What to boot">
            <SegmentedChoice
              legend="Boot from"
              name="source"
              value={values.source}
              options={SOURCES}
              onChange={(source) => form.set('source', source)}
            />
            {values.source === 'os' ? (
              <SelectField {...form.field('os')} label="OS template" required>
                <option value="">{osTemplates.isPending ? 'Loading templates…' : 'Choose an OS template'}</option>
                {families.map((family) => (
                  <optgroup key={family.family} label={family.family}>
                    {family.templates.map((template) => (
                      <option key={template.id} value={String(template.id)}>
                        {template.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
            ) : values.source === 'snapshot' ? (
              <SelectField
                {...form.field('snapshot')}
                label="Snapshot"
                required
                description={
                  snapshots.isError ? 'The snapshots could not be loaded.' : 'Only finished snapshots can be deployed.'
                }
              >
                <option value="">Choose a snapshot</option>
                {bootableSnapshots(snapshots.data ?? []).map((snapshot) => (
                  <option key={snapshot.id} value={snapshot.id}>
                    {snapshot.name || snapshot.id}
                  </option>
                ))}
              </SelectField>
            ) : (
              <SelectField
                {...form.field('iso')}
                label="Custom ISO"
                required
                description={
                  isos.isError
                    ? 'The ISOs could not be loaded; this server may not offer them.'
                    : 'The team’s ISOs and the provider’s, once fully downloaded.'
                }
              >
                <option value="">Choose an ISO</option>
                {bootableIsos(isos.data ?? []).map((iso) => (
                  <option key={iso.id} value={iso.id}>
                    {`${iso.name || iso.filename}${iso.is_system_iso ? ' (provided)' : ''}`}
                  </option>
                ))}
              </SelectField>
            )}
          </Section>

          <Section legend="Access and network">
            <SshKeyPicker
              keys={sshKeys.data}
              chosen={values.sshKeys}
              onChange={chooseSshKeys}
              error={form.errorOf('sshKeys')}
              empty={sshKeys.isPending ? 'Loading SSH keys…' : 'This team has no SSH keys.'}
              loading={sshKeys.isPending}
              refreshing={sshKeys.isFetching}
              focusRef={focusSshKeys}
            />
            <PasteSshKeys
              teamId={teamId}
              teamKeys={sshKeys.data ?? []}
              chosen={values.sshKeys}
              onChoose={chooseSshKeys}
            />
            <SelectField
              {...form.field('startupScript')}
              value={values.source === 'iso' ? '' : values.startupScript}
              label="Startup script"
              disabled={values.source === 'iso'}
              description={
                values.source === 'iso'
                  ? 'Not with a custom ISO: the ISO’s own installer runs instead.'
                  : 'Runs once when the VM first boots.'
              }
            >
              <option value="">None</option>
              {(scripts.data ?? []).map((script) => (
                <option key={script.id} value={script.id}>
                  {script.name}
                </option>
              ))}
            </SelectField>
            <CheckList
              legend="VPCs"
              description={
                values.location ? `Private networks in ${values.location}.` : 'Choose a location to see its VPCs.'
              }
              options={vpcChoices.map((vpc) => ({
                id: vpc.id,
                label: vpc.name,
                detail: `${vpc.v4_subnet}/${vpc.v4_subnet_mask}`,
              }))}
              chosen={values.vpcs}
              onChange={(chosen) => form.set('vpcs', chosen)}
              error={form.errorOf('vpcs')}
              empty={values.location ? `The team has no VPC in ${values.location}.` : 'No location chosen yet.'}
              focusRef={form.register('vpcs')}
            />
            <SelectField {...form.field('firewallGroup')} label="Firewall group">
              <option value="">None</option>
              {(firewallGroups.data ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.description || group.id}
                </option>
              ))}
            </SelectField>
            <Checkbox
              label="IPv6"
              description="Give the VM an IPv6 address as well as its IPv4 one."
              checked={values.ipv6}
              onChange={(event) => form.set('ipv6', event.target.checked)}
            />
            <Checkbox
              label="Disable SSH blocking"
              description="The provider blocks addresses that keep failing to sign in over SSH; tick this to turn that off for this VM."
              checked={values.disableSshBlocking}
              onChange={(event) => form.set('disableSshBlocking', event.target.checked)}
            />
          </Section>

          <Section legend="Billing and name">
            <SelectField
              ref={form.register('paymentCycle')}
              label="Payment cycle"
              value={values.paymentCycle}
              onChange={(event) => form.set('paymentCycle', event.target.value as PaymentCycle)}
              error={form.errorOf('paymentCycle')}
            >
              {PAYMENT_CYCLES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <TextField {...form.field('name')} label="Name" required autoComplete="off" spellCheck={false} />
          </Section>
        </div>

        <aside className="flex flex-col gap-4 self-start rounded-lg border border-line bg-surface-raised p-4 lg:sticky lg:top-4">
          <SegmentedChoice
            legend="Price in"
            name="currency"
            value={currency}
            options={PRICE_CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
            onChange={setCurrencyChoice}
          />
          <PriceSummary
            price={shownPrice}
            cycle={values.paymentCycle}
            waiting={plan === null}
            loading={priceLoading}
            error={price.error}
          />
          {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
          <Button type="submit" variant="primary" loading={form.pending}>
            {form.pending ? 'Deploying…' : 'Deploy VM'}
          </Button>
        </aside>
      </form>
    </div>
  );
}
