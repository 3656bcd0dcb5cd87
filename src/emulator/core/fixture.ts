/**
 * The emulator's starting data. One JSON document describes the whole provider as one caller
 * population sees it: who holds which token, which teams exist, and everything each team owns.
 * `src/emulator/FIXTURES.md` documents every field with an example; `--fixtures FILE` loads one.
 *
 * Field names follow the API's own spelling wherever the API shows the field, so a fixture entry
 * reads like the response it becomes. Fields that exist only inside the emulator (which VM a
 * reserved IP is attached to, a VM's VPC attachments…) are spelt in the same snake_case.
 */

/** A team role as the provider names it (GET /teams). Only `Team Biller` is restricted: it may not deploy or destroy VMs. */
type TeamRole = 'Team Owner' | 'Team Admin' | 'Team Member' | 'Team Biller';

export interface Fixture {
  /** Location names the provider offers (VPC create, reserved IP create). */
  locations: string[];
  /** Free public IPv4 addresses per location, handed out by extension POST /network/reserved_ips. */
  reserved_ip_pools: FixtureReservedIpPool[];
  /** Callers. The first user's token is the emulator's `demoToken`. */
  users: FixtureUser[];
  teams: FixtureTeam[];
  /** Global catalogue: GET /instance_types. */
  instance_types: FixtureInstanceType[];
  /** Global catalogue: GET /os_templates. */
  os_templates: FixtureOsTemplate[];

  // Reverse DNS, custom ISOs and measured-boot images (all optional: older fixtures lack them).
  /** Forward DNS the emulator "resolves" for rDNS checks: domain → addresses. See FIXTURES.md for the built-in rule. */
  dns?: Record<string, string[]>;
  /** PTR records already set, one per address (v4 or v6, any spelling). */
  rdns_records?: FixtureRdnsRecord[];
  /** What the reverse DNS provider refuses (422), to make that answer reachable. */
  rdns_provider?: FixtureRdnsProvider;
  /** The provider's ISOs, listed for every team with `is_system_iso: true`. */
  system_isos?: FixtureIso[];
  /** Limits on custom ISO downloads (POST /isos). */
  iso_limits?: FixtureIsoLimits;
  /** Largest measured-boot image upload, in bytes. */
  measured_boot_image_max_size?: number;
  // VM lifecycle (deploy, prices): all optional so older fixture files still load.
  /** Public addresses handed to deployed VMs, per location; absent: deploys there answer RESOURCE_NOT_AVAILABLE. */
  vm_address_pools?: FixtureVmAddressPool[];
  /** Units of a currency one US dollar buys, keyed by lower-case code (`aud`, `eur`); built-in rates when absent. */
  exchange_rates?: Record<string, number>;
  /** True: POST /vm answers `{id}` with its 201 instead of no body (the documents show none). */
  deploy_answers_id?: boolean;
}

interface FixtureRdnsRecord {
  ip: string;
  domain: string;
}

interface FixtureRdnsProvider {
  /** Domains the provider refuses to set as a PTR (compared case-insensitively). */
  rejected_domains?: string[];
  /** Addresses whose PTR the provider refuses to change or remove. */
  locked_addresses?: string[];
}

export interface FixtureIsoLimits {
  /** Most custom ISOs a team may hold (failed downloads count until deleted). */
  per_team: number;
  /** Largest ISO, in bytes. */
  max_size: number;
}

export interface FixtureIso {
  id: string;
  date_created: string;
  filename: string;
  name: string;
  desc: string;
  /** Bytes. */
  size: number;
  /** Download progress 0–100; -1 = failed. */
  status: number;
}

export interface FixtureMeasuredBootImage {
  id: string;
  filename: string;
  description: string;
  /** Bytes. */
  size: number;
  created: string;
}

/** Addresses a deploy may give a VM in one location: each is handed out once, and comes back when its VM is destroyed. */
export interface FixtureVmAddressPool {
  location: string;
  /** Public IPv4 addresses, handed out in this order. */
  ipv4: string[];
  /** IPv6 addresses, for deploys with `ipv6: true` and PATCH `enable_ipv6`. */
  ipv6?: string[];
}

export interface FixtureReservedIpPool {
  location: string;
  /** Free public IPv4 addresses (each reserved as a /32). */
  addresses: string[];
  /**
   * Free IPv6 /64 networks, written `2001:db8:10:1::/64`; a reservation's `ip_addr` is the
   * network address without the length. Absent or empty: IPv6 reservations are NOT_SUPPORTED here.
   */
  ipv6_networks?: string[];
}

export interface FixtureUser {
  /** API token, accepted as `Authorization: Bearer <token>` or `Token <token>`. */
  token: string;
  name: string;
  /** The team used when a request omits `team_id`; must be one of `memberships`. */
  primary_team_id: string;
  memberships: FixtureMembership[];
}

export interface FixtureMembership {
  team_id: string;
  role: TeamRole;
}

export interface FixtureTeam {
  id: string;
  name: string;
  /** Account balance, checked (and charged) when a reserved IP is created or converted. */
  balance: number;
  currency: string;
  /** Most reserved IPs the team may hold. */
  reserved_ip_quota: number;
  /** Monthly price of one reserved IP, in `currency`. */
  reserved_ip_monthly_price: number;
  /** Most IP lists the team may hold, and most entries per list. */
  ip_list_limit: number;
  ip_list_entry_limit: number;
  /** Most VMs the team may hold; a deploy beyond it is 403. Default DEFAULT_VM_LIMIT. */
  vm_limit?: number;
  ssh_keys: FixtureSshKey[];
  startup_scripts: FixtureStartupScript[];
  firewall_groups: FixtureFirewallGroup[];
  ip_lists: FixtureIpList[];
  /** VPCs this team owns (others may be shared with it through `shared_with_team_ids`). */
  vpcs: FixtureVpc[];
  vms: FixtureVm[];
  reserved_ips: FixtureReservedIp[];
  backups: FixtureBackup[];
  snapshots: FixtureSnapshot[];
  object_storage: FixtureObjectStorageService[];

  // Custom ISOs and measured-boot images (optional: older fixtures lack them).
  /** The team's own ISOs (GET /isos lists them after the system ISOs). */
  isos?: FixtureIso[];
  measured_boot_images?: FixtureMeasuredBootImage[];
}

export interface FixtureSshKey {
  id: string;
  created: string;
  name: string;
  /** A complete, valid OpenSSH public key line. */
  ssh_key: string;
}

export interface FixtureStartupScript {
  id: string;
  name: string;
  content: string;
  created: string;
  updated: string;
}

export interface FixtureFirewallGroup {
  id: string;
  description: string;
  created: string;
  updated: string;
  rules: FixtureFirewallRule[];
}

export type FirewallIpType = 'v4' | 'v6';
/** As stored: icmp on a v6 rule is kept as `ipv6-icmp`. */
export type StoredFirewallProtocol = 'tcp' | 'udp' | 'icmp' | 'ipv6-icmp';

export interface FixtureFirewallRule {
  id: string;
  ip_type: FirewallIpType;
  protocol: StoredFirewallProtocol;
  /** `"22"`, `"8000:8080"`, or `""` for icmp. */
  port: string;
  /** Network address without `/len`, a provider name, or `list:<ip_list_id>`. */
  subnet: string;
  /** Prefix length; `0` for provider names and lists. Always answered as a number. */
  subnet_size: number;
  desc: string;
}

export interface FixtureIpList {
  id: string;
  name: string;
  description: string;
  created_at: string;
  entries: FixtureIpListEntry[];
}

/** An IP list entry's address family, spelt as the API spells it (unlike a rule's `ip_type`). */
export type IpListEntryType = 'ipv4' | 'ipv6';

export interface FixtureIpListEntry {
  id: string;
  /** Address family of `value`. */
  type: IpListEntryType;
  /** An address, or a CIDR `network/len` (never /0). */
  value: string;
  created_at: string;
}

type VpcStatus = 'active' | 'building' | 'deleting';

export interface FixtureVpc {
  id: string;
  name: string;
  description: string;
  date_created: string;
  status: VpcStatus;
  location: string;
  v4_subnet: string;
  v4_subnet_mask: string;
  /** Other teams that see this VPC (its `teams` field) and may attach VMs to it. */
  shared_with_team_ids: string[];
}

export const VM_STATUSES = [
  'building',
  'active',
  'suspended',
  'awaiting_payment',
  'taking_snaphot',
  'restoring',
  'terminating',
  'migrating',
] as const;
type VmStatus = (typeof VM_STATUSES)[number];
type PowerStatus = 'running' | 'stopped';

export interface FixtureVm {
  id: string;
  name: string;
  vcpu: number;
  /** MB */
  ram: number;
  /** GB */
  disk: number;
  /** GB transferred this billing period. */
  bw_used: number;
  main_ipv4: string;
  main_ipv6: string;
  /** OS template name. */
  template: string;
  firewall_group_id: string | null;
  created_at: string;
  renewed_at: string;
  due_date: string;
  recurring_amount: number;
  /** What the last billing cycle was paid; `recurring_amount` when absent. */
  amount_paid?: number;
  payment_currency: string;
  billing_cycle: number;
  status: VmStatus;
  location: string;
  bgp_enabled: boolean;
  /** Root password; the API returns it in plain text. */
  password: string;
  /**
   * Internal only (the API's VM object has no power field): a stopped VM refuses a console
   * session and a second stop; VPC-attached VM entries show it.
   */
  power_status: PowerStatus;
  vpc_attachments: FixtureVpcAttachment[];

  // VM lifecycle fields, all optional in a fixture (internal: the VM object shows none of them).
  /** The instance type it runs on: what PATCH `enable_sev` checks for SEV support. Absent: SEV is refused. */
  instance_type_id?: string;
  /** The custom ISO it was deployed from; null or absent otherwise. */
  iso_id?: string | null;
  /** The measured-boot image (UKI) attached to it; null or absent when none. */
  uki_image_id?: string | null;
  /** Boots UEFI (true) or legacy BIOS (false, the default). */
  use_uefi?: boolean;
  /** SEV is on (default false). */
  sev_enabled?: boolean;
}

export interface FixtureVpcAttachment {
  vpc_id: string;
  /** The VM's IPv4 address inside the VPC. */
  address: string;
  mac: string;
}

type ReservedIpStatus = 'active' | 'suspended';

export interface FixtureReservedIp {
  id: string;
  name: string;
  location: string;
  status: ReservedIpStatus;
  billing_cycle: number;
  renewal_date: string;
  last_renewal: string;
  recurring_amount: number;
  currency: string;
  total_billed: number;
  ip_addr: string;
  suspension_reason: string;
  /** The VM (of the same team) it is attached to, or null. */
  attached_vm_id: string | null;
  /** True when it is that VM's primary IPv4 (made by converting it): it cannot then be deleted. */
  is_vm_primary: boolean;
}

export type ImageStatus = 'available' | 'pending';

export interface FixtureBackup {
  id: string;
  /** Millisecond precision, e.g. `2026-11-01T03:00:00.123Z`. */
  created_at: string;
  /** Bytes. */
  size: number;
  /** The VM backed up. */
  instance: string;
  status: ImageStatus;
}

export interface FixtureSnapshot {
  id: string;
  /** The VM the snapshot was taken of (not shown by GET /snapshots). */
  vm_id: string;
  created_at: string;
  name: string;
  desc: string;
  /** Bytes. */
  size: number;
  status: ImageStatus;
}

export interface FixtureObjectStorageService {
  id: string;
  name: string;
  location: string;
  region: string;
  endpoint: string;
  /** KB (kibibytes, as the API counts them). */
  capacity: number;
  /** KB */
  used_capacity: number;
  /** `active` or `suspended` (which keeps its buckets but refuses their keys); other text is kept as given. */
  status: string;
  created_at: string;
  renewal_date: string;
  /** Shown only by GET /object-storage/{id}; 0 when absent. */
  recurring_amount?: number;
  /** Bytes downloaded and uploaded this period (GET /object-storage/{id}); 0 when absent. */
  download_usage?: number;
  upload_usage?: number;
  buckets: FixtureBucket[];
}

export interface FixtureBucket {
  name: string;
  versioning: boolean;
  object_lock: boolean;
  created_at: string;
  keys: FixtureAccessKey[];
}

export interface FixtureAccessKey {
  access_key: string;
  secret_key: string;
}

export interface FixtureInstanceType {
  id: string;
  type: string;
  cpu: string;
  max_vcpu: number;
  /** MB */
  max_ram: number;
  /** GB */
  max_disk: number;
  /** Mbit/s */
  network_rate: number;
  locations: string[];

  // Pricing and features (internal: GET /instance_types shows none of them).
  /** Monthly US dollar prices per vCPU, GB of RAM and GB of disk; DEFAULT_UNIT_PRICES when absent. */
  monthly_prices?: FixtureUnitPrices;
  /** Monthly bandwidth allowance, shown as VMPrice `bw` (GB); DEFAULT_BANDWIDTH when absent. */
  bandwidth?: number;
  /** Whether its cluster runs SEV (PATCH `enable_sev`); false when absent. */
  sev_supported?: boolean;
}

interface FixtureUnitPrices {
  vcpu: number;
  ram_gb: number;
  disk_gb: number;
}

export interface FixtureOsTemplate {
  id: number;
  name: string;
  family: string;
}
