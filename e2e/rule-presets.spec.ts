import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, recordRequestBodies, resetEmulator } from './helpers';
import { NEW_KEY } from './keys';
import { DEMO_FIREWALL_IDS } from '../src/emulator/core/demoFixture';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Rules' });
const ruleRow = (page: Page, text: string) => rulesTable(page).getByRole('row').filter({ hasText: text });

test('a preset chosen by keyboard fills the add-rule form, keeps the source, flags a duplicate and is sent', async ({
  page,
}) => {
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
  await expect(ruleRow(page, 'SSH from the office')).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  const source = dialog.getByRole('textbox', { name: 'IP address or CIDR' });
  const port = dialog.getByRole('textbox', { name: 'Port' });
  await source.fill('198.51.100.0/28');

  // From the source back to the presets: the protocol radios, then MySQL … SSH.
  await dialog.getByRole('radio', { name: 'TCP' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'MySQL' })).toBeFocused();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'SSH' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(port).toHaveValue('22');
  await expect(dialog.getByRole('button', { name: 'SSH' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('status').filter({ hasText: 'SSH: TCP port 22' })).toHaveText(
    'SSH: TCP port 22. The source stays as you chose it.',
  );
  // The group already allows SSH from this range: flagged before anything is sent.
  await expect(dialog.getByRole('alert')).toContainText('An identical rule already exists in this group');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'HTTPS' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(port).toHaveValue('443');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('HTTPS');
  await expect(source).toHaveValue('198.51.100.0/28');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  const sent = await recordRequestBodies(page, 'POST', /\/network\/firewalls\/[^/]+\/rules$/);
  await source.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    {
      team_id: expect.any(String),
      protocol: 'tcp',
      port: '443',
      subnet: '198.51.100.0',
      subnet_size: '28',
      desc: 'HTTPS',
    },
  ]);
  await expect(ruleRow(page, '198.51.100.0/28').filter({ hasText: '443' })).toContainText('HTTPS');
});

test('ping and a database port by mouse; a description the person wrote is kept', async ({ page }) => {
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('reporting');
  await dialog.getByRole('button', { name: 'PostgreSQL' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('5432');
  await dialog.getByRole('button', { name: 'Ping' }).click();
  await expect(dialog.getByRole('radio', { name: 'ICMP' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'MySQL' }).click();
  await expect(dialog.getByRole('radio', { name: 'TCP' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('3306');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('reporting');
  await expect(dialog.getByRole('button', { name: 'MySQL' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'PostgreSQL' })).toHaveAttribute('aria-pressed', 'false');
});

test('an SSH key is named from its comment until a name is typed', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const key = dialog.getByRole('textbox', { name: 'Public key' });
  await key.fill(NEW_KEY.line);
  await expect(name).toHaveValue('e2e@runner');
  await expect(dialog.getByRole('status')).toContainText('Named e2e@runner from its comment.');

  // A name typed by the person stays, whatever key is pasted next.
  await name.fill('build runner');
  await key.fill(NEW_KEY.line.replace('e2e@runner', 'other@host'));
  await expect(name).toHaveValue('build runner');
  await name.fill('');
  await key.fill(NEW_KEY.line);
  await expect(name).toHaveValue('');

  await name.fill('e2e@runner');
  const sent = await recordRequestBodies(page, 'POST', /\/ssh_keys$/);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    { team_id: expect.any(String), name: 'e2e@runner', ssh_key: NEW_KEY.line },
  ]);
  await expect(
    page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'e2e@runner' }),
  ).toBeVisible();
});

const WIDTHS = [1440, 1024, 390];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the presets and the key named from its comment are axe clean at 1440, 1024 and 390 px (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Add rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add rule' });
      await dialog.getByRole('button', { name: 'PostgreSQL' }).click();
      await expect(dialog.getByRole('button', { name: 'PostgreSQL' })).toBeInViewport();
      await expectNoAxeViolations(page, `add rule with a preset, ${width} px, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoArea(page, 'ssh-keys');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Add SSH key' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
      await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('e2e@runner');
      await expectNoAxeViolations(page, `add SSH key named from its comment, ${width} px, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
