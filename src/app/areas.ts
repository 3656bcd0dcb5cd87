import type { ComponentType } from 'react';
import { pages as backupsPages } from '../features/backups/route';
import { pages as firewallsPages } from '../features/firewalls/route';
import { pages as instanceTypesPages } from '../features/instance-types/route';
import { pages as ipListsPages } from '../features/ip-lists/route';
import { pages as isosPages } from '../features/isos/route';
import { pages as measuredBootPages } from '../features/measured-boot/route';
import { pages as objectStoragePages } from '../features/object-storage/route';
import { pages as osTemplatesPages } from '../features/os-templates/route';
import { pages as reservedIpsPages } from '../features/reserved-ips/route';
import { pages as snapshotsPages } from '../features/snapshots/route';
import { pages as sshKeysPages } from '../features/ssh-keys/route';
import { pages as startupScriptsPages } from '../features/startup-scripts/route';
import { pages as vmsPages } from '../features/vms/route';
import { pages as vpcsPages } from '../features/vpcs/route';
import { AREA_HEADINGS, type AreaSlug } from '../lib/areaHeadings';

/**
 * Every area of the console, in sidebar order. Each area lists its pages in
 * src/features/<slug>/route.ts, each page a lazily loaded module of its own, so areas are built and
 * replaced one by one, and a page loads its own code, not its area's.
 */
export interface Area {
  slug: AreaSlug;
  title: string;
  group: AreaGroup;
  pages: AreaPages;
}

/** An area's pages by their path below the area (`''` is its index, `':vmId'` a detail page), each loading its component. */
type AreaPages = Readonly<Record<string, () => Promise<ComponentType>>>;

export type AreaGroup = 'Compute' | 'Networking' | 'Storage' | 'Access' | 'Catalogue';

export const AREA_GROUPS: readonly AreaGroup[] = ['Compute', 'Networking', 'Storage', 'Access', 'Catalogue'];

const area = (slug: AreaSlug, group: AreaGroup, pages: AreaPages): Area => ({
  slug,
  title: AREA_HEADINGS[slug].title,
  group,
  pages,
});

export const AREAS: readonly Area[] = [
  area('vms', 'Compute', vmsPages),
  area('backups', 'Compute', backupsPages),
  area('snapshots', 'Compute', snapshotsPages),
  area('vpcs', 'Networking', vpcsPages),
  area('firewalls', 'Networking', firewallsPages),
  area('ip-lists', 'Networking', ipListsPages),
  area('reserved-ips', 'Networking', reservedIpsPages),
  area('object-storage', 'Storage', objectStoragePages),
  area('ssh-keys', 'Access', sshKeysPages),
  area('startup-scripts', 'Access', startupScriptsPages),
  area('instance-types', 'Catalogue', instanceTypesPages),
  area('os-templates', 'Catalogue', osTemplatesPages),
  // Boot media the team adds, beside the OS templates the deploy page also boots from.
  area('isos', 'Catalogue', isosPages),
  area('measured-boot', 'Catalogue', measuredBootPages),
];

/** Where a team's console opens: its virtual machines, the page people open a cloud console for. */
export const DEFAULT_AREA = 'vms';
