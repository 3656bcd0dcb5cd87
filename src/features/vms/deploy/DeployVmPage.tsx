import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useInstanceTypes } from '../../../api/resources/catalogue';
import { deployRequests, useDeployChoicesNow, useDeployVm, useRefreshDeployChoices } from '../../../api/vms/deploy';
import { describePlanned } from '../../../api/http/apiRequest';
import { ApiRequestView } from '../../../ui/form/ApiRequestView';
import { isApiError } from '../../../api/errors/errors';
import {
  PRICE_CURRENCIES,
  teamCurrency,
  useInstancePrice,
  useTeamCurrency,
  type PriceCurrency,
} from '../../../api/resources/prices';
import type { PaymentCycle } from '../../../api/types';
import { formatMegabytes } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/controls/Button';
import { Checkbox } from '../../../ui/controls/Checkbox';
import { linkClasses } from '../../../ui/page/detail';
import { useForm, type PlacedError } from '../../../ui/form/useForm';
import { FormError } from '../../../ui/feedback/FormError';
import { PageHeader } from '../../../ui/page/PageHeader';
import { SegmentedChoice } from '../../../ui/controls/SegmentedChoice';
import { SelectField } from '../../../ui/controls/SelectField';
import { TextField } from '../../../ui/controls/TextField';
import { NameField } from '../../../ui/form/NameField';
import { useToast } from '../../../ui/feedback/Toasts';
import { usePageTitle } from '../../../ui/page/usePageTitle';
import { FOCUS_HEADING } from '../../../ui/page/focusHeadingOnArrival';
import { DEPLOY_HEADING } from '../../../lib/areaHeadings';
import { useStableCallback } from '../../../ui/hooks/useStableCallback';
import {
  FirewallGroupField,
  IsoField,
  OsTemplateField,
  SnapshotField,
  StartupScriptField,
  TeamSshKeys,
  VpcChoice,
} from './choiceFields';
import {
  DEPLOY_JUDGED,
  deployLocations,
  deployRequest,
  deployStart,
  offeredIn,
  PAYMENT_CYCLES,
  placeDeployError,
  priceForCycle,
  pricePlan,
  ramChoices,
  startingSizes,
  typesIn,
  vcpuChoices,
  whyNoPrice,
  type Sizes,
  type BootSource,
  type DeployField,
  type DeployValues,
} from './deployForm';
import { Section } from './parts';
import { usePaintedValue } from '../../../ui/hooks/usePaintedValue';
import { PriceSummary } from './PriceSummary';
import { useSettled } from './useSettled';
import { PlanCards } from './PlanCards';
import { NameSuggestion } from './NameSuggestion';
import { suggestedVmName } from './suggestedName';

/** How long the plan must stay the same before it is priced: one request once typing stops. */
const PRICE_SETTLE_MS = 400;

const SOURCES: { value: BootSource; label: string }[] = [
  { value: 'os', label: 'OS template' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'iso', label: 'Custom ISO' },
];

export function DeployVmPage() {
  const { teamId = '' } = useParams();
  usePageTitle(DEPLOY_HEADING.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toast = useToast();

  // The page reads only what its own fields need (types for the location and sizes, the team's
  // currency for the price); the fields of the other lists read them (choiceFields.tsx).
  const instanceTypes = useInstanceTypes();
  const choicesNow = useDeployChoicesNow(teamId);
  const currencyOfTeam = useTeamCurrency(teamId);
  const deploy = useDeployVm(teamId);
  const refreshChoices = useRefreshDeployChoices(teamId);

  const [currencyChoice, setCurrencyChoice] = useState<PriceCurrency | null>(null);
  const currency = currencyChoice ?? currencyOfTeam ?? teamCurrency(undefined);
  // The plan cards wait for the team's currency: a page of prices is asked in one currency, not two.
  const cardCurrency = currencyChoice ?? currencyOfTeam;

  const types = useMemo(() => instanceTypes.data ?? [], [instanceTypes.data]);

  // Read once: the link chose where to start; later changes to the address do not reset the form.
  // The name starts as the suggestion for no choices yet, so following it costs no second render at once.
  const [start] = useState(() => ({ ...deployStart(search), name: suggestedVmName({ boots: '', location: '' }, []) }));
  const form = useForm({
    initial: start,
    check: (values: DeployValues) => deployRequest(values, { instanceTypes: types, ...choicesNow() }),
    judge: DEPLOY_JUDGED,
    send: async (body) => {
      const { vmId } = await deploy.mutateAsync(body);
      if (vmId) {
        void navigate(paths.vm(teamId, vmId), { state: FOCUS_HEADING });
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
  // Stable, so the keys (10,000 for some teams) are left alone while other fields change.
  const chooseSshKeys = useStableCallback((chosen: string[]) => form.set('sshKeys', chosen));
  const focusSshKeys = useStableCallback((element: HTMLInputElement | null) => form.register('sshKeys')(element));
  const chooseVpcs = useStableCallback((chosen: string[]) => form.set('vpcs', chosen));
  const focusVpcs = useStableCallback((element: HTMLInputElement | null) => form.register('vpcs')(element));
  const focusPlan = useStableCallback((element: HTMLInputElement | null) => form.register('instanceType')(element));

  // The name follows the suggestion until the person types one; then it is theirs, even emptied, until
  // they take the suggestion back.
  const [nameTyped, setNameTyped] = useState(false);
  const [suggestedName, setSuggestedName] = useState(start.name);
  const followSuggestion = useStableCallback((name: string) => {
    // Only on a change: a same-value update of this page still costs it a render.
    if (name !== suggestedName) setSuggestedName(name);
    if (!nameTyped && values.name !== name) form.set('name', name);
  });

  const plan = pricePlan(values, types, currency);
  const settledPlan = useSettled(plan, JSON.stringify(plan), PRICE_SETTLE_MS);
  const price = useInstancePrice(settledPlan);
  const settledMatches = JSON.stringify(plan) === JSON.stringify(settledPlan);
  const priceLoading = plan !== null && (!settledMatches || price.isFetching);
  const planIsPriced = plan !== null && settledMatches && price.isSuccess && !price.isPlaceholderData;
  const shownPrice = plan === null ? undefined : price.data;
  const cycle = shownPrice ? priceForCycle(shownPrice, values.paymentCycle) : null;
  const charge = planIsPriced && cycle && shownPrice ? { cycle, currency: shownPrice.currency } : null;

  // The form is drawn over three frames: the location and size, then what to boot, then the sections
  // after it and the price panel. On a phone only the first two are above the fold. Drawn at once, the
  // form's first frame styled 361 elements in one task and every list field subscribed in the same first
  // effects; a frame each keeps each task short. Each part comes after everything drawn before it, so
  // nothing moves when it arrives.
  const bootDrawn = usePaintedValue(true) === true;
  const restDrawn = usePaintedValue(bootDrawn) === true;

  const locations = useMemo(() => deployLocations(types), [types]);
  const offered = typesIn(types, values.location);
  const type = types.find((candidate) => candidate.id === values.instanceType);

  const chooseLocation = (location: string) => {
    const keepType = type && offeredIn(type, location);
    form.change({ ...values, location, instanceType: keepType ? values.instanceType : '', vpcs: [] }, 'location');
  };
  // The sizes last held for each type: going back to a type finds what was typed for it.
  const sizesOfType = useRef(new Map<string, Sizes>());
  const chooseType = (id: string) => {
    if (type) sizesOfType.current.set(type.id, { vcpu: values.vcpu, ram: values.ram, disk: values.disk });
    const next = types.find((candidate) => candidate.id === id);
    const sizes = next ? startingSizes(next, sizesOfType.current.get(next.id)) : {};
    form.change({ ...values, instanceType: id, ...sizes }, 'instanceType');
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
            <PlanCards
              types={offered}
              location={values.location}
              currency={cardCurrency}
              chosen={values.instanceType}
              onChoose={chooseType}
              error={form.errorOf('instanceType')}
              focusRef={focusPlan}
              note={
                values.location === ''
                  ? 'Choose a location first.'
                  : offered.length === 0
                    ? `No instance type is offered in ${values.location}.`
                    : 'Each plan starts at its own size, priced a month; the sizes below can then be changed.'
              }
            />
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

          {bootDrawn ? (
            <Section legend="What to boot">
              <SegmentedChoice
                legend="Boot from"
                name="source"
                value={values.source}
                options={SOURCES}
                onChange={(source) => form.set('source', source)}
              />
              {values.source === 'os' ? (
                <OsTemplateField field={form.field('os')} />
              ) : values.source === 'snapshot' ? (
                <SnapshotField field={form.field('snapshot')} />
              ) : (
                <IsoField teamId={teamId} field={form.field('iso')} />
              )}
            </Section>
          ) : null}

          {restDrawn ? (
            <>
              <Section legend="Access and network">
                <TeamSshKeys
                  teamId={teamId}
                  osTemplate={values.source === 'os' ? values.os : ''}
                  chosen={values.sshKeys}
                  onChange={chooseSshKeys}
                  error={form.errorOf('sshKeys')}
                  focusRef={focusSshKeys}
                />
                <StartupScriptField
                  teamId={teamId}
                  field={form.field('startupScript')}
                  isoChosen={values.source === 'iso'}
                />
                <VpcChoice
                  teamId={teamId}
                  location={values.location}
                  chosen={values.vpcs}
                  onChange={chooseVpcs}
                  error={form.errorOf('vpcs')}
                  focusRef={focusVpcs}
                />
                <FirewallGroupField teamId={teamId} field={form.field('firewallGroup')} />
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
                <NameSuggestion
                  teamId={teamId}
                  source={values.source}
                  chosen={
                    values.source === 'os' ? values.os : values.source === 'snapshot' ? values.snapshot : values.iso
                  }
                  location={values.location}
                  onSuggest={followSuggestion}
                />
                <NameField
                  {...form.field('name')}
                  onChange={(event) => {
                    setNameTyped(true);
                    form.set('name', event.target.value);
                  }}
                  description={
                    nameTyped
                      ? undefined
                      : 'Suggested from what boots and where, unused in the team. Type to name it yourself.'
                  }
                />
                {nameTyped && suggestedName !== '' && values.name !== suggestedName ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-mt-2 self-start"
                    onClick={() => {
                      setNameTyped(false);
                      form.set('name', suggestedName);
                    }}
                  >
                    Use the suggested name, {suggestedName}
                  </Button>
                ) : null}
              </Section>
            </>
          ) : null}
        </div>

        {restDrawn ? (
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
              waiting={plan === null ? whyNoPrice(values, types) : null}
              loading={priceLoading}
              error={price.error}
            />
            <ApiRequestView
              request={form.body && describePlanned(deployRequests.create(teamId, form.body))}
              incompleteText="The request appears here once the form is complete."
            />
            {form.formError ? <FormError code={form.formError.code}>{form.formError.message}</FormError> : null}
            <Button type="submit" variant="primary" loading={form.pending}>
              {form.pending ? 'Deploying…' : 'Deploy VM'}
            </Button>
          </aside>
        ) : null}
      </form>
    </div>
  );
}
