import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations, withoutExtensions } from './helpers';

/**
 * Pictures of every firewall and IP list page and dialog in both themes, for a person to look at;
 * the PNGs land in <results dir>/screenshots/. Only the `screens` project runs it (`npm run
 * screens`): what it asserts on the way, real specs assert.
 */
const OUT = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots`;
const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const OFFICE_LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`firewalls and IP lists, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });

    await gotoArea(page, 'firewalls');
    await expect(page.getByRole('table', { name: 'Firewall groups' }).getByRole('row')).toHaveCount(3);
    await shot(page, `${colorScheme}-firewalls-list`);

    await gotoArea(page, `firewalls/${WEB_GROUP}`);
    await expect(page.getByRole('table', { name: 'Rules' }).getByRole('row')).toHaveCount(10);
    await shot(page, `${colorScheme}-firewall-group`);

    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByRole('textbox', { name: 'Port' }).fill('22');
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('198.51.100.9/28');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('SSH again');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await shot(page, `${colorScheme}-add-rule-duplicate`);
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.9/24');
    await shot(page, `${colorScheme}-add-rule-host-bits`);
    await dialog.getByRole('radio', { name: 'Provider' }).check();
    await shot(page, `${colorScheme}-add-rule-provider`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit TCP 22 from 198.51.100.0/28' }).click();
    await page.getByRole('dialog', { name: 'Edit rule description' }).getByRole('textbox').fill('x'.repeat(256));
    await shot(page, `${colorScheme}-edit-rule-too-long`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete group' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete firewall group' });
    await expect(confirm.getByRole('button', { name: 'Delete group' })).toBeDisabled();
    await shot(page, `${colorScheme}-delete-group-in-use`);
    await page.keyboard.press('Escape');

    await gotoArea(page, 'ip-lists');
    await expect(page.getByRole('table', { name: 'IP lists' }).getByRole('row')).toHaveCount(2);
    await shot(page, `${colorScheme}-ip-lists`);
    await page.getByRole('button', { name: 'Delete office' }).click();
    await shot(page, `${colorScheme}-ip-list-delete`);
    await page.keyboard.press('Escape');

    await gotoArea(page, `ip-lists/${OFFICE_LIST}`);
    await page.getByRole('textbox', { name: 'Address or CIDR' }).fill('203.0.113.5/24');
    await shot(page, `${colorScheme}-ip-list-detail`);
  });

  test(`firewalls without extensions, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });
    await withoutExtensions(page, ['GET /network/firewalls', 'GET /network/firewalls/{id}/rules', '/network/ip_lists']);
    await gotoArea(page, 'firewalls');
    await expect(page.getByText('No groups in this tab yet')).toBeVisible();
    await shot(page, `${colorScheme}-firewalls-fallback`);
    await gotoArea(page, `firewalls/${WEB_GROUP}`);
    await expect(page.getByText('This server does not list a group’s rules')).toBeVisible();
    await shot(page, `${colorScheme}-firewall-group-fallback`);
    await gotoArea(page, 'ip-lists');
    await expect(page.getByText('This server does not offer IP lists')).toBeVisible();
    await shot(page, `${colorScheme}-ip-lists-absent`);
  });
}
