import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, withoutExtensions } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';
const DB1 = '91e258a1-6ee2-4da2-b354-f9a9792b35f7';
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row');

test.describe('backups in en-GB, UTC', () => {
  test.use({ locale: 'en-GB', timezoneId: 'UTC' });

  test('backups: VM names linked, sizes in binary units, times as elsewhere, statuses as badges say them, filter by VM and sort in the URL', async ({
    page,
  }) => {
    await gotoArea(page, 'backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(rows(page, 'Backups')).toHaveCount(5);

    const first = rows(page, 'Backups').filter({ hasText: '9.0 GiB' });
    await expect(first).toHaveCount(1);
    const vmLink = first.getByRole('link', { name: 'web-1' });
    await expect(vmLink).toHaveAttribute('href', new RegExp(`/teams/[^/]+/vms/${WEB1}$`));
    const time = first.locator('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-01T03:00:00.123Z');
    // A relative time, the exact one (to the minute, as elsewhere) its description and tooltip.
    await expect(time).not.toHaveText(/2026/);
    await expect(time).toHaveAccessibleDescription('1 Nov 2026, 03:00');
    await expect(first).toContainText('Available');
    await expect(rows(page, 'Backups').filter({ hasText: '81.9 GiB' })).toContainText('db-1');
    await expect(rows(page, 'Backups').filter({ hasText: 'Pending' })).toContainText('0 B');
    await expect(page.getByRole('table', { name: 'Backups' })).not.toContainText(/available|pending|\.\d{3}\b/);

    await page.getByRole('combobox', { name: 'VM' }).selectOption({ label: 'db-1' });
    await expect(page).toHaveURL(new RegExp(`vm=${DB1}`));
    await expect(rows(page, 'Backups')).toHaveCount(3);
    await expect(page.getByText('2 of 4 backups')).toBeVisible();
    // Newest first.
    await expect(rows(page, 'Backups').locator('time').first()).toHaveAccessibleDescription('15 Nov 2026, 03:20');

    await page.getByRole('button', { name: 'Size' }).click();
    await expect(page).toHaveURL(/sort=size&dir=desc/);
    await expect(page.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page, 'Backups').nth(1)).toContainText('81.9 GiB');

    // The view is a link: opened afresh, it is the same.
    const url = new URL(page.url());
    await gotoArea(page, `backups${url.search}`);
    await expect(page.getByRole('combobox', { name: 'VM' })).toHaveValue(DB1);
    await expect(rows(page, 'Backups')).toHaveCount(3);
  });
});

test('backups without the VM list: VMs shown by id, still linked', async ({ page }) => {
  await withoutExtensions(page, ['GET /vm']);
  await gotoArea(page, 'backups');
  await expect(rows(page, 'Backups')).toHaveCount(5);
  await expect(page.getByRole('link', { name: WEB1 }).first()).toHaveAttribute('href', new RegExp(`/vms/${WEB1}$`));
  await expect(page.getByRole('link', { name: 'web-1' })).toHaveCount(0);
});

test('instance types: units, filter by location and search in the URL', async ({ page }) => {
  await gotoArea(page, 'instance-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Instance types' })).toBeVisible();
  await expect(rows(page, 'Instance types')).toHaveCount(6);
  const vps2 = rows(page, 'Instance types').filter({ hasText: 'vps-2' });
  await expect(vps2).toContainText('4 GB');
  await expect(vps2).toContainText('80 GB');
  await expect(rows(page, 'Instance types').filter({ hasText: 'hc-16' })).toContainText('64 GB');

  await page.getByRole('combobox', { name: 'Location' }).selectOption('London');
  await expect(page).toHaveURL(/location=London/);
  await expect(rows(page, 'Instance types')).toHaveCount(3);
  await expect(page.getByText('2 of 5 instance types')).toBeVisible();

  await page.getByRole('combobox', { name: 'Location' }).selectOption('Singapore');
  await expect(rows(page, 'Instance types')).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search instance types' }).fill('vps-4');
  await expect(page).toHaveURL(/location=Singapore/);
  await expect(page).toHaveURL(/q=vps-4/);
  await expect(rows(page, 'Instance types')).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Search instance types' }).fill('hc');
  await expect(page.getByRole('heading', { name: 'No instance types match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(rows(page, 'Instance types')).toHaveCount(6);

  await gotoArea(page, 'instance-types?location=amsterdam&sort=ram&dir=desc');
  await expect(rows(page, 'Instance types')).toHaveCount(6);
  await expect(rows(page, 'Instance types').nth(1)).toContainText('hc-16');
});

test('OS templates: grouped by family under headings, searched and filtered in the URL', async ({ page }) => {
  await gotoArea(page, 'os-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'OS templates' })).toBeVisible();
  const families = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(families).toHaveText(['AlmaLinux', 'Debian', 'Fedora', 'Rocky Linux', 'Ubuntu', 'Windows']);
  const ubuntu = page.getByRole('region', { name: 'Ubuntu' });
  await expect(ubuntu.getByRole('listitem')).toHaveText([/Ubuntu 24\.04 LTS/, /Ubuntu 22\.04 LTS/]);

  await page.getByRole('searchbox', { name: 'Search OS templates' }).fill('server');
  await expect(page).toHaveURL(/q=server/);
  await expect(families).toHaveText(['Windows']);
  await expect(page.getByText('2 of 9 templates')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search OS templates' }).fill('');
  await page.getByRole('combobox', { name: 'Family' }).selectOption({ label: 'Debian' });
  await expect(page).toHaveURL(/family=debian/);
  await expect(families).toHaveText(['Debian']);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest version first' });
  await expect(page.getByRole('region', { name: 'Debian' }).getByRole('listitem')).toHaveText([
    /Debian 12/,
    /Debian 13/,
  ]);

  await gotoArea(page, 'os-templates?q=nothing-like-this');
  await expect(page.getByRole('heading', { name: 'No OS templates match' })).toBeVisible();
});
