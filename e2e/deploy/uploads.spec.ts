import type { Page } from '@playwright/test';
import { DEMO_MEDIA_IDS } from '../../src/emulator/core/demoFixture';
import { uploadBodyLimit } from '../../src/emulator/core/multipart';
import { demoFixture } from '../../src/emulator/core/demoFixture';
import { DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE } from '../../src/emulator/core/state';

/** The largest upload body the emulator reads with its demo data; nginx's limit is the same. */
const UPLOAD_BODY_LIMIT = uploadBodyLimit(
  demoFixture.measured_boot_image_max_size ?? DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE,
);
import { MAX_BODY_BYTES } from '../../src/emulator/server/httpAdapter';
import { expect, test } from '../fixtures';
import { DEMO_TOKEN, gotoArea, recordRequestBodies, resetEmulator } from '../helpers';
import { NGINX_INSTALLED, NGINX_MISSING, NGINX_URL } from './env';
import { rawRequest } from './rawRequest';

// The requests whose bodies are large or unusual, sent through nginx as a user sends them: an image
// upload (multipart, megabytes) and a deploy from an ISO.
test.skip(!NGINX_INSTALLED, NGINX_MISSING);

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const IMAGES = 'Measured-boot images';
const MIB = 1024 * 1024;

const imageRow = (page: Page, name: string) =>
  page.getByRole('table', { name: IMAGES }).getByRole('row').filter({ hasText: name });

test('uploads a 5 MiB measured-boot image through nginx, and the list shows it', async ({ page }) => {
  await gotoArea(page, 'measured-boot');
  await expect(page.getByRole('heading', { level: 1, name: IMAGES })).toBeVisible();

  await page.getByRole('button', { name: 'Upload image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload measured-boot image' });
  await dialog.getByLabel(/^UKI file/).setInputFiles({
    name: 'large.uki.efi',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(5 * MIB, 0x4d),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();

  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Image “large.uki.efi” uploaded.');
  await expect(imageRow(page, 'large.uki.efi')).toContainText('5.0 MiB');
  expect(page.url().startsWith(NGINX_URL)).toBe(true);
});

test('deploys a VM from an ISO through nginx, and it builds', async ({ page }) => {
  test.setTimeout(60_000);
  const deploys = await recordRequestBodies(page, 'POST', /\/api\/vm$/);
  await gotoArea(page, 'isos');
  const ubuntu = page
    .getByRole('table', { name: 'Custom ISOs' })
    .getByRole('row')
    .filter({ hasText: 'Ubuntu 24.04.3' });
  await ubuntu.getByRole('link', { name: /^Deploy a VM from Ubuntu 24\.04\.3 Server/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a VM' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Custom ISO' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await page.getByRole('radio', { name: 'vps-2' }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('from-iso-behind-nginx');
  await page.getByRole('button', { name: 'Deploy VM' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'from-iso-behind-nginx' })).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Active', { timeout: 25_000 });
  expect(deploys.map((body) => JSON.parse(body) as { iso_id?: string })).toEqual([
    expect.objectContaining({ iso_id: DEMO_MEDIA_IDS.ubuntuSystemIso, name: 'from-iso-behind-nginx' }),
  ]);
});

test('nginx takes the bodies the API takes and refuses larger ones (413) before forwarding them', async () => {
  // nginx answers from Content-Length alone, so no body needs sending.
  const announcing = (bytes: number, contentType: string) => ({
    Authorization: `Bearer ${DEMO_TOKEN}`,
    'Content-Type': contentType,
    'Content-Length': String(bytes),
  });
  const upload = (bytes: number, signal?: AbortSignal) =>
    rawRequest(
      NGINX_URL,
      'POST',
      '/api/measured-boot-images',
      announcing(bytes, 'multipart/form-data; boundary=x'),
      signal,
    );
  const json = (bytes: number, signal?: AbortSignal) =>
    rawRequest(NGINX_URL, 'POST', '/api/ssh_keys', announcing(bytes, 'application/json'), signal);
  expect((await upload(UPLOAD_BODY_LIMIT + 1)).status).toBe(413);
  expect((await json(MAX_BODY_BYTES + 1)).status).toBe(413);
  // A body within the limits is taken: nginx waits for it (here it never comes, and the test gives up).
  await expect(upload(UPLOAD_BODY_LIMIT, AbortSignal.timeout(1_000))).rejects.toThrow(/aborted/i);
  await expect(json(MAX_BODY_BYTES, AbortSignal.timeout(1_000))).rejects.toThrow(/aborted/i);
});
