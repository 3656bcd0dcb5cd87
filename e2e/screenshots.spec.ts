import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations, signIn } from './helpers';
import { NEW_KEY } from './keys';
import { openPage, PAGES, SIZES } from './responsivePages';

/**
 * Walks every state of the SSH keys page in both themes and keeps a picture of each for a person to
 * look at; the PNGs land in <results dir>/screenshots/. Only
 * the `screens` project runs it (`npm run screens`): what it asserts on the way, real specs assert.
 */

const DIR = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots`;
const KEY_LIST = /\/api\/ssh_keys(\?|$)/;

async function shot(page: Page, name: string) {
  // Pictures of the final state, not of a dialog halfway through fading in.
  await settleAnimations(page);
  await page.screenshot({ path: `${DIR}/${name}.png` });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`SSH keys, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await shot(page, `${colorScheme}-sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shot(page, `${colorScheme}-sign-in-error`);

    // Slow answers show the skeleton.
    await page.route(KEY_LIST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await gotoArea(page, 'ssh-keys');
    await shot(page, `${colorScheme}-ssh-keys-loading`);
    await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row')).toHaveCount(4);
    await page.unroute(KEY_LIST);
    await shot(page, `${colorScheme}-ssh-keys-list`);

    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e runner');
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
    await shot(page, `${colorScheme}-add-parsed`);
    await dialog
      .getByRole('textbox', { name: 'Public key' })
      .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC-bad me@host');
    await shot(page, `${colorScheme}-add-invalid`);
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('n'.repeat(256));
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `${colorScheme}-add-api-error`);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e runner');
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog).toBeHidden();
    await shot(page, `${colorScheme}-added`);

    await page.getByRole('button', { name: 'Delete CI deploy' }).click();
    await shot(page, `${colorScheme}-delete`);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search SSH keys' }).fill('nothing-like-this');
    await shot(page, `${colorScheme}-no-match`);

    await page.route(KEY_LIST, (route) => route.fulfill({ status: 503, json: { err: 'SERVICE_UNAVAILABLE' } }));
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
    await shot(page, `${colorScheme}-error`);

    await page.getByRole('button', { name: 'Account' }).click();
    await shot(page, `${colorScheme}-account-menu`);
  });
}

/**
 * Every page of the responsive check (e2e/responsivePages.ts) at a phone's, a tablet's and a small
 * laptop's size, with its first dialog and the navigation drawer on the narrow ones: PNGs in
 * <results dir>/screenshots/responsive/, named <theme>-<width>-<page>[-dialog].png.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`every page at three sizes, ${colorScheme}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const pageCase of PAGES) {
        const name = `responsive/${colorScheme}-${size.width}-${pageCase.path.replace(/[^a-z0-9]+/gi, '-').slice(0, 48)}`;
        await openPage(page, pageCase);
        await shot(page, name);
        const first = pageCase.dialogs?.[0];
        if (first === undefined) continue;
        await page
          .getByRole('main')
          .getByRole('button', { name: first, exact: typeof first === 'string' })
          .first()
          .click();
        await expect(page.locator('dialog[open]')).toBeVisible();
        await shot(page, `${name}-dialog`);
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);
      }
      if (size.width < 1024) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await shot(page, `responsive/${colorScheme}-${size.width}-navigation`);
        await page.keyboard.press('Escape');
      }
    }
  });
}

/**
 * The command palette (with results), the shortcut list and the activity panel (with a change) on a
 * phone: PNGs in <results dir>/screenshots/responsive/<theme>-390-{palette,shortcuts,activity}.png.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`palette, shortcuts and activity on a phone, ${colorScheme}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, { path: 'ssh-keys', heading: 'SSH keys' });
    await page.getByRole('button', { name: 'Delete CI deploy' }).click();
    await page.getByRole('alertdialog', { name: 'Delete SSH key' }).getByRole('button', { name: 'Delete key' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox').pressSequentially('web');
    await expect(palette.getByRole('option').first()).toBeVisible();
    await shot(page, `responsive/${colorScheme}-390-palette`);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await shot(page, `responsive/${colorScheme}-390-shortcuts`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Activity/ }).click();
    await expect(page.getByRole('dialog', { name: 'Activity' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `responsive/${colorScheme}-390-activity`);
  });
}
