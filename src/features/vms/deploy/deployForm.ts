import type { DeployBody } from '../../../api/vms/deploy';
import { installedErrorWording, isApiError, isCodeless } from '../../../api/errors/errors';
import { ISO_READY } from '../../../api/resources/isos';
import type { PriceCurrency, PricePlan } from '../../../api/resources/prices';
import { planSize } from '../../../api/resources/prices';
import type { Operation } from '../../../api/errors/operationErrors';
import { placeRefusal } from '../../../api/errors/refusals';
import type {
  CustomIso,
  FirewallGroup,
  InstanceType,
  OsTemplate,
  PaymentCycle,
  Snapshot,
  SshKey,
  StartupScriptSummary,
  VmPrice,
  Vpc,
} from '../../../api/types';
import { formatHourlyMoney, formatMegabytes, formatMoney } from '../../../lib/format';
import { sameLocation } from '../../../lib/locations';
import { characterCount, isBlankName } from '../../../lib/text';
import { isWindowsFamily } from '../../../lib/osFamily';
import type { Checked, Judged, PlacedError, Problems } from '../../../ui/form/useForm';
import { compareText } from '../../../lib/textOrder';

export type BootSource = 'os' | 'snapshot' | 'iso';

/** Everything the deploy page holds; numbers stay text as typed (RAM in MB, disk in GB). */
export interface DeployValues {
  location: string;
  instanceType: string;
  vcpu: string;
  ram: string;
  disk: string;
  source: BootSource;
  os: string;
  snapshot: string;
  iso: string;
  sshKeys: string[];
  startupScript: string;
  vpcs: string[];
  firewallGroup: string;
  ipv6: boolean;
  disableSshBlocking: boolean;
  paymentCycle: PaymentCycle;
  name: string;
}
export type DeployField = keyof DeployValues;

export const EMPTY_DEPLOY: DeployValues = {
  location: '',
  instanceType: '',
  vcpu: '',
  ram: '',
  disk: '',
  source: 'os',
  os: '',
  snapshot: '',
  iso: '',
  sshKeys: [],
  startupScript: '',
  vpcs: [],
  firewallGroup: '',
  ipv6: false,
  disableSshBlocking: false,
  paymentCycle: 'monthly',
  name: '',
};

export const PAYMENT_CYCLES: readonly { value: PaymentCycle; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly (3 months)' },
  { value: 'semiannually', label: 'Semiannually (6 months)' },
  { value: 'annually', label: 'Annually' },
  { value: 'biennially', label: 'Biennially (2 years)' },
  { value: 'triennially', label: 'Triennially (3 years)' },
];

/** Undocumented; the console keeps names to what every other resource of the provider allows. */
const VM_NAME_MAX = 255;

/**
 * What the page has read, for checking choices against it. A list that is not loaded (undefined)
 * judges nothing: the server does.
 */
export interface DeployCatalogue {
  instanceTypes: readonly InstanceType[];
  osTemplates?: readonly OsTemplate[] | undefined;
  snapshots?: readonly Snapshot[] | undefined;
  isos?: readonly CustomIso[] | undefined;
  sshKeys?: readonly SshKey[] | undefined;
  vpcs?: readonly Vpc[] | undefined;
  firewallGroups?: readonly FirewallGroup[] | undefined;
  startupScripts?: readonly StartupScriptSummary[] | undefined;
}

/** The locations any instance type is offered in, one spelling each, sorted. */
export function deployLocations(types: readonly InstanceType[]): string[] {
  const seen: string[] = [];
  for (const type of types) {
    for (const location of type.locations) {
      if (location.trim() !== '' && !seen.some((known) => sameLocation(known, location))) seen.push(location);
    }
  }
  return seen.sort(compareText);
}

export const offeredIn = (type: InstanceType, location: string): boolean =>
  type.locations.some((offered) => sameLocation(offered, location));

/** The instance types offered in `location`. */
export function typesIn(types: readonly InstanceType[], location: string): InstanceType[] {
  return location === '' ? [] : types.filter((type) => offeredIn(type, location));
}

/** 1 to the type's most vCPUs. */
export function vcpuChoices(maxVcpu: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(maxVcpu)) }, (_, index) => index + 1);
}

const MB_PER_GB = 1024;

/** RAM in MB, in steps of one GB (as the provider sells it) up to the type's most; a type under 1 GB offers its most. */
export function ramChoices(maxRamMb: number): number[] {
  const gigabytes = Math.floor(maxRamMb / MB_PER_GB);
  if (gigabytes < 1) return maxRamMb > 0 ? [maxRamMb] : [];
  return Array.from({ length: gigabytes }, (_, index) => (index + 1) * MB_PER_GB);
}

/** A whole number written plainly ("4", not "4.0", "4e0" or " 4"), or null. */
function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

type SizeField = 'vcpu' | 'ram' | 'disk';
export type Sizes = Pick<DeployValues, SizeField>;

const SIZE_FIELDS: readonly SizeField[] = ['vcpu', 'ram', 'disk'];

/** What is wrong with a size as typed, for the chosen type: nothing, unreadable, under 1, or over the type's most. */
type SizeFault = { kind: 'unreadable' } | { kind: 'under' } | { kind: 'over'; max: number } | null;

const maxOf = (type: InstanceType, field: SizeField) =>
  field === 'vcpu' ? type.max_vcpu : field === 'ram' ? type.max_ram : type.max_disk;

function sizeFault(type: InstanceType, field: SizeField, text: string): SizeFault {
  const value = wholeNumber(text);
  if (value === null) return { kind: 'unreadable' };
  if (value < 1) return { kind: 'under' };
  const max = maxOf(type, field);
  return value > max ? { kind: 'over', max } : null;
}

const vcpus = (count: number) => (count === 1 ? '1 vCPU' : `${count} vCPUs`);

/** A size's problem under its field, said as it is typed: "At most 80 GB for vps-2." */
function sizeProblem(type: InstanceType, field: SizeField, text: string): string | undefined {
  const fault = sizeFault(type, field, text);
  if (fault === null) return undefined;
  if (fault.kind === 'over') {
    if (field === 'vcpu') return `At most ${vcpus(fault.max)} for ${type.type}.`;
    if (field === 'ram') return `At most ${formatMegabytes(fault.max)} of RAM for ${type.type}.`;
    return `At most ${fault.max} GB for ${type.type}.`;
  }
  if (fault.kind === 'under')
    return field === 'vcpu' ? 'At least 1 vCPU.' : field === 'ram' ? 'Choose the RAM.' : 'At least 1 GB.';
  return field === 'vcpu'
    ? 'Choose the vCPUs.'
    : field === 'ram'
      ? 'Choose the RAM.'
      : 'Give the disk size in whole GB.';
}

/** The sizes are judged as they are typed: a disk over the type's most is said at once, not on Deploy. */
export const DEPLOY_JUDGED: Partial<Record<DeployField, Judged>> = {
  vcpu: 'as-typed',
  ram: 'as-typed',
  disk: 'as-typed',
};

/**
 * The sizes a chosen type starts with: those the user last held for this type, else the type's plan
 * (its vCPUs, RAM and disk; RAM by the whole GB, as it is sold).
 */
export function startingSizes(type: InstanceType, typed: Sizes | undefined): Sizes {
  if (typed) return typed;
  const size = planSize(type);
  const text = (value: number) => (value >= 1 ? String(value) : '');
  return { vcpu: text(size.vcpu), ram: text(size.ram), disk: text(size.disk) };
}

/** The form's first values: booting the ISO or snapshot a link named (`?iso=` / `?snapshot=`), else an OS. */
export function deployStart(search: URLSearchParams): DeployValues {
  const iso = search.get('iso');
  if (iso) return { ...EMPTY_DEPLOY, source: 'iso', iso };
  const snapshot = search.get('snapshot');
  if (snapshot) return { ...EMPTY_DEPLOY, source: 'snapshot', snapshot };
  return EMPTY_DEPLOY;
}

export const bootableSnapshots = (snapshots: readonly Snapshot[]) => snapshots.filter((s) => s.status === 'available');
export const bootableIsos = (isos: readonly CustomIso[]) => isos.filter((iso) => iso.status === ISO_READY);

/** The VPCs a VM in `location` can join. */
export const vpcsIn = (vpcs: readonly Vpc[], location: string) =>
  vpcs.filter((vpc) => location !== '' && sameLocation(vpc.location, location));

const missing = <T extends { id: string | number }>(list: readonly T[] | undefined, id: string) =>
  list !== undefined && !list.some((item) => String(item.id) === id);

/** The POST /vm body, or the problem of each field to fix first. */
export function deployRequest(values: DeployValues, catalogue: DeployCatalogue): Checked<DeployField, DeployBody> {
  const problems: Problems<DeployField> = {};
  const location = values.location.trim();
  if (location === '') problems.location = 'Choose a location.';

  const type = catalogue.instanceTypes.find((candidate) => candidate.id === values.instanceType);
  if (values.instanceType === '') problems.instanceType = 'Choose an instance type.';
  else if (!type) problems.instanceType = 'This instance type is no longer offered. Choose another.';
  else if (location !== '' && !offeredIn(type, location))
    problems.instanceType = `This instance type is not offered in ${location}. Choose another.`;

  if (type) for (const field of SIZE_FIELDS) problems[field] = sizeProblem(type, field, values[field]);

  if (values.source === 'os') {
    if (values.os === '') problems.os = 'Choose an OS template.';
    else if (missing(catalogue.osTemplates, values.os)) problems.os = 'This OS template is no longer offered.';
  } else if (values.source === 'snapshot') {
    if (values.snapshot === '') problems.snapshot = 'Choose a snapshot.';
    else if (catalogue.snapshots && missing(bootableSnapshots(catalogue.snapshots), values.snapshot))
      problems.snapshot = 'This snapshot no longer exists, or is not ready. Choose another.';
  } else {
    if (values.iso === '') problems.iso = 'Choose an ISO.';
    else if (catalogue.isos && missing(bootableIsos(catalogue.isos), values.iso))
      problems.iso = 'This ISO no longer exists, or has not finished downloading. Choose another.';
  }

  const keysTaken = takesSshKeys(values, catalogue.osTemplates);
  if (keysTaken && values.sshKeys.some((id) => missing(catalogue.sshKeys, id)))
    problems.sshKeys = 'An SSH key you chose no longer exists. Untick it.';
  const scripted = values.source !== 'iso' && values.startupScript !== '';
  if (scripted && missing(catalogue.startupScripts, values.startupScript))
    problems.startupScript = 'This startup script no longer exists. Choose another, or none.';
  if (catalogue.vpcs && values.vpcs.some((id) => missing(vpcsIn(catalogue.vpcs ?? [], location), id)))
    problems.vpcs = `A VPC you chose no longer exists or is not in ${location || 'this location'}. Untick it.`;
  if (values.firewallGroup !== '' && missing(catalogue.firewallGroups, values.firewallGroup))
    problems.firewallGroup = 'This firewall group no longer exists. Choose another, or none.';

  const name = values.name.trim();
  if (isBlankName(name)) problems.name = 'Give the VM a name.';
  else if (characterCount(name) > VM_NAME_MAX) problems.name = `Use ${VM_NAME_MAX} characters or fewer.`;

  if (Object.values(problems).some(Boolean) || !type) return { ok: false, problems };
  return { ok: true, body: deployBody(keysTaken ? values : { ...values, sshKeys: [] }, name, location) };
}

/** A Windows template takes no SSH keys (its Administrator signs in with the VM's password): none are sent. */
export function takesSshKeys(
  values: Pick<DeployValues, 'source' | 'os'>,
  templates: readonly OsTemplate[] | undefined,
) {
  if (values.source !== 'os') return true;
  const template = templates?.find((candidate) => String(candidate.id) === values.os);
  return !(template && isWindowsFamily(template.family));
}

/** Exactly the fields chosen: one thing to boot, and the options only when they say something. */
function deployBody(values: DeployValues, name: string, location: string): DeployBody {
  const body: DeployBody = {
    name,
    payment_cycle: values.paymentCycle,
    instance_type: values.instanceType,
    location,
    cpu: Number(values.vcpu),
    ram: Number(values.ram),
    disk: Number(values.disk),
  };
  if (values.source === 'os') body.os = Number(values.os);
  else if (values.source === 'snapshot') body.snapshot_id = values.snapshot;
  else body.iso_id = values.iso;
  if (values.sshKeys.length > 0) body.ssh_keys = [...values.sshKeys];
  if (values.source !== 'iso' && values.startupScript !== '') body.startup_script_id = values.startupScript;
  if (values.vpcs.length > 0) body.vpcs = [...values.vpcs];
  if (values.firewallGroup !== '') body.firewall_group_id = values.firewallGroup;
  if (values.ipv6) body.ipv6 = true;
  if (values.disableSshBlocking) body.disable_ssh_blocking = true;
  return body;
}

/** The plan to price, once location, type and sizes are all valid; else null (nothing to ask yet). */
export function pricePlan(
  values: DeployValues,
  types: readonly InstanceType[],
  currency: PriceCurrency,
): PricePlan | null {
  const type = types.find((candidate) => candidate.id === values.instanceType);
  const location = values.location.trim();
  if (!type || location === '' || !offeredIn(type, location)) return null;
  const vcpu = wholeNumber(values.vcpu);
  const ram = wholeNumber(values.ram);
  const disk = wholeNumber(values.disk);
  const fits = (value: number | null, max: number): value is number => value !== null && value >= 1 && value <= max;
  if (!fits(vcpu, type.max_vcpu) || !fits(ram, type.max_ram) || !fits(disk, type.max_disk)) return null;
  return { instanceType: type.id, location, vcpu, ram, disk, currency };
}

/** Why `pricePlan` has no plan to price, in the price panel's words. */
export function whyNoPrice(values: DeployValues, types: readonly InstanceType[]): string {
  const type = types.find((candidate) => candidate.id === values.instanceType);
  const location = values.location.trim();
  if (location === '')
    return type ? 'Choose a location for a price.' : 'Choose a location and an instance type for a price.';
  if (!type) return 'Choose an instance type for a price.';
  if (!offeredIn(type, location)) return `This instance type is not offered in ${location}.`;
  for (const field of SIZE_FIELDS) {
    const fault = sizeFault(type, field, values[field]);
    if (fault?.kind === 'over') {
      if (field === 'vcpu') return `vCPUs are over this type’s maximum of ${fault.max}.`;
      if (field === 'ram') return `RAM is over this type’s ${formatMegabytes(fault.max)} maximum.`;
      return `Disk is over this type’s ${fault.max} GB maximum.`;
    }
    if (fault?.kind === 'under') {
      if (field === 'vcpu') return 'vCPUs are under the minimum of 1.';
      if (field === 'disk') return 'Disk is under the 1 GB minimum.';
    }
    if (fault)
      return field === 'disk'
        ? 'Give the disk size in whole GB for a price.'
        : `Choose the ${field === 'vcpu' ? 'vCPUs' : 'RAM'} for a price.`;
  }
  return 'Choose a location and size for a price.';
}

/** What one billing cycle costs, and whether the figure is worked out here rather than quoted. */
export interface CyclePrice {
  amount: number;
  /** e.g. "per month", "every 3 months". */
  per: string;
  approximate: boolean;
}

/** Hours in an average month (8760 / 12), as hourly billing is usually reckoned. */
export const HOURS_PER_MONTH = 730;

/**
 * The price of one cycle. The quote has month, quarter, half-year and year; an hour is the month
 * over 730 hours, an estimate. Two or three years the quote does not give: null, no figure.
 */
export function priceForCycle(price: VmPrice, cycle: PaymentCycle): CyclePrice | null {
  const quoted = (amount: number, per: string, approximate = false): CyclePrice | null =>
    Number.isFinite(amount) ? { amount, per, approximate } : null;
  switch (cycle) {
    case 'hourly':
      return quoted(price.price_per_month / HOURS_PER_MONTH, 'per hour', true);
    case 'monthly':
      return quoted(price.price_per_month, 'per month');
    case 'quarterly':
      return quoted(price.price_per_quarter, 'every 3 months');
    case 'semiannually':
      return quoted(price.price_per_semiannual, 'every 6 months');
    case 'annually':
      return quoted(price.price_per_annual, 'per year');
    case 'biennially':
    case 'triennially':
      return null;
  }
}

/** "$12.50 per month", "about $0.0171 per hour". */
export function cyclePriceText(cycle: CyclePrice, currency: string): string {
  const money =
    cycle.per === 'per hour' ? formatHourlyMoney(cycle.amount, currency) : formatMoney(cycle.amount, currency);
  return `${cycle.approximate ? 'about ' : ''}${money} ${cycle.per}`;
}

/**
 * The codes the emulator names a field's refusal with (docs/api-notes.md). The documents give POST /vm
 * no codes: a code-less 400 stays on the form, and an unknown thing (`404`) is said there too.
 */
const FIELD_OF_CODE: Readonly<Partial<Record<string, DeployField>>> = {
  INVALID_NAME: 'name',
  NAME_TOO_LONG: 'name',
  INVALID_PAYMENT_CYCLE: 'paymentCycle',
  UNSUPPORTED_LOCATION: 'instanceType',
  // vCPU, RAM or disk not a whole number above 0, or over the type's maximums: the plan's first field.
  INVALID_PLAN: 'vcpu',
  INVALID_IMAGE_SOURCE: 'os',
  SNAPSHOT_NOT_READY: 'snapshot',
  ISO_NOT_READY: 'iso',
  STARTUP_SCRIPT_NOT_ALLOWED: 'startupScript',
  VPC_LOCATION_MISMATCH: 'vpcs',
};

const DEPLOY_OPERATION: Operation = { method: 'POST', template: '/vm', item: false };

/**
 * Where a refused deploy is explained. A 402 says what the first charge is when the price is known;
 * the rest is placed by code, or on the form in the operation's words.
 */
export function placeDeployError(
  error: unknown,
  charge: { cycle: CyclePrice; currency: string } | null,
): PlacedError<DeployField> {
  if (isApiError(error) && error.status === 402) {
    const first = charge ? ` (${cyclePriceText(charge.cycle, charge.currency)})` : '';
    return {
      field: 'form',
      message: `The team’s balance does not cover the first charge of this VM${first}. Add funds, then try again.`,
      code: error.code,
    };
  }
  // The generic NOT_FOUND says "it" is gone without saying what: the operation's sentence names what a
  // deploy needs (from the wording loaded with the error; the deploy page does not carry it).
  if (isApiError(error) && error.status === 404 && error.code === 'NOT_FOUND') {
    const gone = installedErrorWording()?.sentenceFor(DEPLOY_OPERATION, 404);
    if (gone !== undefined) return { field: 'form', message: gone, code: error.code };
  }
  const placed = placeRefusal(error, { byCode: FIELD_OF_CODE });
  // A field only takes a refusal the server named: a code-less one is about the request as a whole.
  if (placed.field !== 'form' && isApiError(error) && isCodeless(error, error.status))
    return { ...placed, field: 'form' };
  return placed;
}
