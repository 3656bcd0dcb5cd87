import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, recordRequestBodies, resetEmulator } from './helpers';
import { NEW_KEY } from './keys';

// Lists of many accept a pasted list, each value checked and added with its own result.
const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const ALICE_OTHER_COMMENT =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@elsewhere';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('firewall rules from several sources, by keyboard on a phone', async ({ page }) => {
      const bodies = await recordRequestBodies(page, 'POST', /\/network\/firewalls\/[^/]+\/rules$/);
      await gotoArea(page, `firewalls/${WEB_GROUP}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Add rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add rule' });
      await dialog.getByRole('textbox', { name: /^Port/ }).fill('8443');
      const address = dialog.getByRole('textbox', { name: /^IP address or CIDR/ });
      await address.fill('203.0.113.7, 198.51.100.0/24, nonsense, 203.0.113.7');
      await expect(dialog.getByText('4 sources: each is checked and added as its own rule.')).toBeVisible();
      await address.press('Enter');

      const results = dialog.getByRole('region', { name: 'Pasted sources' });
      await expect(results.getByRole('status')).toHaveText('2 added, 1 refused, 1 duplicate.');
      await expect(address).toHaveValue('nonsense');
      await expect(address).toBeFocused();
      expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
        expect.objectContaining({ protocol: 'tcp', port: '8443', subnet: '203.0.113.7', subnet_size: '32' }),
        expect.objectContaining({ protocol: 'tcp', port: '8443', subnet: '198.51.100.0', subnet_size: '24' }),
      ]);
      await expectNoAxeViolations(page, `add rule with pasted results, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('table', { name: 'Rules' })).toContainText('198.51.100.0/24');
    });

    test('SSH keys pasted into the deploy page are added and chosen', async ({ page }) => {
      const bodies = await recordRequestBodies(page, 'POST', /\/ssh_keys$/);
      await gotoArea(page, 'vms/new');
      await page.getByRole('button', { name: 'Paste public keys' }).click();
      await page
        .getByRole('textbox', { name: /^Public keys/ })
        .fill(`${ALICE_OTHER_COMMENT}\n${NEW_KEY.line}\nnot a key`);
      await page.getByRole('button', { name: 'Add and choose keys' }).click();
      const results = page.getByRole('region', { name: 'Pasted keys' });
      await expect(results.getByRole('status')).toHaveText('1 added, 1 refused, 1 duplicate.');
      await expect(page.getByRole('checkbox', { name: /alice laptop/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /e2e@runner/ })).toBeChecked();
      await expect(page.getByRole('textbox', { name: /^Public keys/ })).toHaveValue('not a key');
      expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
        expect.objectContaining({ name: 'e2e@runner', ssh_key: NEW_KEY.line }),
      ]);
      await expectNoAxeViolations(page, `deploy page with pasted keys, ${colorScheme}`);
    });
  });
}
