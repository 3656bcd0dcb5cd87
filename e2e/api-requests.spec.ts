import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, gotoArea, resetEmulator } from './helpers';
import { NEW_KEY } from './keys';
import { DEMO_FIREWALL_IDS, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { EMULATOR_URL } from './env';
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

test('“Apply to VMs” shows one PATCH per VM that changes, and its curl moves the VMs as Apply would', async ({
  page,
  request,
}) => {
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.database}`);
  await page.getByRole('button', { name: 'Apply to VMs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to VMs' });
  await dialog.getByRole('checkbox', { name: 'edge-1' }).check();
  await dialog.getByRole('checkbox', { name: 'db-1' }).uncheck();
  const curl = await shownCurl(dialog);
  expect(curl.match(/curl -X PATCH/g)).toHaveLength(2);
  expect(curl).toContain(`"firewall_group_id":"${DEMO_FIREWALL_IDS.database}"`);
  expect(curl).toContain('"disable_firewall":true');

  expect((await runCurl(curl)).status).toBeLessThan(300);
  // Each VM's change runs as an action: read both until it has finished.
  const groupOf = async (vmId: string) => {
    const answer = await request.get(`${EMULATOR_URL}/vm/${vmId}`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    });
    return ((await answer.json()) as { firewall_group_id: string | null }).firewall_group_id;
  };
  await expect.poll(() => groupOf(DEMO_VM_IDS.edge1), { timeout: 15_000 }).toBe(DEMO_FIREWALL_IDS.database);
  await expect.poll(() => groupOf(DEMO_VM_IDS.db1), { timeout: 15_000 }).not.toBe(DEMO_FIREWALL_IDS.database);
});
