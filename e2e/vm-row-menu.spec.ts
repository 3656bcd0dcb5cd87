import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { gotoArea, recordRequestBodies, resetEmulator } from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): web-1 and web-2 run, worker-1 is stopped (its VPC
// says so), a power action takes a few seconds, a delete leaves the VM `terminating` for a while.
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Virtual machines' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const menuButton = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}` });
const menu = (page: Page, name: string) => page.getByRole('menu', { name: `Actions for ${name}` });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Starts an action straight through the API, as another client of the team would. */
async function startAction(request: APIRequestContext, vmId: string, action: string) {
  const response = await request.post(`${EMULATOR_URL}/vm/${vmId}/${action}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { team_id: DEMO_TEAM_IDS.production },
  });
  expect(response.ok(), `POST /vm/${vmId}/${action} answered ${response.status()}`).toBe(true);
}

test('reboot from the list by mouse: the VM page’s dialog, one request, no page change', async ({ page }) => {
  const reboots = await recordRequestBodies(page, 'POST', /\/vm\/[^/]+\/reboot$/);
  await gotoArea(page, 'vms?q=web');
  const listUrl = page.url();

  await menuButton(page, 'web-1').click();
  await expect(menu(page, 'web-1').getByRole('menuitem')).toHaveText([
    'Open console',
    'Reboot…',
    'Stop…',
    'Take snapshot…',
    'Delete VM…',
  ]);
  await menu(page, 'web-1').getByRole('menuitem', { name: 'Reboot…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reboot web-1' });
  await expect(dialog).toContainText('Rebooting restarts the operating system');
  await dialog.getByRole('button', { name: 'Reboot VM' }).click();

  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText('web-1');
  expect(reboots).toHaveLength(1);
  expect(JSON.parse(reboots[0] ?? '{}')).toMatchObject({ team_id: DEMO_TEAM_IDS.production });
  expect(page.url()).toBe(listUrl);
  await expect(menuButton(page, 'web-1')).toBeFocused();

  // While it reboots, every action but the console waits, and says why.
  await expect(rowOf(page, 'web-1')).toContainText('Busy', SLOW);
  await menuButton(page, 'web-1').click();
  const stop = menu(page, 'web-1').getByRole('menuitem', { name: 'Stop…' });
  await expect(stop).toHaveAttribute('aria-disabled', 'true');
  await expect(stop).toHaveAccessibleDescription('An action is running: other actions wait until it finishes.');
  // Forced: Playwright would otherwise wait for the item to be enabled.
  await stop.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu(page, 'web-1')).toBeHidden();
  await expect(rowOf(page, 'web-1')).not.toContainText('Busy', SLOW);
  expect(reboots).toHaveLength(1);
});

test('by keyboard: a VM known to be off offers a start, not a stop; a snapshot taken from the list', async ({
  page,
}) => {
  const snapshots = await recordRequestBodies(page, 'POST', new RegExp(`/vm/${DEMO_VM_IDS.worker1}/snapshot$`));
  await gotoArea(page, 'vms');
  await expect(rowOf(page, 'worker-1')).toContainText('Off');

  await menuButton(page, 'worker-1').focus();
  await page.keyboard.press('Enter');
  const items = menu(page, 'worker-1').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await expect(items).toHaveText([
    'Open console',
    'Start (reboot)…',
    'Stop…It is off already.',
    'Take snapshot…',
    'Delete VM…',
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const stop = items.nth(2);
  await expect(stop).toBeFocused();
  await expect(stop).toHaveAccessibleName('Stop…');
  await expect(stop).toHaveAccessibleDescription('It is off already.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Take snapshot' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('before-upgrade');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(snapshots.map((body) => JSON.parse(body) as unknown)).toEqual([
    expect.objectContaining({ name: 'before-upgrade' }),
  ]);
  await expect(menuButton(page, 'worker-1')).toBeFocused();
  await expect(rowOf(page, 'worker-1')).toContainText('Taking snapshot', SLOW);
  await expect(page).toHaveURL(/\/vms$/);
});

test('Open console goes to the VM’s console; Escape closes the menu and gives focus back', async ({ page }) => {
  await gotoArea(page, 'vms');
  await menuButton(page, 'web-2').focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page, 'web-2').getByRole('menuitem', { name: 'Open console' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page, 'web-2')).toBeHidden();
  await expect(menuButton(page, 'web-2')).toBeFocused();

  await menuButton(page, 'web-2').click();
  await menu(page, 'web-2').getByRole('menuitem', { name: 'Open console' }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${DEMO_VM_IDS.web2}/console$`));
});

test('delete from the list: the name typed, the list stays where it was and shows the VM going', async ({ page }) => {
  const deletes = await recordRequestBodies(page, 'DELETE', /\/vm\/[^/]+$/);
  await gotoArea(page, 'vms?sort=name');
  await menuButton(page, 'web-2').click();
  await menu(page, 'web-2').getByRole('menuitem', { name: 'Delete VM…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete VM' });
  await expect(dialog).toContainText('Its place in the VPC prod-ams.');
  await expect(dialog).toContainText('Its membership of the firewall group “Public web servers” (the group stays).');
  const confirm = dialog.getByRole('button', { name: 'Delete VM' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /to confirm/ }).fill('web-2');
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText('Deleting VM “web-2”.');
  await expect(page).toHaveURL(/\/vms\?sort=name$/);
  expect(deletes).toHaveLength(1);
  await expect(rowOf(page, 'web-2')).toContainText('Terminating');
  await expect(rowOf(page, 'web-2')).toHaveCount(0, SLOW);
});

test(
  'an action another client started meanwhile is refused on the dialog, in words from the operation and status',
  { tag: '@errors' },
  async ({ page, request }) => {
    await gotoArea(page, 'vms');
    await expect(rowOf(page, 'edge-1')).toBeVisible();
    await menuButton(page, 'edge-1').click();
    await menu(page, 'edge-1').getByRole('menuitem', { name: 'Reboot…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reboot edge-1' });
    await expect(dialog).toBeVisible();
    await startAction(request, DEMO_VM_IDS.edge1, 'stop');

    await dialog.getByRole('button', { name: 'Reboot VM' }).click();
    // VM_BUSY where the code is sent; the operation's 409 sentence where it is not.
    await expect(dialog.getByRole('alert')).toContainText('Another action is still running on this VM.');
    await expect(dialog).toBeVisible();
    // The list is read again: the row now says what the dialog was refused for.
    await expect(rowOf(page, 'edge-1')).toContainText('Busy', SLOW);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: the row menu and its dialogs at 1440, 1024 and 390 px, ${colorScheme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    await gotoArea(page, 'vms');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const button = menuButton(page, 'worker-1');
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(menu(page, 'worker-1')).toBeVisible();
      await expect(menu(page, 'worker-1').getByRole('menuitem', { name: /^Delete VM/ })).toBeInViewport();
      await expectNoAxeViolations(page, `row menu at ${width} px, ${colorScheme}`);
      await menu(page, 'worker-1').getByRole('menuitem', { name: 'Start (reboot)…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Reboot worker-1' });
      await expect(dialog).toContainText('It appears to be stopped: a reboot starts it.');
      await expectNoAxeViolations(page, `reboot dialog from the list at ${width} px, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
