import type { Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { EMULATOR_URL } from './env';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, documentedErrorsOnly, gotoArea, resetEmulator, settleAnimations, signIn } from './helpers';
import { NEW_KEY, REPLACEMENT_KEY } from './keys';

// Demo fixture: web-2 runs, worker-1 is stopped. A power cycle takes the emulator 4 s.
const SLOW = { timeout: 20_000 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const activityButton = (page: Page) => page.getByRole('button', { name: /^Activity/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Activity' });

async function openActivity(page: Page) {
  await activityButton(page).click();
  await expect(panel(page)).toBeVisible();
}

async function stopFromItsPage(page: Page, id: string, name: string) {
  await gotoArea(page, `vms/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Stop ${name}` });
  await dialog.getByRole('button', { name: 'Stop VM' }).click();
  return dialog;
}

test('a stop runs in the panel with its audit log id after the toast, then says it is done', async ({ page }) => {
  test.setTimeout(60_000);
  await stopFromItsPage(page, DEMO_VM_IDS.web2, 'web-2');
  await expect(notifications(page)).toContainText('Stopping web-2.');
  await expect(page.getByRole('button', { name: /^Activity\W*1\s*running$/ })).toBeVisible();

  await openActivity(page);
  const entry = panel(page).getByRole('listitem').filter({ hasText: 'Stop · web-2' });
  await expect(entry).toContainText('Running');
  await expect(entry).toContainText('Still running on the VM');
  await expect(entry).toContainText(UUID);
  await settleAnimations(page);
  await expectNoAxeViolations(page, 'activity panel, an action running');

  // The toast leaves after its few seconds; the entry keeps the progress until the VM is done.
  await expect(notifications(page)).not.toContainText('Stopping web-2.', SLOW);
  await expect(entry).toContainText('Done', SLOW);
  await expect(entry).toContainText('Finished on the VM');
  await expect(page.getByRole('button', { name: 'Activity', exact: true })).toBeVisible();

  for (const theme of ['Light theme', 'Dark theme'] as const) {
    await page.getByRole('radio', { name: theme }).check({ force: true });
    await openActivityIfClosed(page);
    await settleAnimations(page);
    await page.screenshot({ path: `test-results/screenshots/activity-${theme.split(' ')[0]!.toLowerCase()}.png` });
  }
  await expectNoAxeViolations(page, 'activity panel, dark theme');

  // The VM list reads the new power state once the action ended.
  await panel(page).getByRole('button', { name: 'Close activity' }).click();
  await expect(activityButton(page)).toBeFocused();
  await gotoArea(page, 'vms');
  await expect(page.getByRole('row').filter({ hasText: 'web-2' })).toContainText('Off', SLOW);
});

async function openActivityIfClosed(page: Page) {
  if (!(await panel(page).isVisible())) await openActivity(page);
}

test(
  'a refused change is listed as failed, in the words the dialog showed',
  { tag: '@errors' },
  async ({ page, request }) => {
    // Another client stops edge-1 (in no VPC, so this console does not know it is off and offers Stop).
    const stopped = await request.post(`${EMULATOR_URL}/vm/${DEMO_VM_IDS.edge1}/stop`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      data: { team_id: DEMO_TEAM_IDS.production, force_stop: true },
    });
    expect(stopped.status()).toBe(202);
    const dialog = await stopFromItsPage(page, DEMO_VM_IDS.edge1, 'edge-1');
    const words = documentedErrorsOnly()
      ? 'This VM cannot be stopped now: it may be stopped already, or another action is still running.'
      : 'The VM is stopped. Reboot it to start it, then try again.';
    await expect(dialog).toContainText(words);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await openActivity(page);
    const entry = panel(page).getByRole('listitem').filter({ hasText: 'Stop · edge-1' });
    await expect(entry).toContainText('Failed');
    await expect(entry).toContainText(words);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(activityButton(page)).toBeFocused();
  },
);

test('signing out empties the panel', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await addKey(page);
  await openActivity(page);
  await expect(panel(page).getByRole('listitem').filter({ hasText: 'Add SSH key · e2e runner' })).toContainText('Done');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page);
  await openActivity(page);
  await expect(panel(page)).toContainText('Nothing yet.');
  await expect(panel(page).getByRole('listitem')).toHaveCount(0);
});

async function addKey(page: Page, name = 'e2e runner', key = NEW_KEY.line) {
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(key);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
}

test('a toast can be reached, read and dismissed while a dialog is open; hovering holds it', async ({ page }) => {
  await page.clock.install();
  await gotoArea(page, 'ssh-keys');
  await addKey(page);
  const toast = notifications(page).getByRole('listitem').filter({ hasText: 'SSH key “e2e runner” added.' });
  await expect(toast).toBeVisible();

  // Hovering holds the toast well past its time.
  await toast.hover();
  await page.clock.runFor(15_000);
  await expect(toast).toBeVisible();

  // A modal dialog over the page makes the rest inert: the toast moves inside it and stays usable.
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  const inDialog = dialog.getByRole('region', { name: 'Notifications' });
  await expect(inDialog).toContainText('SSH key “e2e runner” added.');
  const dismiss = inDialog.getByRole('button', { name: 'Dismiss notification' });
  await dismiss.focus();
  await expect(dismiss).toBeFocused();
  await dismiss.click();
  await expect(inDialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Without the pointer over it, a confirmation leaves after its few seconds.
  await addKey(page, 'second key', REPLACEMENT_KEY.line);
  const second = notifications(page).getByRole('listitem').filter({ hasText: 'second key' });
  await expect(second).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(6_000);
  await expect(second).toBeHidden();
});

test('a reload keeps the panel; after a rename every entry names the VM by its new name', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoArea(page, `vms/${DEMO_VM_IDS.web2}`);
  await expect(page.getByRole('heading', { level: 1, name: 'web-2' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: /^Rename/ });
  await rename.getByRole('textbox', { name: 'Name' }).fill('web-9');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'web-9' })).toBeVisible(SLOW);

  await stopFromItsPage(page, DEMO_VM_IDS.web2, 'web-9');
  await openActivity(page);
  const entries = panel(page).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Stop · web-9' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Name: web-9 · web-9' })).toBeVisible();
  await expect(panel(page)).not.toContainText('web-2');

  await page.reload();
  await openActivity(page);
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Stop · web-9' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Name: web-9' })).toContainText('Done');
});
