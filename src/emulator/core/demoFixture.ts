import type { Fixture, FixtureMembership, FixtureReservedIp, FixtureVm } from './fixture';

/**
 * The demo data `npm start` serves: one company with a production and a staging team. Addresses
 * come from the documentation ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24,
 * 2001:db8::/32), hosts from example.net, so nothing here points at a real machine.
 */

/** The demo user's token: member of both teams, owner of "Acme Production" (primary). */
export const DEMO_TOKEN = 'demo-token-cloud-console';
/** A second user who belongs to "Acme Production" only, to see a team refused. */
export const VIEWER_TOKEN = 'viewer-token-cloud-console';
/**
 * A user with the demo user's teams and roles whose token appears nowhere else (not in docs, the
 * bundle or other tests), so a leak check that finds it anywhere but an Authorization header has
 * found a real leak.
 */
export const CANARY_TOKEN = 'canary-7c1f3e9a2b5d4086-do-not-leak';

export const DEMO_TEAM_IDS = {
  production: 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a',
  staging: 'e72e0f3c-6864-4116-a9b3-55bf9dabd621',
} as const;

const OFFICE_IP_LIST_ID = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
/** Ids of the demo data that tests name, so each is written once. */
export const DEMO_IDS = {
  officeIpList: OFFICE_IP_LIST_ID,
  assetsService: '3982e826-e935-4123-927d-4eac626f02f3',
  /** web-1's primary IPv4, converted into a reserved IP. */
  primaryReservedIp: '9d529f22-4744-4c47-bfaa-e9d9c9bf9233',
  /** A reserved IP attached to nothing. */
  spareReservedIp: '27cdf0df-60c7-4eab-9aca-c3fc4655cbd8',
} as const;
export const DEMO_FIREWALL_IDS = {
  web: '05969206-704c-4692-97d3-b447725ce341',
  database: '6b9f0838-4c03-44a0-83e1-fe4e215c05df',
  staging: 'e3f0d96a-b426-45f1-b755-7d661ba00afc',
} as const;
export const DEMO_VPC_IDS = {
  productionAms: '947afb54-688d-4cfc-9f09-64246760ceec',
  sharedFra: 'abfd086b-236a-4732-9f74-e3533d5f3eef',
  stagingFra: '5f0c837b-d3bc-46b9-b516-f6d1b0dcdaea',
} as const;
export const DEMO_VM_IDS = {
  web1: '458d04bb-d30e-47b0-9ebc-335f86f5b5fc',
  web2: 'c4235af2-e03a-4f2b-a0d7-b770b2c9e2d9',
  db1: '91e258a1-6ee2-4da2-b354-f9a9792b35f7',
  worker1: '8f592036-ca42-45c3-80ac-e1fc922e08c1',
  edge1: 'e5fed3f5-2443-43a5-a2a7-09e821c31572',
  stagingWeb1: 'aaf2016b-9206-4497-8fab-e06665f910fc',
  stagingDb1: 'f8b1d0e0-6302-4b79-ab25-13d4afcddd49',
} as const;

/** Ids of the demo's ISOs and measured-boot images. */
export const DEMO_MEDIA_IDS = {
  ubuntuSystemIso: '1b0e6a52-3f7c-4d2e-9a41-6c8f0d2b7e15',
  debianSystemIso: '2c1f7b63-4a8d-4e3f-8b52-7d9a1e3c8f26',
  /** The production team's own ISO, which worker-1 boots from (so it cannot be deleted). */
  rescueIso: '3d2a8c74-5b9e-4f40-9c63-8eab2f4d9a37',
  /** The production team's UKI, which db-1 (SEV-SNP on) boots. */
  debianUki: '4e3b9d85-6caf-4a51-8d74-9fbc3a5eab48',
} as const;

/** Ids of the demo instance types, so demo VMs can name theirs and tests can deploy. */
export const DEMO_INSTANCE_TYPE_IDS = {
  vps1: '6a87820f-2bfa-4b0b-90aa-e0e4e46a9b62',
  vps2: 'ab16c1e6-fa2c-49c1-88ec-7aa054da088c',
  vps4: '8a1e4af3-cd7c-4334-82ce-bcdf0702f072',
  vps8: '952babfe-b175-4dfc-99a8-85ec9b163446',
  hc16: '0c5ff3ef-5bf4-4ffd-a1ac-8023a2c0fc7e',
} as const;

export type VmSpec = Pick<FixtureVm, 'id' | 'name' | 'main_ipv4' | 'main_ipv6' | 'location' | 'password'> &
  Partial<FixtureVm>;

/** A VM with the plan and billing most demo VMs share; the spec overrides what differs. */
export function demoVm(spec: VmSpec): FixtureVm {
  return {
    vcpu: 2,
    ram: 4096,
    disk: 80,
    bw_used: 112,
    template: 'Ubuntu 24.04 LTS',
    firewall_group_id: null,
    created_at: '2026-03-14T09:21:05Z',
    renewed_at: '2026-11-14T09:21:05Z',
    due_date: '2026-12-14T09:21:05Z',
    recurring_amount: 12,
    payment_currency: 'USD',
    billing_cycle: 1,
    status: 'active',
    bgp_enabled: false,
    power_status: 'running',
    vpc_attachments: [],
    ...spec,
  };
}

type ReservedIpSpec = Pick<
  FixtureReservedIp,
  'id' | 'name' | 'location' | 'ip_addr' | 'renewal_date' | 'last_renewal' | 'total_billed'
> &
  Partial<FixtureReservedIp>;

/** An active monthly reservation at the demo price, unattached unless the spec says otherwise. */
export function demoReservedIp(spec: ReservedIpSpec): FixtureReservedIp {
  return {
    status: 'active',
    billing_cycle: 1,
    recurring_amount: 3.5,
    currency: 'USD',
    suspension_reason: '',
    attached_vm_id: null,
    is_vm_primary: false,
    ...spec,
  };
}

/** Monthly US dollars per vCPU, GB of RAM and GB of disk: a 2 vCPU / 4 GB / 80 GB VM is 12 a month. */
const STANDARD_PRICES = { vcpu: 2, ram_gb: 1, disk_gb: 0.05 };

const INSTALL_DOCKER = `#!/bin/bash
set -euo pipefail
apt-get update
apt-get install -y ca-certificates curl
curl -fsSL https://get.docker.com | sh
usermod -aG docker ubuntu
`;

const HARDEN_SSH = `#!/bin/bash
set -euo pipefail
sed -i 's/^#\\?PasswordAuthentication .*/PasswordAuthentication no/' /etc/ssh/sshd_config
sed -i 's/^#\\?PermitRootLogin .*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
systemctl reload ssh
`;

const NODE_EXPORTER = `#!/bin/bash
set -euo pipefail
apt-get update
apt-get install -y prometheus-node-exporter
systemctl enable --now prometheus-node-exporter
`;

const STAGING_MOTD = `#!/bin/sh
echo "STAGING - data here is reset every Monday" > /etc/motd
`;

/** The demo user's memberships, which the canary user shares so it sees every page. */
const ownerOfProductionAdminOfStaging = (): FixtureMembership[] => [
  { team_id: DEMO_TEAM_IDS.production, role: 'Team Owner' },
  { team_id: DEMO_TEAM_IDS.staging, role: 'Team Admin' },
];

export const demoFixture: Fixture = {
  locations: ['Amsterdam', 'Frankfurt', 'Singapore', 'London'],
  // London is offered for VMs and VPCs but has no reserved IPs (UNSUPPORTED_LOCATION there);
  // Singapore has IPv4 reservations only (an IPv6 one is NOT_SUPPORTED there).
  reserved_ip_pools: [
    {
      location: 'Amsterdam',
      addresses: ['203.0.113.10', '203.0.113.11', '203.0.113.12', '203.0.113.13'],
      ipv6_networks: ['2001:db8:a000:1::/64', '2001:db8:a000:2::/64', '2001:db8:a000:3::/64'],
    },
    {
      location: 'Frankfurt',
      addresses: ['203.0.113.20', '203.0.113.21', '203.0.113.22'],
      ipv6_networks: ['2001:db8:f000:1::/64', '2001:db8:f000:2::/64'],
    },
    { location: 'Singapore', addresses: ['203.0.113.30', '203.0.113.31'] },
  ],
  users: [
    {
      token: DEMO_TOKEN,
      name: 'Dana Demo',
      primary_team_id: DEMO_TEAM_IDS.production,
      memberships: ownerOfProductionAdminOfStaging(),
    },
    {
      token: VIEWER_TOKEN,
      name: 'Victor Viewer',
      primary_team_id: DEMO_TEAM_IDS.production,
      memberships: [{ team_id: DEMO_TEAM_IDS.production, role: 'Team Member' }],
    },
    {
      token: CANARY_TOKEN,
      name: 'Casey Canary',
      primary_team_id: DEMO_TEAM_IDS.production,
      memberships: ownerOfProductionAdminOfStaging(),
    },
  ],
  teams: [
    {
      id: DEMO_TEAM_IDS.production,
      name: 'Acme Production',
      balance: 42.5,
      currency: 'USD',
      reserved_ip_quota: 5,
      reserved_ip_monthly_price: 3.5,
      ip_list_limit: 10,
      ip_list_entry_limit: 50,
      vm_limit: 10,
      ssh_keys: [
        {
          id: 'd05c06e9-be71-4fde-bd14-494b233e2f00',
          created: '2026-02-03T10:15:00Z',
          name: 'alice laptop',
          ssh_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@laptop',
        },
        {
          id: 'd1e98789-3d32-4898-869c-1fb2a22ac4fe',
          created: '2026-02-11T16:40:12Z',
          name: 'CI deploy',
          ssh_key:
            'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCiMmQ9VTXCPiEZ7tbO0FRWs52FZ2YdAF1MP7ucZt3EsYSDP6LTva4YlQ3ZTimboehhYZ0ZMVqAHzhjVcBElnHBGLlxIn+RluhQVjBoPxDuQ4P2LH9cM5ETVvgiTXZrL8UfmERi8q0hGtjA7qGW8V2sMJ+c0xibSz3I21WfUv5ml21Zvgwn7n8+WhN0qvpkkneLPrq0S5rIOINlVDHK36+YUges7id6Kn6Yq+fhUfGPh8XLmzEmvv72CB8zH/3SAhBNok0QA5nQcpdOR082Ogoym0t254MpM8EPAJYWnAjkyCj1rIBeZB7r+POFmt0zltXL/AtbZ2OabUJ/FybQBreh deploy@ci',
        },
        {
          id: 'b747ec22-d0c3-473a-8f2c-6cbb235a0e9f',
          created: '2026-05-20T08:02:44Z',
          name: 'bob workstation',
          ssh_key:
            'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBCPprA90pdIo2ZbuGymlTJre6kLyPFUF/8PPvBvrtR/G6B2CARfZM1FqEiCJ5KZdY925GKsOlz/4g4Bogm0d61I= bob@workstation',
        },
      ],
      startup_scripts: [
        {
          id: '6acd343d-6f5e-4a35-a3bb-6caa8eb64098',
          name: 'install-docker',
          content: INSTALL_DOCKER,
          created: '2026-02-04T12:00:00Z',
          updated: '2026-06-01T09:30:00Z',
        },
        {
          id: 'd73c4033-59d6-4591-8bfd-e3972a6055f6',
          name: 'harden-ssh',
          content: HARDEN_SSH,
          created: '2026-02-04T12:05:00Z',
          updated: '2026-02-04T12:05:00Z',
        },
        {
          id: 'df3025ae-d859-4b8d-9bbd-049bbc176da3',
          name: 'node-exporter',
          content: NODE_EXPORTER,
          created: '2026-04-18T15:45:10Z',
          updated: '2026-04-18T15:45:10Z',
        },
      ],
      firewall_groups: [
        {
          id: DEMO_FIREWALL_IDS.web,
          description: 'Public web servers',
          created: '2026-02-05T09:00:00Z',
          updated: '2026-07-02T11:20:00Z',
          rules: [
            {
              id: '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '22',
              subnet: '198.51.100.0',
              subnet_size: 28,
              desc: 'SSH from the office',
            },
            {
              id: 'df099713-5237-4d83-885e-c979a7da9cda',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '80',
              subnet: '0.0.0.0',
              subnet_size: 0,
              desc: 'HTTP',
            },
            {
              id: 'c76a70a6-d6a8-424a-8dd1-c37781dcb0f5',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '443',
              subnet: '0.0.0.0',
              subnet_size: 0,
              desc: 'HTTPS',
            },
            {
              id: '00df2969-71c2-4ead-88bf-611355c843a5',
              ip_type: 'v6',
              protocol: 'tcp',
              port: '443',
              subnet: '::',
              subnet_size: 0,
              desc: 'HTTPS over IPv6',
            },
            {
              id: '16b824ef-c434-42ed-9ca1-b835cbdbcec1',
              ip_type: 'v4',
              protocol: 'icmp',
              port: '',
              subnet: '0.0.0.0',
              subnet_size: 0,
              desc: 'Ping',
            },
            {
              id: '038126d0-83dd-4bfa-b2e5-15b68e80fb66',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '8443',
              subnet: 'Cloudflare',
              subnet_size: 0,
              desc: 'Origin pulls via Cloudflare',
            },
            {
              id: '6679457c-8bea-404c-b46c-bdb7789e9b85',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '9100',
              subnet: `list:${OFFICE_IP_LIST_ID}`,
              subnet_size: 0,
              desc: 'node_exporter from the office',
            },
          ],
        },
        {
          id: DEMO_FIREWALL_IDS.database,
          description: 'Databases (private only)',
          created: '2026-02-05T09:10:00Z',
          updated: '2026-02-05T09:12:00Z',
          rules: [
            {
              id: '64fabe28-c92f-46a0-b183-e43fde7f2e55',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '5432',
              subnet: '10.10.0.0',
              subnet_size: 24,
              desc: 'PostgreSQL from the app VPC',
            },
          ],
        },
      ],
      ip_lists: [
        {
          id: OFFICE_IP_LIST_ID,
          name: 'office',
          description: 'Office and VPN egress addresses',
          created_at: '2026-03-01T08:00:00Z',
          entries: [
            {
              id: '4f5c6114-1d82-4794-bc9c-55f6e37d95b9',
              type: 'ipv4',
              value: '198.51.100.0/28',
              created_at: '2026-03-01T08:00:00Z',
            },
            {
              id: 'd3cb8245-d1b4-4a7e-b0e1-8dafa87f4c3e',
              type: 'ipv4',
              value: '192.0.2.44',
              created_at: '2026-03-01T08:01:00Z',
            },
            {
              id: 'e148c7b8-bbd7-43f0-99fd-5a989b71aff8',
              type: 'ipv6',
              value: '2001:db8:1234::/48',
              created_at: '2026-03-02T10:30:00Z',
            },
          ],
        },
      ],
      vpcs: [
        {
          id: DEMO_VPC_IDS.productionAms,
          name: 'prod-ams',
          description: 'Production application network',
          date_created: '2026-02-05T10:00:00Z',
          status: 'active',
          location: 'Amsterdam',
          v4_subnet: '10.10.0.0',
          v4_subnet_mask: '24',
          shared_with_team_ids: [],
        },
        {
          id: DEMO_VPC_IDS.sharedFra,
          name: 'shared-services-fra',
          description: 'Build and monitoring hosts, shared with staging',
          date_created: '2026-04-10T14:30:00Z',
          status: 'active',
          location: 'Frankfurt',
          v4_subnet: '10.20.0.0',
          v4_subnet_mask: '24',
          shared_with_team_ids: [DEMO_TEAM_IDS.staging],
        },
      ],
      vms: [
        demoVm({
          id: DEMO_VM_IDS.web1,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps2,
          name: 'web-1',
          main_ipv4: '192.0.2.10',
          main_ipv6: '2001:db8:10::10',
          location: 'Amsterdam',
          password: 'AFV5vDKYcotrAWFZb8HA',
          firewall_group_id: DEMO_FIREWALL_IDS.web,
          vpc_attachments: [{ vpc_id: DEMO_VPC_IDS.productionAms, address: '10.10.0.11', mac: '52:54:00:3a:10:11' }],
        }),
        demoVm({
          id: DEMO_VM_IDS.web2,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps2,
          name: 'web-2',
          main_ipv4: '192.0.2.11',
          main_ipv6: '2001:db8:10::11',
          location: 'Amsterdam',
          password: 'adbQ2LTWveLJEazY2Nii',
          firewall_group_id: DEMO_FIREWALL_IDS.web,
          vpc_attachments: [{ vpc_id: DEMO_VPC_IDS.productionAms, address: '10.10.0.12', mac: '52:54:00:3a:10:12' }],
        }),
        demoVm({
          id: DEMO_VM_IDS.db1,
          name: 'db-1',
          vcpu: 4,
          ram: 16384,
          disk: 320,
          recurring_amount: 48,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps8,
          template: 'Debian 12',
          main_ipv4: '192.0.2.20',
          main_ipv6: '2001:db8:10::20',
          location: 'Amsterdam',
          password: '75NmcsNSKQqWxvT5jNnv',
          firewall_group_id: DEMO_FIREWALL_IDS.database,
          use_uefi: true,
          sev_enabled: true,
          uki_image_id: DEMO_MEDIA_IDS.debianUki,
          vpc_attachments: [{ vpc_id: DEMO_VPC_IDS.productionAms, address: '10.10.0.21', mac: '52:54:00:3a:10:21' }],
        }),
        demoVm({
          id: DEMO_VM_IDS.worker1,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps2,
          name: 'worker-1',
          template: 'Rocky Linux 9',
          main_ipv4: '192.0.2.30',
          main_ipv6: '2001:db8:20::30',
          location: 'Frankfurt',
          password: 'Hxra8BugiJwdrHv7dZsc',
          power_status: 'stopped',
          iso_id: DEMO_MEDIA_IDS.rescueIso,
          bw_used: 3,
          vpc_attachments: [{ vpc_id: DEMO_VPC_IDS.sharedFra, address: '10.20.0.5', mac: '52:54:00:4b:20:05' }],
        }),
        demoVm({
          id: DEMO_VM_IDS.edge1,
          name: 'edge-1',
          vcpu: 1,
          ram: 2048,
          disk: 40,
          recurring_amount: 6,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps1,
          main_ipv4: '192.0.2.40',
          main_ipv6: '2001:db8:30::40',
          location: 'Singapore',
          password: 'gRDrXQ9RPZXP4fTJ2SPV',
          firewall_group_id: DEMO_FIREWALL_IDS.web,
          bgp_enabled: true,
          bw_used: 861,
        }),
      ],
      reserved_ips: [
        demoReservedIp({
          id: DEMO_IDS.primaryReservedIp,
          name: 'web-1 primary',
          location: 'Amsterdam',
          renewal_date: '2026-12-05T10:00:00Z',
          last_renewal: '2026-11-05T10:00:00Z',
          total_billed: 31.5,
          ip_addr: '192.0.2.10',
          attached_vm_id: DEMO_VM_IDS.web1,
          is_vm_primary: true,
        }),
        demoReservedIp({
          id: '9639034d-c48a-4a30-99ca-6b8607016db2',
          name: 'edge anycast',
          location: 'Singapore',
          renewal_date: '2026-12-20T00:00:00Z',
          last_renewal: '2026-11-20T00:00:00Z',
          total_billed: 14,
          ip_addr: '203.0.113.50',
          attached_vm_id: DEMO_VM_IDS.edge1,
        }),
        demoReservedIp({
          id: DEMO_IDS.spareReservedIp,
          name: 'spare-fra',
          location: 'Frankfurt',
          renewal_date: '2026-12-01T00:00:00Z',
          last_renewal: '2026-11-01T00:00:00Z',
          total_billed: 3.5,
          ip_addr: '203.0.113.60',
        }),
      ],
      backups: [
        {
          id: 'bc5c5003-ee2f-494a-a7e6-a94a3996759d',
          created_at: '2026-11-01T03:00:00.123Z',
          size: 9663676416,
          instance: DEMO_VM_IDS.web1,
          status: 'available',
        },
        {
          id: 'c06a4a22-d127-4198-887e-6c203106b946',
          created_at: '2026-11-08T03:00:00.481Z',
          size: 9932111872,
          instance: DEMO_VM_IDS.web1,
          status: 'available',
        },
        {
          id: '017d77d2-f911-4996-b58b-3985a33052c2',
          created_at: '2026-11-08T03:20:41.007Z',
          size: 87960930222,
          instance: DEMO_VM_IDS.db1,
          status: 'available',
        },
        {
          id: '9a15cf86-31a7-4eb3-bab0-2a2d66bde965',
          created_at: '2026-11-15T03:20:39.950Z',
          size: 0,
          instance: DEMO_VM_IDS.db1,
          status: 'pending',
        },
      ],
      snapshots: [
        {
          id: 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046',
          vm_id: DEMO_VM_IDS.web1,
          created_at: '2026-10-30T17:45:12.310Z',
          name: 'before-php-upgrade',
          desc: 'Taken before upgrading PHP 8.3 to 8.4',
          size: 8589934592,
          status: 'available',
        },
      ],
      object_storage: [
        {
          id: DEMO_IDS.assetsService,
          name: 'acme-assets',
          location: 'Amsterdam',
          region: 'eu-ams-1',
          endpoint: 'https://s3.eu-ams-1.example.net',
          capacity: 1048576000,
          used_capacity: 138412032,
          status: 'active',
          created_at: '2026-02-10T09:00:00Z',
          renewal_date: '2026-12-10T09:00:00Z',
          recurring_amount: 5,
          download_usage: 48318382080,
          upload_usage: 7516192768,
          buckets: [
            {
              name: 'acme-static-assets',
              versioning: true,
              object_lock: false,
              created_at: '2026-02-10T09:05:00Z',
              keys: [{ access_key: '6ZPE2OB673RDIFU63ZCJ', secret_key: 'wVl6fUZ3yb2IeAhrtqqZ4ikRUTxJWp9LmCjsJ2wx' }],
            },
          ],
        },
      ],
      isos: [
        {
          id: DEMO_MEDIA_IDS.rescueIso,
          date_created: '2026-09-02T14:10:00Z',
          filename: 'systemrescue-11.02-amd64.iso',
          name: 'systemrescue-11.02-amd64',
          desc: '',
          size: 1_002_438_656,
          status: 100,
        },
      ],
      measured_boot_images: [
        {
          id: DEMO_MEDIA_IDS.debianUki,
          filename: 'debian-12.uki.efi',
          description: 'Debian 12 with the attested initrd',
          size: 38_797_312,
          created: '2026-10-12T08:30:00Z',
        },
      ],
    },
    {
      id: DEMO_TEAM_IDS.staging,
      name: 'Acme Staging',
      // Below one month of a reserved IP: converting here answers INSUFFICIENT_BALANCE.
      balance: 2,
      currency: 'USD',
      reserved_ip_quota: 2,
      reserved_ip_monthly_price: 3.5,
      ip_list_limit: 3,
      ip_list_entry_limit: 20,
      vm_limit: 3,
      ssh_keys: [
        {
          id: '22f96032-cd45-4656-89e6-1de55577772f',
          created: '2026-04-02T07:30:00Z',
          name: 'ops bastion',
          ssh_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIUWeb1ybUGkLmMj7JyJH1FYstT5EP6+RK4Jac1Fhdue ops@bastion',
        },
      ],
      startup_scripts: [
        {
          id: '65e1afd5-dff1-4954-8f90-419402218854',
          name: 'staging-motd',
          content: STAGING_MOTD,
          created: '2026-04-02T07:45:00Z',
          updated: '2026-04-02T07:45:00Z',
        },
      ],
      firewall_groups: [
        {
          id: DEMO_FIREWALL_IDS.staging,
          description: 'Staging default',
          created: '2026-04-02T08:00:00Z',
          updated: '2026-04-02T08:00:00Z',
          rules: [
            {
              id: 'fbfcde34-7108-4814-9024-cf6d00eb3e0b',
              ip_type: 'v4',
              protocol: 'tcp',
              port: '22',
              subnet: '0.0.0.0',
              subnet_size: 0,
              desc: 'SSH',
            },
            {
              id: '6fe8ae87-5815-4ce2-a9e2-5be1c9088bb1',
              ip_type: 'v6',
              protocol: 'ipv6-icmp',
              port: '',
              subnet: '::',
              subnet_size: 0,
              desc: 'Ping over IPv6',
            },
          ],
        },
      ],
      ip_lists: [],
      vpcs: [
        {
          id: DEMO_VPC_IDS.stagingFra,
          name: 'staging-fra',
          description: '',
          date_created: '2026-04-02T08:10:00Z',
          status: 'active',
          location: 'Frankfurt',
          v4_subnet: '172.16.5.0',
          v4_subnet_mask: '24',
          shared_with_team_ids: [],
        },
      ],
      vms: [
        demoVm({
          id: DEMO_VM_IDS.stagingWeb1,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps2,
          name: 'stg-web-1',
          main_ipv4: '192.0.2.100',
          main_ipv6: '2001:db8:50::100',
          location: 'Frankfurt',
          password: 'UyqSS86SyeAxCpsJjDrZ',
          firewall_group_id: DEMO_FIREWALL_IDS.staging,
          created_at: '2026-04-02T08:20:00Z',
          renewed_at: '2026-11-02T08:20:00Z',
          due_date: '2026-12-02T08:20:00Z',
          vpc_attachments: [
            { vpc_id: DEMO_VPC_IDS.stagingFra, address: '172.16.5.10', mac: '52:54:00:7c:05:10' },
            { vpc_id: DEMO_VPC_IDS.sharedFra, address: '10.20.0.6', mac: '52:54:00:7c:20:06' },
          ],
        }),
        demoVm({
          id: DEMO_VM_IDS.stagingDb1,
          instance_type_id: DEMO_INSTANCE_TYPE_IDS.vps2,
          name: 'stg-db-1',
          template: 'Debian 12',
          main_ipv4: '192.0.2.101',
          main_ipv6: '2001:db8:50::101',
          location: 'Frankfurt',
          password: 'S3mUDhTgqr3sYmGYPhbR',
          created_at: '2026-04-02T08:25:00Z',
          renewed_at: '2026-11-02T08:25:00Z',
          due_date: '2026-12-02T08:25:00Z',
          vpc_attachments: [{ vpc_id: DEMO_VPC_IDS.stagingFra, address: '172.16.5.20', mac: '52:54:00:7c:05:20' }],
        }),
      ],
      reserved_ips: [],
      backups: [
        {
          id: 'fe399e8b-dcd1-4895-a013-636c4cf6329e',
          created_at: '2026-11-09T02:00:00.512Z',
          size: 5368709120,
          instance: DEMO_VM_IDS.stagingDb1,
          status: 'available',
        },
      ],
      snapshots: [],
      object_storage: [
        {
          id: 'ea15bbf9-cd63-4a49-b320-8cd383f38672',
          name: 'staging-store',
          location: 'Frankfurt',
          region: 'eu-fra-1',
          endpoint: 'https://s3.eu-fra-1.example.net',
          capacity: 262144000,
          used_capacity: 12582912,
          status: 'active',
          created_at: '2026-04-03T09:00:00Z',
          renewal_date: '2026-12-03T09:00:00Z',
          recurring_amount: 2.5,
          download_usage: 1073741824,
          upload_usage: 536870912,
          buckets: [
            {
              name: 'acme-staging-uploads',
              versioning: false,
              object_lock: false,
              created_at: '2026-04-03T09:10:00Z',
              keys: [{ access_key: 'RPJE5FD71BFE6WL5IT9K', secret_key: 'xTkIGXq1hP0I1dAxLeB39oGMZ1t7EBv7dxYWAzRt' }],
            },
          ],
        },
      ],
    },
  ],
  instance_types: [
    {
      id: DEMO_INSTANCE_TYPE_IDS.vps1,
      type: 'vps-1',
      cpu: 'AMD EPYC 9454P',
      max_vcpu: 1,
      max_ram: 2048,
      max_disk: 40,
      network_rate: 1000,
      locations: ['Amsterdam', 'Frankfurt', 'Singapore', 'London'],
      monthly_prices: STANDARD_PRICES,
      bandwidth: 1000,
    },
    {
      id: DEMO_INSTANCE_TYPE_IDS.vps2,
      type: 'vps-2',
      cpu: 'AMD EPYC 9454P',
      max_vcpu: 2,
      max_ram: 4096,
      max_disk: 80,
      network_rate: 1000,
      locations: ['Amsterdam', 'Frankfurt', 'Singapore', 'London'],
      monthly_prices: STANDARD_PRICES,
      bandwidth: 2000,
    },
    {
      id: DEMO_INSTANCE_TYPE_IDS.vps4,
      type: 'vps-4',
      cpu: 'AMD EPYC 9454P',
      max_vcpu: 4,
      max_ram: 8192,
      max_disk: 160,
      network_rate: 2000,
      locations: ['Amsterdam', 'Frankfurt', 'Singapore'],
      monthly_prices: STANDARD_PRICES,
      bandwidth: 4000,
      sev_supported: true,
    },
    {
      id: DEMO_INSTANCE_TYPE_IDS.vps8,
      type: 'vps-8',
      cpu: 'AMD EPYC 9454P',
      max_vcpu: 8,
      max_ram: 16384,
      max_disk: 320,
      network_rate: 2000,
      locations: ['Amsterdam', 'Frankfurt'],
      monthly_prices: STANDARD_PRICES,
      bandwidth: 8000,
      sev_supported: true,
    },
    {
      id: DEMO_INSTANCE_TYPE_IDS.hc16,
      type: 'hc-16',
      cpu: 'AMD EPYC 9684X',
      max_vcpu: 16,
      max_ram: 65536,
      max_disk: 640,
      network_rate: 10000,
      locations: ['Amsterdam'],
      monthly_prices: { vcpu: 4, ram_gb: 1.25, disk_gb: 0.08 },
      bandwidth: 16000,
      sev_supported: true,
    },
  ],
  os_templates: [
    { id: 101, name: 'Ubuntu 24.04 LTS', family: 'ubuntu' },
    { id: 102, name: 'Ubuntu 22.04 LTS', family: 'ubuntu' },
    { id: 111, name: 'Debian 12', family: 'debian' },
    { id: 112, name: 'Debian 13', family: 'debian' },
    { id: 121, name: 'Rocky Linux 9', family: 'rocky' },
    { id: 131, name: 'AlmaLinux 9', family: 'almalinux' },
    { id: 141, name: 'Fedora 42', family: 'fedora' },
    { id: 151, name: 'Windows Server 2022', family: 'windows' },
    { id: 152, name: 'Windows Server 2025', family: 'windows' },
  ],
  // Reverse DNS: web-1's addresses have a forward-confirmed name; `spam.acme.example` resolves but
  // the rDNS provider refuses it; the anycast reserved IP's PTR is locked (both 422).
  dns: {
    'www.acme.example': ['192.0.2.10', '2001:db8:10::10'],
    'shop.acme.example': ['192.0.2.11'],
    'spam.acme.example': ['192.0.2.11'],
  },
  rdns_records: [{ ip: '192.0.2.10', domain: 'www.acme.example' }],
  rdns_provider: { rejected_domains: ['spam.acme.example'], locked_addresses: ['203.0.113.50'] },
  system_isos: [
    {
      id: DEMO_MEDIA_IDS.ubuntuSystemIso,
      date_created: '2026-01-15T00:00:00Z',
      filename: 'ubuntu-24.04.3-live-server-amd64.iso',
      name: 'Ubuntu 24.04.3 Server',
      desc: 'Ubuntu Server installer',
      size: 3_303_444_480,
      status: 100,
    },
    {
      id: DEMO_MEDIA_IDS.debianSystemIso,
      date_created: '2026-01-15T00:00:00Z',
      filename: 'debian-12.12.0-amd64-netinst.iso',
      name: 'Debian 12 netinst',
      desc: 'Debian network installer',
      size: 702_545_920,
      status: 100,
    },
  ],
  iso_limits: { per_team: 3, max_size: 8 * 1024 ** 3 },
  measured_boot_image_max_size: 48 * 1024 ** 2,
  // VM lifecycle: every location has addresses for a few deploys (198.51.100.0/24, 2001:db8::/32).
  vm_address_pools: [
    {
      location: 'Amsterdam',
      ipv4: ['198.51.100.10', '198.51.100.11', '198.51.100.12', '198.51.100.13'],
      ipv6: ['2001:db8:10::100', '2001:db8:10::101', '2001:db8:10::102'],
    },
    {
      location: 'Frankfurt',
      ipv4: ['198.51.100.20', '198.51.100.21', '198.51.100.22'],
      ipv6: ['2001:db8:20::100', '2001:db8:20::101'],
    },
    { location: 'Singapore', ipv4: ['198.51.100.30', '198.51.100.31'], ipv6: ['2001:db8:30::100'] },
    // London has no IPv6 for new VMs: a deploy with `ipv6: true` there is RESOURCE_NOT_AVAILABLE.
    { location: 'London', ipv4: ['198.51.100.40', '198.51.100.41'] },
  ],
  exchange_rates: { usd: 1, aud: 1.55, eur: 0.92 },
};
