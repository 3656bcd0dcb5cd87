import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  withoutExtensions,
} from './helpers';
import { EMULATOR_URL } from './env';
import { expectNoAxeViolations } from './axe';

const STAGING = 'e72e0f3c-6864-4116-a9b3-55bf9dabd621';
const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const listsTable = (page: Page) => page.getByRole('table', { name: 'IP lists' });
const entriesTable = (page: Page) => page.getByRole('table', { name: 'Entries' });
const entryRow = (page: Page, value: string) => entriesTable(page).getByRole('row').filter({ hasText: value });

async function createList(page: Page, name: string, description = '') {
  await page.getByRole('button', { name: 'Create IP list' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create IP list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function addEntry(page: Page, value: string) {
  await page.getByRole('textbox', { name: 'Address or CIDR' }).fill(value);
  await page.getByRole('button', { name: 'Add entry' }).click();
}

test('lists the lists with counts and the team limits', async ({ page }) => {
  await gotoArea(page, 'ip-lists');
  await expect(page).toHaveTitle(/IP lists/);
  const office = listsTable(page).getByRole('row').filter({ hasText: 'office' });
  await expect(office).toContainText('Office and VPN egress addresses');
  await expect(office).toContainText('3');
  await expect(office).toContainText('1 rule');
  await expect(page.getByText('1 of 10 lists')).toBeVisible();
  await expect(page.getByText('up to 50 entries per list')).toBeVisible();
  await page.getByRole('combobox', { name: 'Usage' }).selectOption('unused');
  await expect(page).toHaveURL(/use=unused/);
  await expect(page.getByText('No lists match your search')).toBeVisible();
  await expectNoCspViolations(page);
});

test(
  'creates a list, adds entries normalised before sending, removes one, renames and deletes it',
  { tag: '@live' },
  async ({ page }) => {
    await gotoArea(page, 'ip-lists');
    await createList(page, 'partners', 'Partner egress');
    await expect(page.getByText('No entries yet')).toBeVisible();
    await expect(page.getByText('0 of 50 entries')).toBeVisible();

    const field = page.getByRole('textbox', { name: 'Address or CIDR' });
    await field.fill('198.51.100.77/24');
    await expect(page.getByText('Will be stored as 198.51.100.0/24.')).toBeVisible();
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(entryRow(page, '198.51.100.0/24')).toContainText('IPv4');
    await expect(field).toHaveValue('');

    // The entry's type is spelt as the API documents it.
    const sent = await recordRequestBodies(page, 'POST', /\/entries$/);
    await addEntry(page, '2001:db8:5::/48');
    await expect(entryRow(page, '2001:db8:5::/48')).toContainText('IPv6');
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
      { team_id: expect.any(String), value: '2001:db8:5::/48', type: 'ipv6' },
    ]);
    await addEntry(page, '203.0.113.9/32');
    await expect(entryRow(page, '203.0.113.9')).toBeVisible();

    // Refused in the browser: a duplicate spelt differently, /0, not an address. Nothing is lost.
    await field.fill('198.51.100.1/24');
    await expect(field).toHaveAccessibleDescription(/198\.51\.100\.0\/24 is already in this list/);
    await field.fill('0.0.0.0/0');
    await expect(field).toHaveAccessibleDescription(/A \/0 range would match every address/);
    await field.fill('example.com');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('example.com');
    await expect(page.getByText('3 of 50 entries')).toBeVisible();

    await entryRow(page, '203.0.113.9').getByRole('button', { name: 'Remove 203.0.113.9' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove entry' });
    await remove.getByRole('button', { name: 'Remove entry' }).click();
    await expect(remove).toBeHidden();
    await expect(entryRow(page, '203.0.113.9')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit IP list' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(65));
    await expect(edit.getByText('65 / 64')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await edit.getByRole('textbox', { name: 'Name' }).fill('partners-eu');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'partners-eu' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete list' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete IP list' });
    await expect(confirm).toContainText('Firewall rules that refer to this list are deleted with it');
    await confirm.getByRole('textbox', { name: /to confirm/ }).fill('partners-eu');
    await confirm.getByRole('button', { name: 'Delete list' }).click();
    await expect(page).toHaveURL(/\/ip-lists$/);
    await expect(listsTable(page).getByRole('row').filter({ hasText: 'partners-eu' })).toHaveCount(0);
  },
);

test('deleting a list in use warns that its rules go too, and they do', async ({ page }) => {
  await gotoArea(page, 'ip-lists');
  await listsTable(page)
    .getByRole('row')
    .filter({ hasText: 'office' })
    .getByRole('button', { name: 'Delete office' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete IP list' });
  await expect(confirm).toContainText('1 firewall rule refers to this list and will be deleted with it');
  await expect(confirm.getByRole('button', { name: 'Delete list' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: /to confirm/ }).fill('office');
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No IP lists yet')).toBeVisible();

  await gotoArea(page, `firewalls/${WEB_GROUP}`);
  await expect(
    page.getByRole('table', { name: 'Rules' }).getByRole('row').filter({ hasText: 'node_exporter' }),
  ).toHaveCount(0);
});

test(
  'at the list limit creating is closed; a list made elsewhere meanwhile is refused by the server',
  { tag: '@errors' },
  async ({ page, request }) => {
    await gotoArea(page, 'ip-lists');
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
    await expect(page).toHaveURL(new RegExp(`/teams/${STAGING}/ip-lists$`));
    await expect(page.getByText('No IP lists yet')).toBeVisible();
    await expect(page.getByText('0 of 3 lists')).toBeVisible();

    const post = (name: string) =>
      request.post(`${EMULATOR_URL}/network/ip_lists`, {
        headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
        data: { team_id: STAGING, name },
      });
    expect((await post('one')).status()).toBe(201);
    expect((await post('two')).status()).toBe(201);

    await page.getByRole('button', { name: 'Create IP list' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create IP list' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('mine');
    expect((await post('three')).status()).toBe(201);
    await dialog.getByRole('button', { name: 'Create list' }).click();
    if (documentedErrorsOnly()) {
      // A code-less 400 may be the name or the limit: it is put on the name, in the operation's words.
      const name = dialog.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(
        /The IP list was refused: it needs a name no other list of this team uses, or the team has reached its limit of IP lists\./,
      );
    } else {
      await expect(dialog.getByRole('alert')).toContainText('This team has reached its IP list limit.');
      await expect(dialog.getByRole('alert')).toContainText('IP_LIST_LIMIT_REACHED');
    }
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('mine');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByText('3 of 3 lists').first()).toBeVisible();
    await expect(page.getByText(/the most allowed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create IP list' })).toBeDisabled();
  },
);

test('an unknown list is reported in plain words', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, 'ip-lists/7d0f2b1e-3c4a-4b5d-8e6f-a1b2c3d4e5f6');
  await expect(page.getByRole('heading', { name: 'IP list not found' })).toBeVisible();
  await expect(
    page.getByText(
      documentedErrorsOnly()
        ? 'This IP list no longer exists, or belongs to another team.'
        : 'It no longer exists, or it belongs to another team.',
    ),
  ).toBeVisible();
});

test('without the IP list extension the area says so plainly', async ({ page }) => {
  await withoutExtensions(page, ['/network/ip_lists', '/network/ip_lists/{id}', '/network/ip_lists/{id}/entries']);
  await gotoArea(page, 'ip-lists');
  await expect(page.getByRole('heading', { name: 'This server does not offer IP lists' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create IP list' })).toHaveCount(0);
  await gotoArea(page, 'ip-lists/9f34ad03-ea10-49fa-ae46-75066926ebe8');
  await expect(page.getByRole('heading', { name: 'This server does not offer IP lists' })).toBeVisible();
});

test('a pasted column of addresses is added value by value, each with its result', async ({ page }) => {
  const bodies = await recordRequestBodies(page, 'POST', /\/entries$/);
  await gotoArea(page, 'ip-lists');
  await listsTable(page).getByRole('link', { name: 'office' }).click();
  await expect(entryRow(page, '192.0.2.44')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() =>
    navigator.clipboard.writeText('203.0.113.7\n198.51.100.5/28\nnot-an-address\n203.0.113.7\n10.9.0.0/16\n'),
  );
  const field = page.getByRole('textbox', { name: 'Address or CIDR' });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue('203.0.113.7, 198.51.100.5/28, not-an-address, 203.0.113.7, 10.9.0.0/16');
  await page.getByRole('button', { name: 'Add entry' }).click();

  const results = page.getByRole('region', { name: 'Pasted entries' });
  await expect(results.getByRole('status')).toHaveText('2 added, 1 refused, 2 duplicates.');
  await expect(results.getByRole('listitem')).toHaveText([
    /^Added203\.0\.113\.7$/,
    /^Duplicate198\.51\.100\.5\/28198\.51\.100\.0\/28 is already there\.$/,
    /^Refusednot-an-address/,
    /^Duplicate203\.0\.113\.7203\.0\.113\.7 is pasted twice\.$/,
    /^Added10\.9\.0\.0\/16$/,
  ]);
  // One request per value that could be added, in the order pasted; what was refused stays to be corrected.
  expect(bodies.map((body) => (JSON.parse(body) as { value: string }).value)).toEqual(['203.0.113.7', '10.9.0.0/16']);
  await expect(field).toHaveValue('not-an-address');
  await expect(entryRow(page, '203.0.113.7')).toBeVisible();
  await expect(entryRow(page, '10.9.0.0/16')).toBeVisible();
  await expectNoAxeViolations(page, 'IP list page after a paste');
});
