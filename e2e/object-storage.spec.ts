import type { Page } from '@playwright/test';
import { formatKilobytes } from '../src/lib/format';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  storedSecrets,
  withoutExtensions,
} from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts), primary team "Acme Production".
const SERVICE = {
  id: '3982e826-e935-4123-927d-4eac626f02f3',
  name: 'acme-assets',
  endpoint: 'https://s3.eu-ams-1.example.net',
};
const BUCKET = {
  name: 'acme-static-assets',
  access: '6ZPE2OB673RDIFU63ZCJ',
  secret: 'wVl6fUZ3yb2IeAhrtqqZ4ikRUTxJWp9LmCjsJ2wx',
};

test.beforeEach(async ({ request, page }) => {
  await resetEmulator(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function openCreateDialog(page: Page) {
  await gotoArea(page, `object-storage/${SERVICE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SERVICE.name })).toBeVisible();
  await page.getByRole('button', { name: 'Create bucket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create bucket' });
  await expect(dialog.getByRole('textbox', { name: 'Bucket name' })).toBeFocused();
  return dialog;
}

/** Counts POSTs that create buckets, to prove a refused form sends nothing. */
function countBucketPosts(page: Page) {
  return recordRequestBodies(page, 'POST', /\/object-storage\/[^/]+\/buckets$/);
}

test('lists services with search in the URL and opens one with its details', async ({ page, request }) => {
  // Capacity and used capacity are KB (the API's unit), shown scaled to binary units.
  const listed = (await (
    await request.get(`${EMULATOR_URL}/object-storage`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } })
  ).json()) as {
    services: { id: string; capacity: number; used_capacity: number }[];
  };
  const service = listed.services.find((candidate) => candidate.id === SERVICE.id);
  if (!service) throw new Error('the demo fixture has no acme-assets service');
  const usage = `${formatKilobytes(service.used_capacity)} of ${formatKilobytes(service.capacity)}`;
  await gotoArea(page, 'object-storage');
  await expect(page).toHaveTitle(/Object storage/);
  const table = page.getByRole('table', { name: 'Object storage services' });
  const row = table.getByRole('row').filter({ hasText: SERVICE.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Amsterdam');
  await expect(row).toContainText('eu-ams-1');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(usage);
  await expect(row).not.toContainText(/\bGB\b/);

  await page.getByRole('searchbox', { name: 'Search services' }).fill('nowhere');
  await expect(page).toHaveURL(/[?&]q=nowhere/);
  await expect(page.getByText('No services match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('eu-ams');
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: SERVICE.name }).click();
  await expect(page).toHaveURL(new RegExp(`/object-storage/${SERVICE.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: SERVICE.name })).toBeVisible();
  const details = page.getByRole('region', { name: 'Service details' });
  await expect(details).toContainText('Amsterdam');
  await expect(details).toContainText('eu-ams-1');
  await expect(details).toContainText(SERVICE.endpoint);
  await expect(details).toContainText(usage);
  await expect(details).toContainText('Active');
  await expect(details.getByRole('meter', { name: 'Used capacity' })).toBeVisible();
  // The service's recurring_amount comes with no currency or period: none is claimed.
  await expect(details).toContainText('5.00 (currency and period not given by the API)');
  await expect(details.locator('time[datetime="2026-12-10T09:00:00Z"]')).toBeVisible();
  await details.getByRole('button', { name: 'Copy S3 endpoint' }).click();
  expect(await clipboard(page)).toBe(SERVICE.endpoint);
  await expectNoCspViolations(page);
});

test(
  'creates a bucket with versioning and object lock, shows its keys once, then the access keys hide the secret',
  { tag: '@live' },
  async ({ page }) => {
    const posts = await countBucketPosts(page);
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('textbox', { name: 'Bucket name' }).fill('e2e-locked-bucket');
    const versioning = dialog.getByRole('switch', { name: 'Versioning' });
    const objectLock = dialog.getByRole('switch', { name: 'Object lock' });
    await expect(versioning).not.toBeChecked();
    // Object lock needs versioning: switching it on turns versioning on and holds it there, saying why.
    await objectLock.check();
    await expect(versioning).toBeChecked();
    await expect(versioning).toBeDisabled();
    await expect(versioning).toHaveAccessibleDescription(/Object lock needs versioning/);
    await dialog.getByRole('button', { name: 'Create bucket' }).click();

    const keys = page.getByRole('dialog', { name: 'Bucket e2e-locked-bucket created' });
    await expect(keys).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({
      bucket_name: 'e2e-locked-bucket',
      versioning: true,
      object_lock: true,
    });
    await expect(keys).toContainText('Copy the secret key now');
    const [access, secret] = await keys.locator('code').allTextContents();
    expect(access).toMatch(/^[A-Z0-9]{20}$/);
    expect(secret).toMatch(/^[A-Za-z0-9]{40}$/);

    await keys.getByRole('button', { name: 'Copy secret key' }).click();
    expect(await clipboard(page)).toBe(secret);
    await expect(keys.getByRole('status').filter({ hasText: /^Copied$/ })).toHaveCount(1);
    await keys.getByRole('button', { name: 'Copy access key' }).click();
    expect(await clipboard(page)).toBe(access);

    // A click outside does not dismiss it; Escape asks first.
    await page.mouse.click(5, 5);
    await expect(keys).toBeVisible();
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Have you stored the secret key?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(keys).toBeVisible();
    await keys.getByRole('button', { name: 'Close', exact: true }).last().click();
    await confirm.getByRole('button', { name: 'Yes, close' }).click();
    await expect(keys).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Bucket “e2e-locked-bucket” created.',
    );
    expect(await page.content()).not.toContain(secret);

    // Remembered by name only; no key is stored anywhere.
    const stored = await storedSecrets(page);
    expect(stored.session).toContain('e2e-locked-bucket');
    for (const place of Object.values(stored)) expect(place).not.toContain(secret ?? '');

    await page.getByRole('link', { name: 'e2e-locked-bucket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-locked-bucket' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Access keys' })
      .getByRole('row')
      .filter({ hasText: access ?? '' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Hidden');
    expect(await page.content()).not.toContain(secret);
    await expectSecretRevealFlow(page, access ?? '', secret ?? '');
  },
);

async function expectSecretRevealFlow(page: Page, access: string, secret: string) {
  const row = page.getByRole('table', { name: 'Access keys' }).getByRole('row').filter({ hasText: access });
  const config = page.getByLabel('AWS CLI configuration');
  await expect(config).toContainText(`aws_access_key_id = ${access}`);
  await expect(config).toContainText('aws_secret_access_key = <paste your secret key>');
  const include = page.getByRole('checkbox', { name: 'Include secret key' });
  await expect(include).toBeDisabled();

  // Copy works without revealing, and reveals nothing.
  await row.getByRole('button', { name: `Copy secret key of ${access}` }).click();
  expect(await clipboard(page)).toBe(secret);
  expect(await page.content()).not.toContain(secret);

  const reveal = row.getByRole('button', { name: `Reveal secret key of ${access}` });
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText(secret);
  // Revealed on screen, but still not in the configuration until asked for.
  await expect(config).not.toContainText(secret);
  await include.check();
  await expect(config).toContainText(`aws_secret_access_key = ${secret}`);
  await page.getByRole('button', { name: 'Copy configuration' }).click();
  expect(await clipboard(page)).toContain(`aws_secret_access_key = ${secret}`);

  // Hiding it again takes it out of the page and the configuration.
  await reveal.click();
  await expect(config).toContainText('<paste your secret key>');
  expect(await page.content()).not.toContain(secret);
  await expectNoCspViolations(page);
}

test('opens an existing bucket by name: the secret stays out of the page until revealed', async ({ page }) => {
  await gotoArea(page, `object-storage/${SERVICE.id}`);
  await page
    .getByRole('form', { name: 'Open a bucket by name' })
    .getByRole('textbox', { name: 'Bucket name' })
    .fill(BUCKET.name);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/object-storage/${SERVICE.id}/buckets/${BUCKET.name}$`));
  await expect(page.getByRole('table', { name: 'Access keys' })).toContainText(BUCKET.access);
  await expect(page.getByRole('region', { name: 'Use with an S3 client' })).toContainText(SERVICE.endpoint);
  expect(await page.content()).not.toContain(BUCKET.secret);
  await expectSecretRevealFlow(page, BUCKET.access, BUCKET.secret);

  // Now remembered on the service page.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: SERVICE.name }).click();
  await expect(
    page.getByRole('region', { name: 'Buckets in this browser tab' }).getByRole('link', { name: BUCKET.name }),
  ).toBeVisible();
});

test('a bucket name the service does not have is explained', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, `object-storage/${SERVICE.id}/buckets/no-such-bucket`);
  await expect(page.getByRole('heading', { name: 'No bucket with this name in this service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('invalid bucket names are refused live and never sent', async ({ page }) => {
  const posts = await countBucketPosts(page);
  const dialog = await openCreateDialog(page);
  const name = dialog.getByRole('textbox', { name: 'Bucket name' });

  await name.fill('My-Bucket');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/only lowercase letters, digits, hyphens/);
  await name.fill('192.168.5.4');
  await expect(name).toHaveAccessibleDescription(/must not look like an IP address/);
  await name.fill('ab');
  await expect(name).toHaveAccessibleDescription(/3 to 63 characters/);
  await dialog.getByRole('button', { name: 'Create bucket' }).click();
  await expect(dialog).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('ab');
  await name.fill('abc');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await name.fill('');
  await dialog.getByRole('button', { name: 'Create bucket' }).click();
  await expect(name).toHaveAccessibleDescription(/Enter a name/);
  expect(posts).toHaveLength(0);
});

test(
  'a duplicate name is refused by the server on the field, with everything typed kept',
  { tag: '@errors' },
  async ({ page }) => {
    const posts = await countBucketPosts(page);
    const dialog = await openCreateDialog(page);
    const name = dialog.getByRole('textbox', { name: 'Bucket name' });
    await name.fill(BUCKET.name);
    await dialog.getByRole('switch', { name: 'Versioning' }).check();
    const create = dialog.getByRole('button', { name: 'Create bucket' });
    await create.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      documentedErrorsOnly()
        ? /^The bucket was refused: the name is not valid, a bucket with this name already exists/
        : /already exists in this service/,
    );
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(BUCKET.name);
    await expect(dialog.getByRole('switch', { name: 'Versioning' })).toBeChecked();
    expect(posts).toHaveLength(1);

    // Editing the name clears the stale refusal; a new name goes through.
    await name.fill('acme-static-assets-2');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await create.click();
    await expect(page.getByRole('dialog', { name: 'Bucket acme-static-assets-2 created' })).toBeVisible();
  },
);

// The emulator's codes say which field a refusal is about; the documents give these 400s no code.
test(
  'the server’s own refusals (object lock without versioning, invalid name) land on their fields',
  { tag: '@codes' },
  async ({ page }) => {
    // A request altered on the way, as an older or stricter server might see it.
    let rewrite: Record<string, unknown> = { versioning: false };
    await page.route(/\/api\/object-storage\/[^/]+\/buckets$/, async (route) => {
      const body = { ...(route.request().postDataJSON() as Record<string, unknown>), ...rewrite };
      await route.continue({ postData: JSON.stringify(body) });
    });
    const dialog = await openCreateDialog(page);
    const name = dialog.getByRole('textbox', { name: 'Bucket name' });
    await name.fill('locked-bucket');
    await dialog.getByRole('switch', { name: 'Object lock' }).check();
    await dialog.getByRole('button', { name: 'Create bucket' }).click();
    const versioning = dialog.getByRole('switch', { name: 'Versioning' });
    await expect(versioning).toHaveAccessibleDescription(/Object lock needs versioning\. Turn versioning on too\./);
    await expect(versioning).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('locked-bucket');
    await expect(dialog.getByRole('switch', { name: 'Object lock' })).toBeChecked();

    rewrite = { bucket_name: 'Bad_Name' };
    await dialog.getByRole('button', { name: 'Create bucket' }).click();
    await expect(name).toHaveAccessibleDescription(/Bucket names are 3–63 characters/);
    await expect(name).toHaveValue('locked-bucket');
  },
);

test('a submit sends one request however often it is pressed', async ({ page }) => {
  const posts = await countBucketPosts(page);
  await page.route(/\/api\/object-storage\/[^/]+\/buckets$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('textbox', { name: 'Bucket name' }).fill('one-click');
  const create = dialog.getByRole('button', { name: 'Create bucket' });
  await create.click();
  await create.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Bucket one-click created' })).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('an unknown service id is explained', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, 'object-storage/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'No such service in this team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create bucket' })).toHaveCount(0);
});

test('without the services extension: open by id, remembered in this tab, and the keys still work', async ({
  page,
}) => {
  await withoutExtensions(page, ['GET /object-storage', 'GET /object-storage/{service_id}']);
  await gotoArea(page, 'object-storage');
  await expect(page.getByText('This server does not offer a list of object storage services')).toBeVisible();
  const form = page.getByRole('form', { name: 'Open a service by ID' });
  await form.getByRole('textbox', { name: 'Service ID' }).fill('not-an-id');
  await form.getByRole('button', { name: 'Open' }).click();
  await expect(form.getByRole('textbox', { name: 'Service ID' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Service ID' }).fill(SERVICE.id);
  await form.getByRole('button', { name: 'Open' }).click();

  await expect(page).toHaveURL(new RegExp(`/object-storage/${SERVICE.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Object storage service' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Service details' })).toContainText(SERVICE.id);

  // Creating still works (endpoint 19 is in the contract).
  await page.getByRole('button', { name: 'Create bucket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create bucket' });
  await dialog.getByRole('textbox', { name: 'Bucket name' }).fill('fallback-bucket');
  await dialog.getByRole('button', { name: 'Create bucket' }).click();
  const keys = page.getByRole('dialog', { name: 'Bucket fallback-bucket created' });
  await keys.getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, close' }).click();
  await page.getByRole('link', { name: 'fallback-bucket' }).click();

  // The endpoint is unknown to the server here, so the user gives it for the configuration.
  await expect(page.getByRole('table', { name: 'Access keys' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'S3 endpoint' }).fill('s3.example.net');
  await expect(page.getByLabel('AWS CLI configuration')).toContainText('endpoint_url = https://s3.example.net');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Object storage' }).click();
  const remembered = page.getByRole('region', { name: 'Opened in this browser tab' });
  await expect(remembered.getByRole('link', { name: SERVICE.id })).toBeVisible();
  await remembered.getByRole('button', { name: `Forget service ${SERVICE.id}` }).click();
  await expect(remembered).toContainText('None yet.');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('every object-storage page and dialog passes axe', async ({ page }) => {
      await gotoArea(page, 'object-storage');
      await expect(page.getByRole('table', { name: 'Object storage services' })).toContainText(SERVICE.name);
      await expectNoAxeViolations(page, 'services list');

      const dialog = await openCreateDialog(page);
      await expect(page.getByRole('region', { name: 'Service details' })).toContainText('Amsterdam');
      await dialog.getByRole('textbox', { name: 'Bucket name' }).fill('Bad');
      await dialog.getByRole('switch', { name: 'Object lock' }).check();
      await expectNoAxeViolations(page, 'create bucket dialog with errors');
      await dialog.getByRole('textbox', { name: 'Bucket name' }).fill('axe-bucket');
      await dialog.getByRole('button', { name: 'Create bucket' }).click();
      const keys = page.getByRole('dialog', { name: 'Bucket axe-bucket created' });
      await expect(keys).toBeVisible();
      await expectNoAxeViolations(page, 'new bucket keys');
      await page.keyboard.press('Escape');
      const confirm = page.getByRole('alertdialog', { name: 'Have you stored the secret key?' });
      await expectNoAxeViolations(page, 'close confirmation');
      await confirm.getByRole('button', { name: 'Yes, close' }).click();
      await expectNoAxeViolations(page, 'service page');

      await page.getByRole('link', { name: 'axe-bucket' }).click();
      await expect(page.getByRole('table', { name: 'Access keys' }).getByRole('row')).toHaveCount(2);
      await expectNoAxeViolations(page, 'access keys');
      await page.getByRole('button', { name: /^Reveal secret key of/ }).click();
      await page.getByRole('checkbox', { name: 'Include secret key' }).check();
      await expectNoAxeViolations(page, 'access keys revealed');
    });
  });
}

test('the fallback pages pass axe', async ({ page }) => {
  await withoutExtensions(page, ['GET /object-storage', 'GET /object-storage/{service_id}']);
  await gotoArea(page, `object-storage/${SERVICE.id}`);
  await expect(page.getByRole('region', { name: 'Service details' })).toContainText(SERVICE.id);
  await expectNoAxeViolations(page, 'fallback service page');
  await gotoArea(page, 'object-storage');
  await expect(page.getByRole('link', { name: SERVICE.id })).toBeVisible();
  await expectNoAxeViolations(page, 'fallback services page');
  await gotoArea(page, `object-storage/${SERVICE.id}/buckets/${BUCKET.name}`);
  await expect(page.getByRole('textbox', { name: 'S3 endpoint' })).toBeVisible();
  await expectNoAxeViolations(page, 'fallback access keys');
});

test('a code-less 403 on a bucket’s keys says the service is not active', async ({ page }) => {
  await page.route(`**/object-storage/${SERVICE.id}/buckets/${BUCKET.name}/access_keys**`, (route) =>
    route.fulfill({ status: 403 }),
  );
  await gotoArea(page, `object-storage/${SERVICE.id}/buckets/${BUCKET.name}`);
  await expect(page.getByRole('alert')).toContainText(
    'This object storage service is not active, so its keys cannot be shown.',
  );
  expect(await page.content()).not.toContain(BUCKET.secret);
});
