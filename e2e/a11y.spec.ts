import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator } from './helpers';
import { NEW_KEY } from './keys';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('sign-in, the SSH key list and its dialogs pass axe', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page, 'sign-in');

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('API token')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'sign-in with an error');

      await gotoArea(page, 'ssh-keys');
      await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row')).toHaveCount(4);
      await expectNoAxeViolations(page, 'SSH keys list');

      await page.getByRole('button', { name: 'Add SSH key' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
      await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
      await expect(dialog.getByText(NEW_KEY.fingerprint)).toBeVisible();
      await expectNoAxeViolations(page, 'add dialog with a parsed key');

      await dialog.getByRole('textbox', { name: 'Public key' }).fill('ssh-rsa nope');
      await dialog.getByRole('button', { name: 'Add SSH key' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'add dialog with errors');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete CI deploy' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete SSH key' })).toBeVisible();
      await expectNoAxeViolations(page, 'delete confirmation');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
      await expectNoAxeViolations(page, 'account menu');
    });
  });
}
