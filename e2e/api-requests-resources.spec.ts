import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { documentedErrorsOnly, gotoArea, resetEmulator } from './helpers';
import { runCurl, shownCurl } from './shownRequest';

// Each form's and action's "API request", run as curl against the emulator: it must do what the form
// or the action does. Dialogs are cancelled after the curl ran, so only the curl changed anything.

const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/**
 * Runs the shown curl, each command of a change made of several in turn, and returns their answers;
 * `expectedStatus` 'ok' takes any success (a change may answer 200 or 204).
 */
async function runShown(scope: Locator, expectedStatus: number | 'ok'): Promise<unknown[]> {
  const commands = (await shownCurl(scope)).split('\n\n');
  const bodies: unknown[] = [];
  for (const command of commands) {
    const answer = await runCurl(command);
    if (expectedStatus === 'ok') expect(answer.status >= 200 && answer.status < 300, answer.body).toBe(true);
    else expect(answer.status, answer.body).toBe(expectedStatus);
    bodies.push(answer.body === '' ? null : JSON.parse(answer.body));
  }
  return bodies;
}

async function cancel(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Rules' });
const ruleRow = (page: Page, text: string) => rulesTable(page).getByRole('row').filter({ hasText: text });

test('firewall group and rule forms and deletes: each curl does what the form would', async ({ page }) => {
  await gotoArea(page, 'firewalls');
  await page.getByRole('button', { name: 'Create group' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Create firewall group' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('made by curl');
  const [created] = (await runShown(dialog, 201)) as [{ firewall_group: { id: string } }];
  await cancel(dialog);

  await gotoArea(page, `firewalls/${created.firewall_group.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'made by curl' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  dialog = page.getByRole('dialog', { name: 'Rename firewall group' });
  await dialog.getByRole('button', { name: 'API request' }).click();
  // Nothing changed yet: nothing would be sent.
  await expect(dialog.getByRole('region', { name: 'API request' })).toContainText('once the form can be sent');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('renamed by curl');
  await expect(dialog.getByRole('region', { name: 'API request' })).toContainText(
    /PUT http:\/\/127\.0\.0\.1:\d+\/api\/network\/firewalls\//,
  );
  await runShown(dialog, 'ok');
  await cancel(dialog);

  await page.getByRole('button', { name: 'Add rule' }).click();
  dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByRole('textbox', { name: 'Port' }).fill('443');
  await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('198.51.100.0/24');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('https by curl');
  await runShown(dialog, 201);
  // Several sources pasted: one request per rule, in order.
  await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.1, 203.0.113.2');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('pasted by curl');
  await expect(dialog.getByRole('region', { name: 'API request' })).toContainText('2 requests, sent one after another');
  await runShown(dialog, 201);
  await cancel(dialog);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'renamed by curl' })).toBeVisible();
  await expect(ruleRow(page, 'https by curl')).toContainText('198.51.100.0/24');
  await expect(ruleRow(page, '203.0.113.1/32')).toContainText('pasted by curl');
  await expect(ruleRow(page, '203.0.113.2/32')).toContainText('pasted by curl');

  await ruleRow(page, 'https by curl')
    .getByRole('button', { name: /^Edit / })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit rule description' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('described by curl');
  await runShown(dialog, 'ok');
  await cancel(dialog);

  await ruleRow(page, '203.0.113.2/32')
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete rule' });
  await expect(confirm.getByRole('region', { name: 'API request' })).toHaveCount(0);
  await runShown(confirm, 204);
  await cancel(confirm);

  await page.reload();
  await expect(ruleRow(page, 'described by curl')).toContainText('198.51.100.0/24');
  await expect(ruleRow(page, '203.0.113.2/32')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete group' }).click();
  const deleteGroup = page.getByRole('alertdialog', { name: 'Delete firewall group' });
  await runShown(deleteGroup, 204);
  await cancel(deleteGroup);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Firewall group not found' })).toBeVisible();
});

const entriesTable = (page: Page) => page.getByRole('table', { name: 'Entries' });
const entryRow = (page: Page, value: string) => entriesTable(page).getByRole('row').filter({ hasText: value });

test('IP list forms, entries pasted one by one, removal and delete: each curl does what the form would', async ({
  page,
}) => {
  await gotoArea(page, 'ip-lists');
  await page.getByRole('button', { name: 'Create IP list' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Create IP list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('curl list');
  const [created] = (await runShown(dialog, 201)) as [{ ip_list: { id: string } }];
  await cancel(dialog);

  await gotoArea(page, `ip-lists/${created.ip_list.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'curl list' })).toBeVisible();
  const main = page.getByRole('main');
  const field = page.getByRole('textbox', { name: 'Address or CIDR' });
  await field.fill('203.0.113.50');
  await runShown(main, 201);
  await field.fill('198.51.100.7, 198.51.100.8');
  await expect(main.getByRole('region', { name: 'API request' })).toContainText('2 requests, sent one after another');
  await runShown(main, 201);
  await field.fill('');

  await page.reload();
  await expect(entryRow(page, '203.0.113.50')).toBeVisible();
  await expect(entryRow(page, '198.51.100.7')).toBeVisible();
  await expect(entryRow(page, '198.51.100.8')).toBeVisible();

  await entryRow(page, '203.0.113.50').getByRole('button', { name: 'Remove 203.0.113.50' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Remove entry' });
  await runShown(remove, 204);
  await cancel(remove);

  await page.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit IP list' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('described by curl');
  await runShown(dialog, 'ok');
  await cancel(dialog);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'curl list' })).toBeVisible();
  await expect(page.getByText('described by curl')).toBeVisible();
  await expect(entryRow(page, '203.0.113.50')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete list' }).click();
  const deleteList = page.getByRole('alertdialog', { name: 'Delete IP list' });
  await runShown(deleteList, 204);
  await cancel(deleteList);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'IP list not found' })).toBeVisible();
});

const scriptsTable = (page: Page) => page.getByRole('table', { name: 'Startup scripts' });
const keyRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: name });

test('startup script and SSH key forms and deletes: each curl does what the form would', async ({ page }) => {
  await gotoArea(page, 'startup-scripts');
  await page.getByRole('button', { name: 'New script' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'New startup script' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('curl script');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('#!/bin/sh\necho \'quoted\' "$HOME"\n');
  const [created] = (await runShown(dialog, 201)) as [{ script: { id: string } }];
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();

  await gotoArea(page, `startup-scripts/${created.script.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'curl script' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content of curl script' })).toContainText(`echo 'quoted' "$HOME"`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit startup script' });
  await form.getByRole('textbox', { name: 'Name' }).fill('curl script edited');
  await runShown(form, 'ok');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'curl script edited' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).first().click();
  const deleteScript = page.getByRole('alertdialog', { name: 'Delete startup script' });
  await runShown(deleteScript, 204);
  await cancel(deleteScript);
  await gotoArea(page, 'startup-scripts');
  await page.reload();
  await expect(scriptsTable(page).getByRole('row').filter({ hasText: 'curl script' })).toHaveCount(0);

  await gotoArea(page, 'ssh-keys');
  await keyRow(page, 'alice laptop').getByRole('button', { name: 'Edit alice laptop' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('bastion by curl');
  await runShown(dialog, 'ok');
  await cancel(dialog);
  await page.reload();
  await expect(keyRow(page, 'bastion by curl')).toBeVisible();

  await keyRow(page, 'bastion by curl').getByRole('button', { name: 'Delete bastion by curl' }).click();
  const deleteKey = page.getByRole('alertdialog', { name: 'Delete SSH key' });
  await runShown(deleteKey, 204);
  await cancel(deleteKey);
  await page.reload();
  await expect(keyRow(page, 'bastion by curl')).toHaveCount(0);
});

test('the API request view works by keyboard and passes axe at every width and in the dark theme', async ({ page }) => {
  await gotoArea(page, `firewalls/${WEB_GROUP}`);
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByRole('textbox', { name: 'Port' }).fill('22');
  await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('192.0.2.0/24');
  const toggle = dialog.getByRole('button', { name: 'API request' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const region = dialog.getByRole('region', { name: 'API request' });
  await expect(region.getByRole('figure', { name: 'JSON body' })).toContainText('"port": "22"');
  // Tab reaches the copy buttons and the scrollable blocks in order.
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Copy JSON body' })).toBeFocused();
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `API request view at ${width}px`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'API request view, dark theme');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toHaveCount(0);
});

test(
  'a refused curl answers the documented status, and the form refused the same way keeps its request',
  { tag: '@errors' },
  async ({ page }) => {
    await gotoArea(page, 'ip-lists');
    await page.getByRole('button', { name: 'Create IP list' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create IP list' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('office');
    const curl = await shownCurl(dialog);
    // The API refuses a name the team already uses with a 400.
    const answer = await runCurl(curl);
    expect(answer.status).toBe(400);

    await dialog.getByRole('button', { name: 'Create list' }).click();
    if (documentedErrorsOnly()) {
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      // No code: the words come from the operation and the status.
      await expect(name).toHaveAccessibleDescription(
        /The IP list was refused: it needs a name no other list of this team uses, or the team has reached its limit of IP lists\./,
      );
    } else {
      await expect(dialog.getByRole('alert')).toContainText('DUPLICATE_IP_LIST_NAME');
    }
    await expect(name).toHaveValue('office');
    expect(await shownCurl(dialog)).toBe(curl);
  },
);
