import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations, withoutExtensions } from './helpers';

/**
 * Walks the VM pages and dialogs in both themes, asserting each state and keeping a picture of it
 * for a person to look at; the PNGs land in
 * <results dir>/screenshots/vms/. Only the `screens` project runs it (`npm run screens`): what it
 * asserts on the way, real specs assert.
 */

const DIR = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots/vms`;
const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`virtual machines, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });

    await gotoArea(page, 'vms');
    await expect(page.getByRole('table', { name: 'Virtual machines' }).getByRole('row')).toHaveCount(6);
    await shot(page, `${colorScheme}-list`);

    await gotoArea(page, `vms/${WEB1}`);
    await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Snapshots' }).getByRole('row')).toHaveCount(2);
    await shot(page, `${colorScheme}-detail`);

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Stop web-1' })).toBeVisible();
    await shot(page, `${colorScheme}-stop-dialog`);
    await page.getByRole('button', { name: 'Stop VM' }).click();
    await expect(page.getByText('Stopping…')).toBeVisible();
    await page.getByRole('button', { name: 'Show root password' }).click();
    await shot(page, `${colorScheme}-stopping`);

    await expect(page.getByText('Stopping…')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(page.getByRole('dialog', { name: 'Take snapshot' })).toBeVisible();
    await shot(page, `${colorScheme}-snapshot-dialog`);
    await page.keyboard.press('Escape');
  });

  test(`virtual machines without GET /vm, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });
    await withoutExtensions(page, ['GET /vm', 'GET /vm/{vm_id}']);
    await gotoArea(page, 'vms');
    await expect(
      page.getByRole('table', { name: 'Known VMs' }).getByRole('row').filter({ hasText: 'worker-1' }),
    ).toBeVisible();
    await shot(page, `${colorScheme}-fallback-list`);
    await gotoArea(page, `vms/${WEB1}`);
    await expect(page.getByText('does not offer reading a VM’s details')).toBeVisible();
    await shot(page, `${colorScheme}-fallback-detail`);
  });
}
