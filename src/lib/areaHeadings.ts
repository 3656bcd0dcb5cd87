/**
 * The title and one-line description of each area's list page, and of the deploy page: one source for
 * the pages, the sidebar and the page titles.
 */
export interface PageHeading {
  title: string;
  description: string;
}

export const AREA_HEADINGS = {
  vms: { title: 'Virtual machines', description: 'The team’s servers: their state, addresses and plan.' },
  backups: {
    title: 'Backups',
    description:
      "Automatic backups of your servers, to download or to restore from a VM’s page. The API lists backups without a team, so these are your primary team's.",
  },
  snapshots: {
    title: 'Snapshots',
    description:
      'Copies of your servers’ disks, taken from a VM’s page. The API lists snapshots without a team, so these are your primary team’s.',
  },
  vpcs: { title: 'VPCs', description: 'Private networks that connect this team’s servers in one location.' },
  firewalls: {
    title: 'Firewalls',
    description: 'Groups of allow rules for the servers of this team; anything not allowed is dropped.',
  },
  'ip-lists': { title: 'IP lists', description: 'Named sets of addresses that firewall rules allow as one source.' },
  'reserved-ips': {
    title: 'Reserved IPs',
    description: 'Public IPv4 addresses and IPv6 networks this team keeps, attached to a VM or held for later.',
  },
  'object-storage': {
    title: 'Object storage',
    description: 'S3-compatible storage services of this team, their buckets and access keys.',
  },
  'ssh-keys': { title: 'SSH keys', description: 'Public keys that can be installed on new servers in this team.' },
  'startup-scripts': {
    title: 'Startup scripts',
    description: 'Scripts that run on the first boot of new servers in this team.',
  },
  'instance-types': {
    title: 'Instance types',
    description: 'The server sizes the provider offers, and where each can run.',
  },
  'os-templates': {
    title: 'OS templates',
    description: 'Operating systems a new server can be installed with, by family.',
  },
  isos: {
    title: 'Custom ISOs',
    description:
      'Installer images to deploy a VM from: the provider’s own, and those this team added by their address.',
  },
  'measured-boot': {
    title: 'Measured-boot images',
    description: 'Unified kernel images (UKI) that this team’s VMs can boot with SEV-SNP, for attested boots.',
  },
} as const satisfies Record<string, PageHeading>;

export type AreaSlug = keyof typeof AREA_HEADINGS;

export const DEPLOY_HEADING: PageHeading = {
  title: 'Deploy a VM',
  description: 'Choose where it runs, its size and what it boots. The price updates as you go.',
};
