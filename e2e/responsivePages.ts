import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_FIREWALL_IDS, DEMO_IDS, DEMO_VM_IDS, DEMO_VPC_IDS } from '../src/emulator/core/demoFixture';

/**
 * The pages the responsive check and the screenshots walk: every area's list, a detail page of each
 * kind and the deploy page, each with its main action and the dialogs it opens (demo fixture).
 */

export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1024, height: 768 },
] as const;

export type Size = (typeof SIZES)[number];

/** A control found by its role and name on the page (or in its `main` region). */
interface Control {
  role: 'button' | 'link' | 'searchbox';
  name: string | RegExp;
}

export interface PageCase {
  /** Below /teams/<team>/. */
  path: string;
  /** The page's h1 once it has loaded. */
  heading: string | RegExp;
  /** Its main action; pages without one (read-only catalogues) are driven from the navigation. */
  main?: Control;
  /** Buttons in main that open a dialog. */
  dialogs?: readonly (string | RegExp)[];
  /** A menu button in main whose every item opens a dialog. */
  menuDialogs?: string;
}

const SCRIPT_ID = '6acd343d-6f5e-4a35-a3bb-6caa8eb64098';
const BUCKET = 'acme-static-assets';

export const PAGES: readonly PageCase[] = [
  { path: 'vms', heading: 'Virtual machines', main: { role: 'link', name: 'Deploy VM' } },
  { path: 'backups', heading: 'Backups', main: { role: 'searchbox', name: 'Search backups' } },
  {
    path: 'snapshots',
    heading: 'Snapshots',
    main: { role: 'searchbox', name: 'Search snapshots' },
    dialogs: ['Get download link for before-php-upgrade', 'Delete before-php-upgrade'],
  },
  { path: 'vpcs', heading: 'VPCs', main: { role: 'button', name: 'Create VPC' }, dialogs: ['Create VPC'] },
  {
    path: 'firewalls',
    heading: 'Firewalls',
    main: { role: 'button', name: 'Create group' },
    dialogs: ['Create group'],
  },
  {
    path: 'ip-lists',
    heading: 'IP lists',
    main: { role: 'button', name: 'Create IP list' },
    dialogs: ['Create IP list', 'Edit office', 'Delete office'],
  },
  {
    path: 'reserved-ips',
    heading: 'Reserved IPs',
    main: { role: 'button', name: 'Reserve new IP' },
    dialogs: ['Reserve new IP', 'Convert VM IP', 'Detach 203.0.113.50', 'Delete 203.0.113.50', 'Attach 203.0.113.60'],
  },
  { path: 'object-storage', heading: 'Object storage', main: { role: 'link', name: 'acme-assets' } },
  {
    path: 'ssh-keys',
    heading: 'SSH keys',
    main: { role: 'button', name: 'Add SSH key' },
    dialogs: ['Add SSH key', 'Edit bob workstation', 'Delete bob workstation'],
  },
  {
    path: 'startup-scripts',
    heading: 'Startup scripts',
    main: { role: 'button', name: 'New script' },
    dialogs: ['New script', 'Delete node-exporter'],
  },
  { path: 'instance-types', heading: 'Instance types' },
  { path: 'os-templates', heading: 'OS templates' },
  {
    path: 'isos',
    heading: 'Custom ISOs',
    main: { role: 'button', name: 'Add ISO' },
    dialogs: ['Add ISO', 'Delete systemrescue-11.02-amd64'],
  },
  {
    path: 'measured-boot',
    heading: 'Measured-boot images',
    main: { role: 'button', name: 'Upload image' },
    dialogs: ['Upload image', 'Delete debian-12.uki.efi'],
  },
  {
    path: `vms/${DEMO_VM_IDS.web1}`,
    heading: 'web-1',
    main: { role: 'button', name: 'Actions' },
    dialogs: [
      'Reboot',
      'Stop',
      'Take snapshot',
      'Enable BGP',
      'Convert to reserved IP',
      'Change reverse DNS of 192.0.2.10',
      'Remove reverse DNS of 192.0.2.10',
    ],
    menuDialogs: 'Actions',
  },
  {
    path: `vpcs/${DEMO_VPC_IDS.productionAms}`,
    heading: 'prod-ams',
    main: { role: 'button', name: 'Edit' },
    dialogs: ['Edit', 'Delete'],
  },
  {
    path: `firewalls/${DEMO_FIREWALL_IDS.web}`,
    heading: /web/,
    main: { role: 'button', name: 'Add rule' },
    dialogs: ['Apply to VMs', 'Rename', 'Delete group', 'Add rule', /^Edit TCP 22 from/, /^Delete TCP 22 from/],
  },
  {
    path: `ip-lists/${DEMO_IDS.officeIpList}`,
    heading: 'office',
    main: { role: 'button', name: 'Add entry' },
    dialogs: ['Edit', 'Delete list', 'Remove 192.0.2.44'],
  },
  {
    path: `reserved-ips/${DEMO_IDS.primaryReservedIp}`,
    heading: /web-1 primary/,
    main: { role: 'button', name: 'Rename' },
    dialogs: ['Rename', 'Detach', 'Delete'],
  },
  {
    path: `object-storage/${DEMO_IDS.assetsService}`,
    heading: 'acme-assets',
    main: { role: 'button', name: 'Create bucket' },
    dialogs: ['Create bucket'],
  },
  {
    path: `object-storage/${DEMO_IDS.assetsService}/buckets/${BUCKET}`,
    heading: BUCKET,
    main: { role: 'button', name: 'Copy configuration' },
  },
  {
    path: `startup-scripts/${SCRIPT_ID}`,
    heading: 'install-docker',
    main: { role: 'button', name: 'Edit' },
    dialogs: ['Delete'],
  },
  { path: 'vms/new', heading: /deploy/i, main: { role: 'button', name: 'Deploy VM' } },
];

const TEAM_IN_PATH = /\/teams\/([^/?#]+)/;

/**
 * Opens a page of the signed-in team through the app's router (the token lives in memory: no
 * reload), and waits until it has loaded. Works without the sidebar on screen, unlike gotoArea.
 */
export async function openPage(page: Page, pageCase: PageCase): Promise<void> {
  const team = TEAM_IN_PATH.exec(new URL(page.url()).pathname)?.[1];
  if (team === undefined) throw new Error(`openPage: not signed in at ${page.url()}`);
  const path = `/teams/${team}/${pageCase.path}`;
  await page.evaluate((target) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: pageCase.heading })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

export function control(page: Page, found: Control): Locator {
  return page.getByRole('main').getByRole(found.role, { name: found.name, exact: typeof found.name === 'string' });
}
