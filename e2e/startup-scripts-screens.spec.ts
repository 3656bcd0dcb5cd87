import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations } from './helpers';

/**
 * Pictures of the startup-script pages and dialogs, backups, instance types and OS templates in both
 * themes, for a person to look at; the PNGs land in <results dir>/screenshots/scripts/. Only the
 * `screens` project runs it (`npm run screens`); axe scans these states in axe-coverage.spec.
 */

const DIR = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots/scripts`;
async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${DIR}/${name}.png` });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`my pages, ${colorScheme}`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1360, height: 820 });
    await gotoArea(page, 'startup-scripts');
    await expect(page.getByText('3 of 10 used')).toBeVisible();
    await shot(page, `${colorScheme}-scripts-list`);
    await page.getByRole('button', { name: 'New script' }).click();
    const dialog = page.getByRole('dialog', { name: 'New startup script' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('bootstrap');
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill('#!/bin/bash\nset -eu\napt-get update\napt-get install -y nginx\nsystemctl enable --now nginx\n');
    await shot(page, `${colorScheme}-scripts-create`);
    await page.keyboard.press('Escape');
    await shot(page, `${colorScheme}-scripts-discard`);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('link', { name: 'install-docker' }).click();
    await expect(page.getByRole('region', { name: 'Content of install-docker' })).toBeVisible();
    await shot(page, `${colorScheme}-scripts-detail`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await shot(page, `${colorScheme}-scripts-edit`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await shot(page, `${colorScheme}-scripts-delete`);
    await page.keyboard.press('Escape');

    await gotoArea(page, 'backups');
    await expect(page.getByRole('link', { name: 'web-1' }).first()).toBeVisible();
    await shot(page, `${colorScheme}-backups`);
    await gotoArea(page, 'instance-types');
    await expect(page.getByText('vps-1')).toBeVisible();
    await shot(page, `${colorScheme}-instance-types`);
    await gotoArea(page, 'os-templates');
    await expect(page.getByText('Debian 12')).toBeVisible();
    await shot(page, `${colorScheme}-os-templates`);
  });
}
