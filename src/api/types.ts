import type { components } from './schema.gen';

/** Friendly names for the contract's schemas; the shapes come from openapi.yaml only. */
type Schemas = components['schemas'];

export type Team = Schemas['Team'];
export type SshKey = Schemas['SshKey'];
export type SshKeyCreate = Schemas['SshKeyCreate'];
export type StartupScript = Schemas['StartupScript'];
export type StartupScriptSummary = Schemas['StartupScriptSummary'];
export type FirewallGroup = Schemas['FirewallGroup'];
export type FirewallRule = Schemas['FirewallRule'];
export type FirewallRuleCreate = Schemas['FirewallRuleCreate'];
export type IpList = Schemas['IpList'];
export type IpListRef = Schemas['IpListRef'];
export type IpListDetail = Schemas['IpListDetail'];
export type IpListEntry = Schemas['IpListEntry'];
export type IpListsPage = Schemas['IpListsPage'];
export type Vpc = Schemas['Vpc'];
export type VpcDetail = Schemas['VpcDetail'];
export type VpcAttachedVm = Schemas['VpcAttachedVm'];
export type VpcCreate = Schemas['VpcCreate'];
export type ReservedIp = Schemas['ReservedIp'];
export type AccessKey = Schemas['AccessKey'];
export type InstanceType = Schemas['InstanceType'];
export type OsTemplate = Schemas['OsTemplate'];
export type VmPrice = Schemas['VmPrice'];
export type Backup = Schemas['Backup'];
export type Snapshot = Schemas['Snapshot'];
export type ConsoleSession = Schemas['ConsoleSession'];
export type Vm = Schemas['Vm'];
export type VmCreate = Schemas['VmCreate'];
export type VmUpdate = Schemas['VmUpdate'];
/** One setting of PATCH /vm/{vm_id}: the provider takes exactly one per request (besides `team_id`). */
export type VmChange = VmUpdate extends infer Setting
  ? Setting extends unknown
    ? Omit<Setting, 'team_id'>
    : never
  : never;
export type RdnsRecord = Schemas['RdnsRecord'];
export type CustomIso = Schemas['CustomIso'];
export type MeasuredBootImage = Schemas['MeasuredBootImage'];
export type ObjectStorageService = Schemas['ObjectStorageService'];
export type PaymentCycle = NonNullable<VmCreate['payment_cycle']>;
