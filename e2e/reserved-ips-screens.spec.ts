import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations } from './helpers';

/**
 * Walks the VPC and reserved IP pages and dialogs in both themes, asserting each state and keeping
 * a picture of it for a person to look at; the PNGs land in
 * <results dir>/screenshots/network/. Only the `screens` project runs it (`npm run screens`): what
 * it asserts on the way, real specs assert.
 */

const DIR = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots/network`;
const PROD_AMS = '947afb54-688d-4cfc-9f09-64246760ceec';
const EDGE_ANYCAST = '9639034d-c48a-4a30-99ca-6b8607016db2';

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${DIR}/${name}.png` });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`VPCs and reserved IPs, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });

    await page.route(/\/api\/network\/vpcs(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.fallback();
    });
    await gotoArea(page, 'vpcs');
    await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
    await shot(page, `${colorScheme}-vpcs-loading`);
    await expect(page.getByRole('table', { name: 'VPCs' }).getByRole('row')).toHaveCount(3);
    await page.unroute(/\/api\/network\/vpcs(\?|$)/);
    await shot(page, `${colorScheme}-vpcs-list`);
    await page.getByRole('button', { name: 'Create VPC' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create VPC' });
    await create.getByRole('textbox', { name: 'Name' }).fill('e2e');
    await create.getByRole('textbox', { name: 'Network' }).fill('10.0.0.5/24');
    await create.getByRole('button', { name: 'Create VPC' }).click();
    await shot(page, `${colorScheme}-vpc-create`);
    await create.getByRole('button', { name: 'Cancel' }).click();

    await gotoArea(page, `vpcs/${PROD_AMS}`);
    await expect(page.getByRole('table', { name: 'Attached VMs' })).toBeVisible();
    await shot(page, `${colorScheme}-vpc-detail`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await shot(page, `${colorScheme}-vpc-edit`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete VPC' });
    await confirm.getByRole('textbox').fill('prod-ams');
    await confirm.getByRole('button', { name: 'Delete VPC' }).click();
    await expect(confirm.getByRole('alert')).toBeVisible();
    await shot(page, `${colorScheme}-vpc-delete-refused`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await gotoArea(page, 'reserved-ips');
    await expect(page.getByRole('table', { name: 'Reserved IPs' }).getByRole('row')).toHaveCount(4);
    await shot(page, `${colorScheme}-reserved-ips-list`);
    await page.getByRole('button', { name: 'Convert VM IP' }).click();
    const convert = page.getByRole('dialog', { name: 'Convert to reserved IP' });
    await convert.getByRole('combobox').fill('192.0.2.11');
    await convert.getByRole('textbox', { name: 'Name' }).fill('n'.repeat(70));
    await convert.getByRole('button', { name: 'Convert to reserved IP' }).click();
    await expect(convert.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `${colorScheme}-reserved-ip-convert-error`);
    await convert.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reserve new IP' }).click();
    await shot(page, `${colorScheme}-reserved-ip-create`);
    await page.getByRole('dialog', { name: 'Reserve a new IP' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Attach 203.0.113.60' }).click();
    await shot(page, `${colorScheme}-reserved-ip-attach`);
    await page.getByRole('dialog', { name: 'Attach to a VM' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete 203.0.113.50' }).click();
    await shot(page, `${colorScheme}-reserved-ip-delete`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await gotoArea(page, `reserved-ips/${EDGE_ANYCAST}`);
    await expect(page.getByRole('region', { name: 'Reserved IP details' })).toBeVisible();
    await shot(page, `${colorScheme}-reserved-ip-detail`);
  });
}
