import type { Page, Route } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, withoutExtensions } from './helpers';
import { REPLACEMENT_KEY } from './keys';

/**
 * axe (WCAG 2.1 A/AA and best practice; any violation fails) on the pages and dialogs no area spec
 * scans, in both themes. The area specs already scan: sign-in, the SSH key list and its add and
 * delete dialogs, the account menu (a11y.spec); every object-storage page and dialog
 * (object-storage.spec, its fallback pages in the light theme); the console page connected and
 * disconnected, its menu and paste dialog (console.spec).
 */

const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const OFFICE_LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const PROD_AMS_VPC = '947afb54-688d-4cfc-9f09-64246760ceec';
const EDGE_ANYCAST = '9639034d-c48a-4a30-99ca-6b8607016db2';
const OBJECT_STORAGE = { service: '3982e826-e935-4123-927d-4eac626f02f3', bucket: 'acme-static-assets' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/** The scan is only worth its name if the theme under test is the one on screen. */
async function expectTheme(page: Page, colorScheme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
}

async function scanDialog(page: Page, role: 'dialog' | 'alertdialog', name: string | RegExp, context: string) {
  await expect(page.getByRole(role, { name })).toBeVisible();
  await expectNoAxeViolations(page, context);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('status pages: loading, configuration error, not found alone and in the shell, a page that failed to load', async ({
      page,
    }) => {
      await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'The console could not start' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'configuration error');
      await page.unroute('**/config.json');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'not found, signed out');

      // The loading screen shows while the first page's module is on its way: hold it there.
      await gotoArea(page, 'ssh-keys');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await held;
        await route.fallback();
      };
      await page.route('**/assets/SshKeysPage-*.js', hold);
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await expectNoAxeViolations(page, 'loading screen');
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
      await page.unroute('**/assets/SshKeysPage-*.js', hold);

      await gotoArea(page, 'ssh-keys');
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/teams/${DEMO_TEAM_IDS.production}/no-such-area`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page, 'not found in the shell');

      // A page whose code cannot be fetched (a deployment replaced it): the shell stays, the page explains.
      await page.route('**/assets/BackupsPage-*.js', (route) => route.abort());
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backups' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'A new version of the console is available' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'route error in the shell');
    });

    test('SSH keys: the edit dialog, and the page without the teams extension', async ({ page }) => {
      await gotoArea(page, 'ssh-keys');
      await page.getByRole('button', { name: 'Edit alice laptop' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit SSH key' });
      await edit.getByRole('textbox', { name: 'Public key' }).fill(REPLACEMENT_KEY.line);
      await expect(edit.getByText(REPLACEMENT_KEY.fingerprint)).toBeVisible();
      await expectTheme(page, colorScheme);
      await scanDialog(page, 'dialog', 'Edit SSH key', 'edit SSH key with a new key');
      await edit.getByRole('textbox', { name: 'Name' }).fill('');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'edit SSH key with errors');
      await closeDialog(page);

      await page.route('**/api/teams', (route) => route.fulfill({ status: 404, body: '' }));
      // The tab keeps its session over a reload; the console starts again without the teams extension.
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Team ID' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'SSH keys' })).toContainText('alice laptop');
      await expectNoAxeViolations(page, 'SSH keys without the teams extension');
    });

    test('virtual machines: the list, a VM page with each action dialog, not found, and the pages without GET /vm', async ({
      page,
    }) => {
      await gotoArea(page, 'vms');
      await expect(page.getByRole('table', { name: 'Virtual machines' }).getByRole('row')).toHaveCount(6);
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'VM list');

      await gotoArea(page, `vms/${DEMO_VM_IDS.web1}`);
      await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Snapshots' })).toBeVisible();
      await page.getByRole('button', { name: 'Show root password' }).click();
      await expectNoAxeViolations(page, 'VM page, password shown');
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await scanDialog(page, 'alertdialog', 'Stop web-1', 'stop dialog');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Reboot', exact: true }).click();
      await scanDialog(page, 'alertdialog', 'Reboot web-1', 'reboot dialog');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Take snapshot' }).click();
      await scanDialog(page, 'dialog', 'Take snapshot', 'snapshot dialog');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Enable BGP' }).click();
      await scanDialog(page, 'alertdialog', 'Enable BGP', 'enable BGP dialog');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Convert to reserved IP' }).click();
      await scanDialog(page, 'dialog', 'Convert to reserved IP', 'convert dialog from the VM page');
      await closeDialog(page);

      await gotoArea(page, `vms/${DEMO_VM_IDS.edge1}`);
      await page.getByRole('button', { name: 'Disable BGP' }).click();
      await scanDialog(page, 'alertdialog', 'Disable BGP', 'disable BGP dialog');
      await closeDialog(page);
      // An action in progress: the page shows it and holds the other actions.
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Stop edge-1' }).getByRole('button', { name: 'Stop VM' }).click();
      await expect(page.getByText('Stopping…')).toBeVisible();
      await expectNoAxeViolations(page, 'VM page while stopping');

      await gotoArea(page, `vms/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'VM not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'VM not found');
    });

    test('virtual machines and backups without GET /vm', async ({ page }) => {
      await withoutExtensions(page, ['GET /vm', 'GET /vm/{vm_id}']);
      await gotoArea(page, 'vms');
      await expect(
        page.getByRole('table', { name: 'Known VMs' }).getByRole('row').filter({ hasText: 'worker-1' }),
      ).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'known VMs');
      await gotoArea(page, `vms/${DEMO_VM_IDS.web1}`);
      await expect(page.getByText('does not offer reading a VM’s details')).toBeVisible();
      await expectNoAxeViolations(page, 'VM page without GET /vm/{id}');
      await gotoArea(page, 'backups');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, 'backups without the VM list');
    });

    test('a console the page cannot open itself offers a new tab', async ({ page }) => {
      await page.route('**/config.json', (route) =>
        route.fulfill({
          json: { apiBaseUrl: '/api', consoleWebSocketTemplate: 'wss://console.example.com/ws?t={param:token}' },
        }),
      );
      await gotoArea(page, `vms/${DEMO_VM_IDS.web1}/console`);
      await expect(page.getByRole('button', { name: 'Open console in a new tab' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'console offered in a new tab');
    });

    test('VPCs: the list, a VPC page, its dialogs, not found, and the page without the list extension', async ({
      page,
    }) => {
      await gotoArea(page, 'vpcs');
      await expect(page.getByRole('table', { name: 'VPCs' }).getByRole('row')).toHaveCount(3);
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'VPC list');
      await page.getByRole('button', { name: 'Create VPC' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create VPC' });
      await create.getByRole('textbox', { name: 'Name' }).fill('axe');
      await create.getByRole('textbox', { name: 'Network' }).fill('10.30.0.5/24');
      await create.getByRole('button', { name: 'Create VPC' }).click();
      await expect(create.getByRole('textbox', { name: 'Network' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'create VPC with errors');
      await closeDialog(page);

      await gotoArea(page, `vpcs/${PROD_AMS_VPC}`);
      await expect(page.getByRole('table', { name: 'Attached VMs' })).toBeVisible();
      await expectNoAxeViolations(page, 'VPC page');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit VPC' });
      await edit.getByRole('textbox', { name: 'Description' }).fill('d'.repeat(201));
      await expect(edit.getByText('201 / 200')).toBeVisible();
      await scanDialog(page, 'dialog', 'Edit VPC', 'edit VPC, description too long');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const remove = page.getByRole('alertdialog', { name: 'Delete VPC' });
      await remove.getByRole('textbox', { name: /to confirm/ }).fill('prod-ams');
      await remove.getByRole('button', { name: 'Delete VPC' }).click();
      await expect(remove.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, 'delete VPC refused');
      await closeDialog(page);

      await gotoArea(page, `vpcs/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'VPC not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'VPC not found');
    });

    test('VPCs without the list extension', async ({ page }) => {
      await withoutExtensions(page, ['GET /network/vpcs']);
      await gotoArea(page, 'vpcs');
      await expect(page.getByRole('heading', { name: 'No VPCs opened yet' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await page.getByRole('textbox', { name: 'VPC ID' }).fill('not-an-id');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'VPC ID' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'VPCs without the list, a wrong id');
    });

    test('firewalls: the list, a group page and every dialog', async ({ page }) => {
      await gotoArea(page, 'firewalls');
      await expect(page.getByRole('table', { name: /^Firewall groups/ }).getByRole('row')).toHaveCount(3);
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'firewall groups');
      await page.getByRole('button', { name: 'Create group' }).first().click();
      await scanDialog(page, 'dialog', 'Create firewall group', 'create group dialog');
      await closeDialog(page);

      await gotoArea(page, `firewalls/${WEB_GROUP}`);
      await expect(page.getByRole('table', { name: 'Rules' }).getByRole('row')).toHaveCount(10);
      await expectNoAxeViolations(page, 'firewall group');
      await page.getByRole('button', { name: 'Add rule' }).click();
      const add = page.getByRole('dialog', { name: 'Add rule' });
      await add.getByRole('textbox', { name: 'Port' }).fill('22');
      await add.getByRole('textbox', { name: 'IP address or CIDR' }).fill('198.51.100.9/28');
      await expect(add.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, 'add rule, a duplicate');
      await add.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.9/24');
      await expect(add.getByText('Host bits are set: 203.0.113.0/24 will be stored.')).toBeVisible();
      await expectNoAxeViolations(page, 'add rule, host bits');
      await add.getByRole('radio', { name: 'Provider' }).check();
      await expectNoAxeViolations(page, 'add rule, provider');
      await add.getByRole('radio', { name: 'IP list' }).check();
      await expectNoAxeViolations(page, 'add rule, IP list');
      await closeDialog(page);

      await page.getByRole('button', { name: 'Edit TCP 22 from 198.51.100.0/28' }).click();
      await page.getByRole('dialog', { name: 'Edit rule description' }).getByRole('textbox').fill('x'.repeat(256));
      await scanDialog(page, 'dialog', 'Edit rule description', 'edit rule, too long');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete TCP 22 from 198.51.100.0/28' }).click();
      await scanDialog(page, 'alertdialog', 'Delete rule', 'delete rule');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Rename' }).click();
      await scanDialog(page, 'dialog', 'Rename firewall group', 'rename group');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete group' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Delete firewall group' });
      await expect(remove.getByRole('button', { name: 'Delete group' })).toBeDisabled();
      await expectNoAxeViolations(page, 'delete group, in use');
    });

    test('firewalls without the list extensions', async ({ page }) => {
      await withoutExtensions(page, [
        'GET /network/firewalls',
        'GET /network/firewalls/{id}/rules',
        '/network/ip_lists',
      ]);
      await gotoArea(page, 'firewalls');
      await expect(page.getByText('No groups in this tab yet')).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'firewall groups without the list');
      await gotoArea(page, `firewalls/${WEB_GROUP}`);
      await expect(page.getByText('This server does not list a group’s rules')).toBeVisible();
      await expectNoAxeViolations(page, 'firewall group without its rules');
      await page.getByRole('button', { name: 'Add rule' }).click();
      await page.getByRole('dialog', { name: 'Add rule' }).getByRole('radio', { name: 'IP list' }).check();
      await expect(
        page.getByRole('dialog', { name: 'Add rule' }).getByRole('textbox', { name: 'IP list ID' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'add rule, IP list by id');
      await closeDialog(page);
      await gotoArea(page, 'ip-lists');
      await expect(page.getByRole('heading', { name: 'This server does not offer IP lists' })).toBeVisible();
      await expectNoAxeViolations(page, 'IP lists absent');
    });

    test('IP lists: the list, a list page and every dialog, not found', async ({ page }) => {
      await gotoArea(page, 'ip-lists');
      await expect(page.getByRole('table', { name: 'IP lists' }).getByRole('row')).toHaveCount(2);
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'IP lists');
      await page.getByRole('button', { name: 'Create IP list' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create IP list' });
      await create.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(65));
      await expect(create.getByText('65 / 64')).toBeVisible();
      await scanDialog(page, 'dialog', 'Create IP list', 'create IP list, name too long');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete office' }).click();
      await scanDialog(page, 'alertdialog', 'Delete IP list', 'delete IP list in use');
      await closeDialog(page);

      await gotoArea(page, `ip-lists/${OFFICE_LIST}`);
      await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Address or CIDR' }).fill('203.0.113.5/24');
      await expect(page.getByText('Will be stored as 203.0.113.0/24.')).toBeVisible();
      await expectNoAxeViolations(page, 'IP list page with a normalised entry');
      await page.getByRole('textbox', { name: 'Address or CIDR' }).fill('example.com');
      await page.getByRole('button', { name: 'Add entry' }).click();
      await expect(page.getByRole('textbox', { name: 'Address or CIDR' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'IP list page with an invalid entry');
      await page.getByRole('button', { name: 'Edit' }).click();
      await scanDialog(page, 'dialog', 'Edit IP list', 'edit IP list');
      await closeDialog(page);
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await scanDialog(page, 'alertdialog', 'Remove entry', 'remove entry');
      await closeDialog(page);

      await gotoArea(page, `ip-lists/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { name: 'IP list not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'IP list not found');
    });

    test('reserved IPs: the list, a reserved IP page and every dialog', async ({ page }) => {
      await gotoArea(page, 'reserved-ips');
      await expect(page.getByRole('table', { name: 'Reserved IPs' }).getByRole('row')).toHaveCount(4);
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'reserved IPs');
      await page.getByRole('button', { name: 'Convert VM IP' }).first().click();
      const convert = page.getByRole('dialog', { name: 'Convert to reserved IP' });
      await convert.getByRole('combobox').fill('192.0.2.11');
      await convert.getByRole('textbox', { name: 'Name' }).fill('n'.repeat(70));
      await convert.getByRole('button', { name: 'Convert to reserved IP' }).click();
      await expect(convert.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'convert, name too long');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Reserve new IP' }).first().click();
      await scanDialog(page, 'dialog', 'Reserve a new IP', 'reserve a new IP');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Attach 203.0.113.60' }).click();
      await scanDialog(page, 'dialog', 'Attach to a VM', 'attach');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Delete 203.0.113.50' }).click();
      await scanDialog(page, 'alertdialog', 'Delete reserved IP', 'delete reserved IP');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Detach 203.0.113.50' }).click();
      await scanDialog(page, 'alertdialog', 'Detach reserved IP', 'detach reserved IP');
      await closeDialog(page);

      await gotoArea(page, `reserved-ips/${EDGE_ANYCAST}`);
      await expect(page.getByRole('region', { name: 'Reserved IP details' })).toBeVisible();
      await expectNoAxeViolations(page, 'reserved IP page');
      await page.getByRole('button', { name: 'Rename' }).click();
      await scanDialog(page, 'dialog', 'Rename reserved IP', 'rename reserved IP');
      await closeDialog(page);
    });

    test('reserved IPs without GET /vm: the attach dialog takes an address', async ({ page }) => {
      await withoutExtensions(page, ['GET /vm']);
      await gotoArea(page, 'reserved-ips');
      await page.getByRole('button', { name: 'Attach 203.0.113.60' }).click();
      const attach = page.getByRole('dialog', { name: 'Attach to a VM' });
      await expect(attach.getByRole('textbox', { name: 'VM’s IP address' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'reserved IPs without the VM list, attach');
    });

    test('startup scripts: the list, the create dialog, discard changes, a script page, its editor and delete dialog, not found', async ({
      page,
    }) => {
      await gotoArea(page, 'startup-scripts');
      await expect(page.getByText('3 of 10 used')).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'startup scripts');
      await page.getByRole('button', { name: 'New script' }).first().click();
      const create = page.getByRole('dialog', { name: 'New startup script' });
      await create.getByRole('textbox', { name: 'Name' }).fill('unsaved');
      await create.getByRole('textbox', { name: 'Content' }).fill('#!/bin/bash\nset -eu\napt-get update\n');
      await scanDialog(page, 'dialog', 'New startup script', 'create script, filled in');
      await page.keyboard.press('Escape');
      await scanDialog(page, 'alertdialog', 'Discard unsaved changes?', 'discard changes');
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect(create).toBeHidden();

      await page.getByRole('table', { name: 'Startup scripts' }).getByRole('link', { name: 'install-docker' }).click();
      await expect(page.getByRole('region', { name: 'Content of install-docker' })).toBeVisible();
      await expectNoAxeViolations(page, 'startup script page');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
      await expectNoAxeViolations(page, 'startup script editor');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await scanDialog(page, 'alertdialog', 'Delete startup script', 'delete startup script');
      await closeDialog(page);

      await gotoArea(page, `startup-scripts/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { name: 'Startup script not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'startup script not found');
    });

    test('things that are not there, and a list the server failed to send', async ({ page }) => {
      await gotoArea(page, `reserved-ips/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reserved IP not found' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'reserved IP not found');
      await gotoArea(page, `firewalls/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { name: 'Firewall group not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'firewall group not found');
      await gotoArea(page, `object-storage/${UNKNOWN_ID}`);
      await expect(page.getByRole('heading', { name: 'No such service in this team' })).toBeVisible();
      await expectNoAxeViolations(page, 'object-storage service not found');
      await gotoArea(page, `object-storage/${OBJECT_STORAGE.service}/buckets/no-such-bucket`);
      await expect(page.getByRole('heading', { name: 'No bucket with this name in this service' })).toBeVisible();
      await expectNoAxeViolations(page, 'bucket not found');

      // Retried, then shown as an error with a way to try again.
      await page.route(/\/api\/vm(\?|$)/, (route) =>
        route.fulfill({ status: 503, json: { err: 'SERVICE_UNAVAILABLE' } }),
      );
      await gotoArea(page, 'vms');
      // Signing in landed on this list, so it is cached: a reload keeps the session and starts with no cache.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'VM list failed to load');
    });

    test('backups, instance types and OS templates', async ({ page }) => {
      await gotoArea(page, 'backups');
      await expect(
        page.getByRole('table', { name: 'Backups' }).getByRole('link', { name: 'web-1' }).first(),
      ).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'backups');
      await gotoArea(page, 'instance-types');
      await expect(page.getByRole('table', { name: 'Instance types' }).getByRole('row')).toHaveCount(6);
      await expectNoAxeViolations(page, 'instance types');
      await gotoArea(page, 'os-templates');
      await expect(page.getByRole('region', { name: 'Debian' })).toContainText('Debian 12');
      await expectNoAxeViolations(page, 'OS templates');
    });

    test('a startup script page without GET by id', async ({ page }) => {
      await withoutExtensions(page, ['GET /startup_scripts/{script_id}', 'PATCH /startup_scripts/{script_id}']);
      await gotoArea(page, 'startup-scripts');
      await page.getByRole('table').getByRole('link', { name: 'install-docker' }).click();
      await expect(page.getByRole('heading', { name: 'Content not available' })).toBeVisible();
      await expectTheme(page, colorScheme);
      await expectNoAxeViolations(page, 'startup script without its content');
    });
  });
}

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  // object-storage.spec scans these in the light theme only.
  test('object storage without the services extension', async ({ page }) => {
    await withoutExtensions(page, ['GET /object-storage', 'GET /object-storage/{service_id}']);
    await gotoArea(page, `object-storage/${OBJECT_STORAGE.service}`);
    await expect(page.getByRole('region', { name: 'Service details' })).toContainText(OBJECT_STORAGE.service);
    await expectTheme(page, 'dark');
    await expectNoAxeViolations(page, 'fallback service page');
    await gotoArea(page, 'object-storage');
    await expect(page.getByRole('link', { name: OBJECT_STORAGE.service })).toBeVisible();
    await expectNoAxeViolations(page, 'fallback services page');
    await gotoArea(page, `object-storage/${OBJECT_STORAGE.service}/buckets/${OBJECT_STORAGE.bucket}`);
    await expect(page.getByRole('textbox', { name: 'S3 endpoint' })).toBeVisible();
    await expectNoAxeViolations(page, 'fallback access keys');
  });
});
