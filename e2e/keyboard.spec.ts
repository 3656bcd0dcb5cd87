import type { Locator, Page } from '@playwright/test';
import { DEMO_TOKEN } from '../src/emulator/core/demoFixture';
import { expect, test } from './fixtures';
import { resetEmulator } from './helpers';
import { NEW_KEY } from './keys';

/**
 * The SSH-key and firewall-rule flows done the way a keyboard user does them: Tab, Shift+Tab,
 * typing, Enter, Space, Escape and the arrow keys. No click, fill or focus() anywhere in this file;
 * the page counts pointer events to prove none happened.
 */

declare global {
  interface Window {
    __pointerEvents?: number;
  }
}

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  await page.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'wheel']) {
      window.addEventListener(type, () => (window.__pointerEvents = (window.__pointerEvents ?? 0) + 1), true);
    }
  });
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.__pointerEvents), 'pointer events during a keyboard-only flow').toBe(0);
});

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a user moving through the page would,
 * and fails if it is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${target.toString()} not reached within ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

async function focusStaysIn(dialog: Locator) {
  expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus inside the dialog').toBe(
    true,
  );
}

async function signInByKeyboard(page: Page) {
  await page.goto('/');
  await expect(page.getByLabel('API token')).toBeFocused();
  await page.keyboard.type(DEMO_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible();
}

/** From anywhere in the shell: the skip link, then into the page's content. */
async function skipToContent(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}

async function openAreaByKeyboard(page: Page, title: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title, exact: true });
  await tabTo(page, link, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('SSH keys by keyboard alone: add a key, see it listed, rename it, delete it', async ({ page }) => {
  await signInByKeyboard(page);
  await openAreaByKeyboard(page, 'SSH keys');
  const table = page.getByRole('table', { name: 'SSH keys' });
  await expect(table).toContainText('alice laptop');
  await skipToContent(page);

  // Add: the dialog opens with focus on its first field and keeps it inside.
  const add = page.getByRole('button', { name: 'Add SSH key' }).first();
  await tabTo(page, add, { limit: 5 });
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await expect(addDialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('keyboard laptop');
  await page.keyboard.press('Tab');
  await expect(addDialog.getByRole('textbox', { name: 'Public key' })).toBeFocused();
  await page.keyboard.insertText(NEW_KEY.line);
  await expect(addDialog.getByText(NEW_KEY.fingerprint)).toBeVisible();
  await tabTo(page, addDialog.getByRole('button', { name: 'Add SSH key' }), { limit: 10 });
  await focusStaysIn(addDialog);
  await page.keyboard.press('Enter');
  await expect(addDialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: 'keyboard laptop' });
  await expect(row).toContainText(NEW_KEY.fingerprint);
  // Closing the dialog puts focus back on the button that opened it.
  await expect(add).toBeFocused();

  // Rename: Enter in the name field saves.
  await tabTo(page, row.getByRole('button', { name: 'Edit keyboard laptop' }));
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit SSH key' });
  const name = editDialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('keyboard laptop');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('keyboard desktop');
  await page.keyboard.press('Enter');
  await expect(editDialog).toBeHidden();
  const renamed = table.getByRole('row').filter({ hasText: 'keyboard desktop' });
  await expect(renamed).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'keyboard laptop' })).toHaveCount(0);
  await expect(renamed.getByRole('button', { name: 'Edit keyboard desktop' })).toBeFocused();

  // Delete: the confirmation starts on Cancel; Escape backs out to the button, a second try confirms.
  const remove = renamed.getByRole('button', { name: 'Delete keyboard desktop' });
  await tabTo(page, remove, { limit: 3 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete SSH key' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(renamed).toBeVisible();

  await page.keyboard.press('Space');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete key' }), { limit: 3 });
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'keyboard desktop' })).toHaveCount(0);
  // The row that held focus is gone: focus goes to the page's content, not lost on <body>.
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(table).toContainText('alice laptop');
});

test('a firewall rule by keyboard alone: open the group, add a rule, see it, delete it', async ({ page }) => {
  await signInByKeyboard(page);
  await openAreaByKeyboard(page, 'Firewalls');
  const group = page.getByRole('table', { name: /^Firewall groups/ }).getByRole('link', { name: 'Public web servers' });
  await expect(group).toBeVisible();
  await tabTo(page, group);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Public web servers' })).toBeVisible();
  const rules = page.getByRole('table', { name: 'Rules' });
  await expect(rules.getByRole('row')).toHaveCount(1 + 7 + 2);

  // The dialog opens on its first choice; arrows move within a choice, Tab between fields.
  const addRule = page.getByRole('button', { name: 'Add rule' });
  await tabTo(page, addRule);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  // No IP version choice: the source's address gives the version.
  await expect(dialog.getByRole('radio', { name: 'TCP' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'UDP' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'UDP' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toBeFocused();
  await page.keyboard.type('5353');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Address or CIDR' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'IP address or CIDR' })).toBeFocused();
  await page.keyboard.type('192.0.2.0/24');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('mDNS from the lab');
  // Tab runs round the dialog, never out of it.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    await focusStaysIn(dialog);
  }
  await tabTo(page, dialog.getByRole('textbox', { name: 'Description' }), { limit: 12 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(addRule).toBeFocused();
  const row = rules.getByRole('row').filter({ hasText: 'mDNS from the lab' });
  await expect(row).toContainText('UDP');
  await expect(row).toContainText('5353');
  await expect(row).toContainText('192.0.2.0/24');
  await expect(rules.getByRole('row')).toHaveCount(1 + 8 + 2);

  // Escape leaves the confirmation and returns to the button; the second time it is confirmed.
  const remove = row.getByRole('button', { name: 'Delete UDP 5353 from 192.0.2.0/24' });
  await tabTo(page, remove, { limit: 60 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete rule' });
  await expect(confirm).toContainText('mDNS from the lab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete rule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(rules.getByRole('row').filter({ hasText: 'mDNS from the lab' })).toHaveCount(0);
  await expect(rules.getByRole('row')).toHaveCount(1 + 7 + 2);
  await expect(page.locator('#main-content')).toBeFocused();
});
