import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator } from './helpers';
import { NEW_KEY } from './keys';
import { runCurl, shownCurl } from './shownRequest';

// Each form's "API request" view, run as curl against the emulator: it must do what the form does.

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const keysTable = (page: Page) => page.getByRole('table', { name: 'SSH keys' });

test('the add-SSH-key form’s curl adds the key the form would add', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('button', { name: 'API request' }).click();
  await expect(dialog.getByRole('region', { name: 'API request' })).toContainText('once the form can be sent');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('from curl');
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  const request = dialog.getByRole('region', { name: 'API request' });
  await expect(request).toContainText(/POST http:\/\/127\.0\.0\.1:\d+\/api\/ssh_keys/);
  await expect(request.getByRole('figure', { name: 'JSON body' })).toContainText('"name": "from curl"');

  const answer = await runCurl(await shownCurl(dialog));
  expect(answer.status).toBe(201);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(keysTable(page).getByRole('row').filter({ hasText: 'from curl' })).toContainText(
    NEW_KEY.fingerprint.slice(0, 20),
  );
});
