import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  withoutExtensions,
} from './helpers';
import { expectNoAxeViolations } from './axe';
import { AREA_HEADINGS } from '../src/lib/areaHeadings';

// Demo fixture (src/emulator/core/demoFixture.ts): Acme Production (primary) owns prod-ams
// (Amsterdam, web-1/web-2/db-1 attached) and shared-services-fra (Frankfurt, shared with Acme
// Staging, worker-1 and stg-web-1 attached); Acme Staging owns staging-fra.
const PROD_AMS = '947afb54-688d-4cfc-9f09-64246760ceec';
const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';
const STAGING = 'e72e0f3c-6864-4116-a9b3-55bf9dabd621';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'VPCs' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('lists VPCs filtered by location from the URL, in any case', async ({ page }) => {
  await gotoArea(page, 'vpcs?location=frankfurt');
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await expect(rowOf(page, 'shared-services-fra')).toBeVisible();
  await expect(rowOf(page, 'shared-services-fra')).toContainText('10.20.0.0/24');
  await expect(rowOf(page, 'prod-ams')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Frankfurt');
  await expect(page.getByText('1 of 2 VPCs')).toBeVisible();

  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await expect(page).toHaveURL(/\?location=Amsterdam$/);
  await expect(rowOf(page, 'prod-ams')).toBeVisible();
  await expect(rowOf(page, 'shared-services-fra')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Location' }).selectOption('');
  await expect(page).toHaveURL(/\/vpcs$/);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expectNoCspViolations(page);
});

test('a list’s description is left out on a phone, where the rows need the room, and shown from 640 px', async ({
  page,
}) => {
  const description = page.getByText(AREA_HEADINGS.vpcs.description);
  await gotoArea(page, 'vpcs');
  await expect(description).toBeVisible();
  await page.setViewportSize({ width: 412, height: 823 });
  await expect(rowOf(page, 'prod-ams')).toBeVisible();
  await expect(description).toBeHidden();
  await page.setViewportSize({ width: 640, height: 823 });
  await expect(description).toBeVisible();
});

test(
  'a VPC page shows its network, teams and attached VMs linking to their pages',
  { tag: '@live' },
  async ({ page }) => {
    await gotoArea(page, 'vpcs');
    await rowOf(page, 'shared-services-fra').getByRole('link', { name: 'shared-services-fra' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /shared-services-fra/ })).toBeVisible();
    await expect(page).toHaveTitle(/shared-services-fra/);
    const details = page.getByRole('region', { name: 'VPC details' });
    await expect(details).toContainText('10.20.0.0/24');
    await expect(details).toContainText('Frankfurt');
    await expect(details).toContainText('Active');
    await expect(details).toContainText('Acme Production');
    await expect(details).toContainText('Acme Staging');

    const vms = page.getByRole('table', { name: 'Attached VMs' });
    const worker = vms.getByRole('row').filter({ hasText: 'worker-1' });
    await expect(worker).toContainText('Stopped');
    await expect(worker).toContainText('10.20.0.5');
    await expect(worker).toContainText('52:54:00:4b:20:05');
    // A VM of the team the VPC is shared with is listed with its team.
    await expect(vms.getByRole('row').filter({ hasText: 'stg-web-1' })).toContainText('Acme Staging');

    await gotoArea(page, `vpcs/${PROD_AMS}`);
    const web1 = page.getByRole('table', { name: 'Attached VMs' }).getByRole('link', { name: 'web-1' });
    await expect(web1).toHaveAttribute('href', new RegExp(`/teams/[^/]+/vms/${WEB1}$`));
    await web1.click();
    await expect(page).toHaveURL(new RegExp(`/vms/${WEB1}$`));
  },
);

test('renames a VPC and changes its description', async ({ page }) => {
  await gotoArea(page, `vpcs/${PROD_AMS}`);
  await expect(page.getByRole('heading', { level: 1, name: /prod-ams/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit VPC' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await expect(name).toHaveValue('prod-ams');
  await name.fill('prod-ams-renamed');

  // 200 characters at most, counted as typed; the dialog keeps everything.
  await description.fill('d'.repeat(201));
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('201 / 200')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('prod-ams-renamed');

  await description.fill('Renamed by e2e');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /prod-ams-renamed/ })).toBeVisible();
  await expect(page.getByText('Renamed by e2e')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('VPC “prod-ams-renamed” saved.');

  // A change of the description alone still sends the name: the API requires both.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await description.fill('Only the description');
  const sent = await recordRequestBodies(page, 'PATCH', new RegExp(`/network/vpcs/${PROD_AMS}$`));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    { team_id: expect.any(String), name: 'prod-ams-renamed', description: 'Only the description' },
  ]);
});

test('creates a VPC (the network is checked as typed) and deletes it by typing its name', async ({ page }) => {
  await gotoArea(page, 'vpcs');
  await page.getByRole('button', { name: 'Create VPC' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create VPC' });
  // The locations are the catalogue's (GET /instance_types), London among them: picked, not typed.
  const location = dialog.getByRole('combobox', { name: 'Location' });
  await expect(location.getByRole('option')).toHaveText([
    'Choose a location',
    'Amsterdam',
    'Frankfurt',
    'London',
    'Singapore',
  ]);
  await location.selectOption('London');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e-lon');
  const network = dialog.getByRole('textbox', { name: 'Network' });
  await network.fill('10.30.0.5/24');
  await dialog.getByRole('button', { name: 'Create VPC' }).click();
  await expect(network).toHaveAttribute('aria-invalid', 'true');
  await expect(network).toHaveAccessibleDescription(/Did you mean 10\.30\.0\.0\/24/);
  await network.fill('8.8.8.0/24');
  await expect(network).toHaveAccessibleDescription(/private range/);
  await network.fill('10.30.0.0/24');
  await expect(network).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Create VPC' }).click();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, 'e2e-lon');
  await expect(row).toContainText('10.30.0.0/24');
  await expect(row).toContainText('London');
  // New VPCs are building for a few seconds; the list polls until they are active.
  await expect(row).toContainText(/Building|Active/);
  await expect(row).toContainText('Active', { timeout: 15_000 });

  await row.getByRole('link', { name: 'e2e-lon' }).click();
  // No VM is attached, and the page says how one would be: at deploy, as the API has no attach operation.
  const empty = page.getByRole('region', { name: 'Attached VMs list' });
  await expect(empty).toContainText('No VMs attached');
  await expect(empty).toContainText(
    'A VM joins a VPC when it is deployed: choose the VPC on the deploy page. The API cannot attach a VPC to an existing VM, nor detach one.',
  );
  await expect(empty).not.toContainText('from their own page');
  await expect(empty.getByRole('link', { name: 'deploy page' })).toHaveAttribute('href', /\/vms\/new$/);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete VPC' });
  await expect(confirm).toContainText('10.30.0.0/24');
  const submit = confirm.getByRole('button', { name: 'Delete VPC' });
  await expect(submit).toBeDisabled();
  await confirm.getByRole('textbox', { name: /Type e2e-lon to confirm/ }).fill('e2e-lon');
  await submit.click();
  await expect(page).toHaveURL(/\/vpcs$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('VPC “e2e-lon” deleted.');
  await expect(rowOf(page, 'prod-ams')).toBeVisible();
  await expect(rowOf(page, 'e2e-lon')).toHaveCount(0);
});

test('a VPC with attached VMs cannot be deleted, and says why', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, `vpcs/${PROD_AMS}`);
  await expect(page.getByRole('heading', { level: 1, name: /prod-ams/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete VPC' });
  await expect(confirm).toContainText('3 VMs are attached to it');
  await confirm.getByRole('textbox', { name: /to confirm/ }).fill('prod-ams');
  await confirm.getByRole('button', { name: 'Delete VPC' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    '3 VMs are still attached to this VPC. The API cannot detach a VM from a VPC: delete those VMs first, then the VPC.',
  );
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /prod-ams/ })).toBeVisible();
});

test(
  'a VPC shared with the team can be looked at, but only its owner changes it',
  { tag: '@errors' },
  async ({ page }) => {
    await gotoArea(page, 'vpcs');
    await expect(rowOf(page, 'prod-ams')).toBeVisible();
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
    await expect(page).toHaveURL(new RegExp(`/teams/${STAGING}/vpcs$`));
    await expect(rowOf(page, 'staging-fra')).toBeVisible();
    await expect(rowOf(page, 'shared-services-fra')).toContainText('Shared by');
    await rowOf(page, 'shared-services-fra').getByRole('link', { name: 'shared-services-fra' }).click();
    await expect(page.getByText('Acme Production shares this VPC with this team.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit VPC' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('taken over');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // The documents give PATCH one 403, "a shared VPC with VMs attached"; the emulator's code says who owns it.
    await expect(dialog.getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? 'This VPC is shared and VMs are attached to it, so it cannot be changed now.'
        : 'only its owner team, Acme Production, can change it',
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('taken over');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete VPC' });
    await confirm.getByRole('textbox', { name: /to confirm/ }).fill('shared-services-fra');
    await confirm.getByRole('button', { name: 'Delete VPC' }).click();
    // DELETE's one documented 403 means VMs are still attached.
    await expect(confirm.getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? /VMs? (is|are) still attached to this VPC/
        : 'only its owner team, Acme Production, can delete it',
    );
  },
);

test(
  'without the list extension: open a VPC by id, and find it listed afterwards',
  { tag: '@errors' },
  async ({ page }) => {
    await withoutExtensions(page, ['GET /network/vpcs']);
    await gotoArea(page, 'vpcs');
    await expect(page.getByText('This server does not offer a list of VPCs.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No VPCs opened yet' })).toBeVisible();

    const id = page.getByRole('textbox', { name: 'VPC ID' });
    await id.fill('not-an-id');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await id.fill(PROD_AMS.toUpperCase());
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vpcs/${PROD_AMS}$`));
    await expect(page.getByRole('heading', { level: 1, name: /prod-ams/ })).toBeVisible();

    await page.getByRole('link', { name: 'VPCs' }).first().click();
    await expect(rowOf(page, 'prod-ams')).toBeVisible();
    await expect(rowOf(page, 'prod-ams')).toContainText('10.10.0.0/24');

    // An id that is not there says so.
    await gotoArea(page, 'vpcs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'VPC not found' })).toBeVisible();
  },
);

test('a range overlapping another VPC of the location is named before creating, and can still be created', async ({
  page,
}) => {
  await gotoArea(page, 'vpcs');
  await expect(rowOf(page, 'prod-ams')).toBeVisible();
  await page.getByRole('button', { name: 'Create VPC' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create VPC' });
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e-overlap');
  const network = dialog.getByRole('textbox', { name: 'Network' });
  // prod-ams is 10.10.0.0/24 in Amsterdam.
  await network.fill('10.10.0.0/16');
  await network.blur();
  await expect(network).toHaveAccessibleDescription(
    /This range overlaps prod-ams \(10\.10\.0\.0\/24\) in Amsterdam: a server in both/,
  );
  await expect(network).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'create VPC dialog with an overlap warning');
  // The same range elsewhere overlaps nothing.
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('London');
  await expect(network).not.toHaveAccessibleDescription(/overlaps/);
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await dialog.getByRole('button', { name: 'Create VPC' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'e2e-overlap')).toContainText('10.10.0.0/16');
});
