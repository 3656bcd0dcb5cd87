import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { documentedErrorsOnly, expectNoCspViolations, gotoArea, recordRequestBodies, resetEmulator } from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): two provider ISOs (Ubuntu 24.04.3 Server, Debian 12
// netinst) and Acme Production's own "systemrescue-11.02-amd64", which worker-1 was deployed from.
// The team may hold 3 ISOs of at most 8 GiB. A download goes 0 → 100 % at 10 % a second; a URL
// containing "fail" stops at 30 % and ends Failed (-1).

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Custom ISOs' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add ISO' });
const urlField = (page: Page) => addDialog(page).getByRole('textbox', { name: /^ISO address/ });

async function openList(page: Page) {
  await gotoArea(page, 'isos');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom ISOs' })).toBeVisible();
  await expect(rowOf(page, 'systemrescue-11.02-amd64')).toBeVisible();
}

async function addIso(page: Page, url: string) {
  await page.getByRole('button', { name: 'Add ISO' }).click();
  await urlField(page).fill(url);
  await addDialog(page).getByRole('button', { name: 'Add ISO' }).click();
}

test('tells the provider’s ISOs from the team’s; a ready one links to the deploy page; axe', async ({ page }) => {
  await openList(page);
  const ubuntu = rowOf(page, 'Ubuntu 24.04.3 Server');
  await expect(ubuntu).toContainText('Provider');
  await expect(ubuntu).toContainText('Ready');
  await expect(ubuntu.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const rescue = rowOf(page, 'systemrescue-11.02-amd64');
  await expect(rescue).toContainText('This team');
  await expect(rescue.getByRole('button', { name: 'Delete systemrescue-11.02-amd64' })).toBeVisible();
  await expectNoAxeViolations(page, 'ISO list');

  await page.getByRole('button', { name: 'Add ISO' }).click();
  await expect(addDialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'Add ISO dialog');
  await page.keyboard.press('Escape');

  await ubuntu.getByRole('link', { name: /^Deploy a VM from Ubuntu 24\.04\.3 Server/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a VM' })).toBeVisible();
  // The link names the ISO, so the form starts booting it.
  await expect(page.getByRole('radio', { name: 'Custom ISO' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /Custom ISO/ }).locator('option:checked')).toHaveText(
    /Ubuntu 24\.04\.3 Server/,
  );
  await expectNoCspViolations(page);
});

test('adds an ISO by URL and watches its progress bar move to Ready', { tag: '@live' }, async ({ page }) => {
  test.setTimeout(60_000);
  await openList(page);
  const bodies = await recordRequestBodies(page, 'POST', /\/isos$/);
  await addIso(page, 'https://mirror.example.net/alpine/alpine-virt-3.22.1-x86_64.iso');
  await expect(addDialog(page)).toHaveCount(0);
  expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
    url: 'https://mirror.example.net/alpine/alpine-virt-3.22.1-x86_64.iso',
  });

  const row = rowOf(page, 'alpine-virt-3.22.1-x86_64');
  const bar = row.getByRole('progressbar', { name: 'Download of alpine-virt-3.22.1-x86_64' });
  await expect(bar).toBeVisible();
  // The list polls while a download runs: the bar moves before the download ends.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(10);
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'alpine-virt-3.22.1-x86_64 is ready.' })).toBeAttached();
  await expect(row.getByRole('link', { name: /^Deploy a VM from alpine/ })).toBeVisible();
});

test('a download that fails ends Failed, and the ISO can be deleted', async ({ page }) => {
  test.setTimeout(60_000);
  await openList(page);
  await addIso(page, 'https://mirror.example.net/broken/will-fail.iso');
  const row = rowOf(page, 'will-fail');
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row).toContainText('Failed', { timeout: 30_000 });
  await expect(row.getByRole('link', { name: /^Deploy/ })).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete will-fail' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete ISO' });
  await expectNoAxeViolations(page, 'Delete ISO dialog');
  await dialog.getByRole('button', { name: 'Delete ISO' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('ISO “will-fail” deleted.');
});

test('refuses to delete the ISO worker-1 was deployed from, and says why', { tag: '@errors' }, async ({ page }) => {
  await openList(page);
  await rowOf(page, 'systemrescue-11.02-amd64')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete ISO' });
  await dialog.getByRole('button', { name: 'Delete ISO' }).click();
  await expect(dialog).toContainText(
    documentedErrorsOnly() ? 'A VM that still exists was deployed from this ISO' : 'This ISO is attached to a VM',
  );
  await page.keyboard.press('Escape');
  await expect(rowOf(page, 'systemrescue-11.02-amd64')).toBeVisible();
});

test(
  'checks the address before sending, and keeps it when the server refuses it',
  { tag: '@errors' },
  async ({ page }) => {
    await openList(page);
    const bodies = await recordRequestBodies(page, 'POST', /\/isos$/);
    await addIso(page, 'https://mirror.example.net/images/');
    await expect(urlField(page)).toHaveAccessibleDescription(/ending in \.iso/);
    await urlField(page).fill('ftp://mirror.example.net/a.iso');
    await addDialog(page).getByRole('button', { name: 'Add ISO' }).click();
    await expect(urlField(page)).toHaveAccessibleDescription(/https:\/\/ or http:\/\//);
    expect(bodies).toHaveLength(0);

    // Over the 8 GiB the demo allows: the server refuses it (400) and the field says why.
    const huge = `https://mirror.example.net/huge.iso?size=${9 * 1024 ** 3}`;
    await urlField(page).fill(huge);
    await addDialog(page).getByRole('button', { name: 'Add ISO' }).click();
    await expect(urlField(page)).toHaveAccessibleDescription(
      documentedErrorsOnly() ? /The ISO was refused/ : /larger than the size allowed/,
    );
    await expect(urlField(page)).toHaveValue(huge);
  },
);

test('explains a reached ISO limit (401) and keeps the address', { tag: '@errors' }, async ({ page }) => {
  await openList(page);
  for (const name of ['one', 'two']) {
    await addIso(page, `https://mirror.example.net/${name}.iso`);
    await expect(addDialog(page)).toHaveCount(0);
  }
  await addIso(page, 'https://mirror.example.net/three.iso');
  await expect(addDialog(page).getByRole('alert')).toContainText(/limit of ISOs|reached its ISO limit/);
  await expect(urlField(page)).toHaveValue('https://mirror.example.net/three.iso');
  // Still signed in: the 401 meant the limit, not the token.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom ISOs' })).toBeVisible();
});
