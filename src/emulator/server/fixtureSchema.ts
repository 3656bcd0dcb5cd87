/**
 * JSON Schema (draft 2020-12 subset, as Ajv reads it) of the fixture format in
 * core/fixture.ts and FIXTURES.md. Unknown fields are refused so a typo in a hand-written fixture
 * is reported instead of silently ignored.
 */
import { VM_STATUSES } from '../core/fixture';

type Schema = Record<string, unknown>;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const text: Schema = { type: 'string' };
const nonEmptyText: Schema = { type: 'string', minLength: 1 };
const count: Schema = { type: 'integer', minimum: 0 };
const amount: Schema = { type: 'number', minimum: 0 };
const flag: Schema = { type: 'boolean' };
const uuid: Schema = { type: 'string', pattern: UUID_PATTERN };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const oneOf = (...values: readonly (string | number)[]): Schema => ({ enum: values });
const listOf = (items: Schema): Schema => ({ type: 'array', items });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });

/** An object whose every listed field is required and no other is allowed. */
function record(properties: Record<string, Schema>): Schema {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

/** Like `record`, with some fields that may be left out (older fixture files lack them). */
function recordWithOptional(properties: Record<string, Schema>, optional: Record<string, Schema>): Schema {
  return { ...record(properties), properties: { ...properties, ...optional } };
}

const ipType = oneOf('v4', 'v6');
const entryType = oneOf('ipv4', 'ipv6');
const imageStatus = oneOf('available', 'pending');

const firewallRule = record({
  id: uuid,
  ip_type: ipType,
  protocol: oneOf('tcp', 'udp', 'icmp', 'ipv6-icmp'),
  port: text,
  subnet: nonEmptyText,
  subnet_size: { type: 'integer', minimum: 0, maximum: 128 },
  desc: text,
});

const vm = recordWithOptional(
  {
    id: uuid,
    name: nonEmptyText,
    vcpu: count,
    ram: count,
    disk: count,
    bw_used: count,
    main_ipv4: text,
    main_ipv6: text,
    template: text,
    firewall_group_id: nullable(uuid),
    created_at: dateTime,
    renewed_at: dateTime,
    due_date: dateTime,
    recurring_amount: amount,
    payment_currency: nonEmptyText,
    billing_cycle: count,
    status: oneOf(...VM_STATUSES),
    location: nonEmptyText,
    bgp_enabled: flag,
    password: text,
    power_status: oneOf('running', 'stopped'),
    vpc_attachments: listOf(
      record({ vpc_id: uuid, address: text, mac: { type: 'string', pattern: '^([0-9a-f]{2}:){5}[0-9a-f]{2}$' } }),
    ),
  },
  {
    amount_paid: amount,
    // VM lifecycle.
    instance_type_id: uuid,
    iso_id: nullable(uuid),
    uki_image_id: nullable(uuid),
    use_uefi: flag,
    sev_enabled: flag,
  },
);

// Custom ISOs and measured-boot images.
const iso = record({
  id: uuid,
  date_created: dateTime,
  filename: nonEmptyText,
  name: text,
  desc: text,
  size: count,
  status: { type: 'integer', minimum: -1, maximum: 100 },
});
const measuredBootImage = record({
  id: uuid,
  filename: nonEmptyText,
  description: text,
  size: count,
  created: dateTime,
});

const team = recordWithOptional(
  {
    id: uuid,
    name: nonEmptyText,
    balance: { type: 'number' },
    currency: nonEmptyText,
    reserved_ip_quota: count,
    reserved_ip_monthly_price: amount,
    ip_list_limit: count,
    ip_list_entry_limit: count,
    ssh_keys: listOf(record({ id: uuid, created: dateTime, name: nonEmptyText, ssh_key: nonEmptyText })),
    startup_scripts: listOf(
      record({ id: uuid, name: nonEmptyText, content: text, created: dateTime, updated: dateTime }),
    ),
    firewall_groups: listOf(
      record({ id: uuid, description: text, created: dateTime, updated: dateTime, rules: listOf(firewallRule) }),
    ),
    ip_lists: listOf(
      record({
        id: uuid,
        name: nonEmptyText,
        description: text,
        created_at: dateTime,
        entries: listOf(record({ id: uuid, type: entryType, value: nonEmptyText, created_at: dateTime })),
      }),
    ),
    vpcs: listOf(
      record({
        id: uuid,
        name: nonEmptyText,
        description: text,
        date_created: dateTime,
        status: oneOf('active', 'building', 'deleting'),
        location: nonEmptyText,
        v4_subnet: nonEmptyText,
        v4_subnet_mask: { type: 'string', pattern: '^[0-9]{1,2}$' },
        shared_with_team_ids: listOf(uuid),
      }),
    ),
    vms: listOf(vm),
    reserved_ips: listOf(
      record({
        id: uuid,
        name: nonEmptyText,
        location: nonEmptyText,
        status: oneOf('active', 'suspended'),
        billing_cycle: count,
        renewal_date: dateTime,
        last_renewal: dateTime,
        recurring_amount: amount,
        currency: nonEmptyText,
        total_billed: amount,
        ip_addr: nonEmptyText,
        suspension_reason: text,
        attached_vm_id: nullable(uuid),
        is_vm_primary: flag,
      }),
    ),
    backups: listOf(record({ id: uuid, created_at: dateTime, size: count, instance: uuid, status: imageStatus })),
    snapshots: listOf(
      record({
        id: uuid,
        vm_id: uuid,
        created_at: dateTime,
        name: nonEmptyText,
        desc: text,
        size: count,
        status: imageStatus,
      }),
    ),
    object_storage: listOf(
      recordWithOptional(
        {
          id: uuid,
          name: nonEmptyText,
          location: nonEmptyText,
          region: text,
          endpoint: text,
          capacity: count,
          used_capacity: count,
          status: text,
          created_at: dateTime,
          renewal_date: dateTime,
          buckets: listOf(
            record({
              name: nonEmptyText,
              versioning: flag,
              object_lock: flag,
              created_at: dateTime,
              keys: listOf(record({ access_key: nonEmptyText, secret_key: nonEmptyText })),
            }),
          ),
        },
        { recurring_amount: amount, download_usage: count, upload_usage: count },
      ),
    ),
  },
  {
    isos: listOf(iso),
    measured_boot_images: listOf(measuredBootImage),
    // VM lifecycle.
    vm_limit: count,
  },
);

export const fixtureSchema: Schema = recordWithOptional(
  {
    locations: listOf(nonEmptyText),
    reserved_ip_pools: listOf(
      recordWithOptional({ location: nonEmptyText, addresses: listOf(text) }, { ipv6_networks: listOf(text) }),
    ),
    users: listOf(
      record({
        token: nonEmptyText,
        name: text,
        primary_team_id: uuid,
        memberships: listOf(
          record({ team_id: uuid, role: oneOf('Team Owner', 'Team Admin', 'Team Member', 'Team Biller') }),
        ),
      }),
    ),
    teams: listOf(team),
    instance_types: listOf(
      recordWithOptional(
        {
          id: uuid,
          type: nonEmptyText,
          cpu: text,
          max_vcpu: count,
          max_ram: count,
          max_disk: count,
          network_rate: count,
          locations: listOf(nonEmptyText),
        },
        {
          // VM lifecycle and prices.
          monthly_prices: record({ vcpu: amount, ram_gb: amount, disk_gb: amount }),
          bandwidth: count,
          sev_supported: flag,
        },
      ),
    ),
    os_templates: listOf(record({ id: { type: 'integer' }, name: nonEmptyText, family: nonEmptyText })),
  },
  {
    // Reverse DNS, custom ISOs and measured-boot images.
    dns: { type: 'object', additionalProperties: listOf(nonEmptyText) },
    rdns_records: listOf(record({ ip: nonEmptyText, domain: nonEmptyText })),
    rdns_provider: {
      type: 'object',
      additionalProperties: false,
      properties: { rejected_domains: listOf(nonEmptyText), locked_addresses: listOf(nonEmptyText) },
    },
    system_isos: listOf(iso),
    iso_limits: record({ per_team: count, max_size: count }),
    measured_boot_image_max_size: count,
    // VM lifecycle and prices.
    vm_address_pools: listOf(
      recordWithOptional({ location: nonEmptyText, ipv4: listOf(text) }, { ipv6: listOf(text) }),
    ),
    exchange_rates: { type: 'object', additionalProperties: { type: 'number', exclusiveMinimum: 0 } },
    deploy_answers_id: flag,
  },
);
