import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  gotoArea,
  signInWithForm,
  recordRequestBodies,
  resetEmulator,
  storedSecrets,
} from './helpers';
import { manyKeys, NEW_KEY, REPLACEMENT_KEY } from './keys';
import { DEMO_TEAM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const keysTable = (page: Page) => page.getByRole('table', { name: 'SSH keys' });
const rowOf = (page: Page, name: string) => keysTable(page).getByRole('row').filter({ hasText: name });

async function addKey(page: Page, name: string, line: string) {
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(line);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
}

test(
  'signs in, switches team and adds a key that is listed with its fingerprint',
  { tag: '@live' },
  async ({ page }) => {
    await signInWithForm(page);
    await gotoArea(page, 'ssh-keys');
    await expect(page).toHaveURL(/\/teams\/[^/]+\/ssh-keys$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
    await expect(page).toHaveTitle(/SSH keys/);
    await expect(rowOf(page, 'alice laptop')).toBeVisible();

    const team = page.getByRole('combobox', { name: 'Team' });
    await team.selectOption({ label: 'Acme Staging' });
    await expect(page).toHaveURL(/\/teams\/e72e0f3c-6864-4116-a9b3-55bf9dabd621\/ssh-keys$/);
    await expect(rowOf(page, 'ops bastion')).toBeVisible();
    await expect(rowOf(page, 'alice laptop')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e runner');
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
    // The key is read in the browser before it is sent.
    await expect(dialog.getByText(NEW_KEY.fingerprint)).toBeVisible();
    await expect(dialog.getByText('256 bits', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add SSH key' }).click();
    await expect(dialog).toBeHidden();

    const row = rowOf(page, 'e2e runner');
    await expect(row).toBeVisible();
    await expect(row).toContainText(NEW_KEY.fingerprint);
    await expect(row).toContainText('ED25519');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('SSH key “e2e runner” added.');

    // The id is copied whole, and the copy is announced.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: 'Copy ID of e2e runner' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Copied$/ })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect(row).toContainText(copied);
  },
);

test('a malformed key is explained on the field and everything typed stays', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const key = dialog.getByRole('textbox', { name: 'Public key' });
  await name.fill('broken');
  await key.fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC-not-base64 me@host');

  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/not valid base64/);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeVisible();
  await expect(key).toBeFocused();
  await expect(name).toHaveValue('broken');
  await expect(key).toHaveValue('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC-not-base64 me@host');

  // A private key pasted by mistake gets its own warning.
  await key.fill('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----');
  await expect(key).toHaveAccessibleDescription(/This is a private key/);
});

test('an error from the API is shown on the form and keeps the input', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  const longName = 'n'.repeat(256);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(longName);
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();

  const name = dialog.getByRole('textbox', { name: 'Name' });
  if (documentedErrorsOnly()) {
    // A code-less 400 names no field: the form says what the operation needs.
    await expect(dialog.getByRole('alert')).toContainText(
      'The SSH key was refused: give it a name and paste a whole, valid public key line',
    );
    await expect(dialog.getByRole('alert')).not.toContainText('HTTP_');
  } else {
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/The name is too long/);
    await expect(name).toBeFocused();
  }
  await expect(name).toHaveValue(longName);
  await expect(dialog.getByRole('textbox', { name: 'Public key' })).toHaveValue(NEW_KEY.line);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, NEW_KEY.fingerprint)).toHaveCount(0);
});

test('a rename alone still sends the whole key: team, name and key (the API requires all three)', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await addKey(page, 'rename me', NEW_KEY.line);
  await rowOf(page, 'rename me').getByRole('button', { name: 'Edit rename me' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SSH key' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('renamed');
  const sent = await recordRequestBodies(page, 'PATCH', /\/ssh_keys\/[^/]+$/);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    { team_id: expect.any(String), name: 'renamed', ssh_key: NEW_KEY.line },
  ]);
  await expect(rowOf(page, 'renamed')).toContainText(NEW_KEY.fingerprint);
});

test('edits a key (name and key) and deletes it after confirmation', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await addKey(page, 'to change', NEW_KEY.line);

  await rowOf(page, 'to change').getByRole('button', { name: 'Edit to change' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SSH key' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('to change');
  await edit.getByRole('textbox', { name: 'Name' }).fill('changed');
  await edit.getByRole('textbox', { name: 'Public key' }).fill(REPLACEMENT_KEY.line);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const row = rowOf(page, 'changed');
  await expect(row).toContainText(REPLACEMENT_KEY.fingerprint);
  await expect(rowOf(page, 'to change')).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete changed' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete SSH key' });
  await expect(confirm).toHaveAccessibleDescription(/Delete changed from this team\? This cannot be undone\./);
  await expect(confirm).toContainText(REPLACEMENT_KEY.fingerprint);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete changed' }).click();
  await confirm.getByRole('button', { name: 'Delete key' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'changed')).toHaveCount(0);
  await expect(rowOf(page, 'alice laptop')).toBeVisible();
});

test('every key typed quickly into the search arrives, on a slow CPU too', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  const search = page.getByRole('searchbox', { name: 'Search SSH keys' });
  // Writing the URL on every key once raced the typing: a key typed before the router's update
  // landed was lost ("alice laptop" ended as "top"). A slow CPU makes the race certain.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await search.pressSequentially('alice laptop', { delay: 15 });
  await expect(search).toHaveValue('alice laptop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(rowOf(page, 'alice laptop')).toBeVisible();
  await expect(keysTable(page).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/\?q=alice\+laptop$/);
});

test('search and sort live in the URL', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('searchbox', { name: 'Search SSH keys' }).fill('rsa');
  await expect(page).toHaveURL(/\?q=rsa$/);
  await expect(keysTable(page).getByRole('row')).toHaveCount(2); // header + CI deploy
  await expect(rowOf(page, 'CI deploy')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search SSH keys' }).fill('');
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  const names = await keysTable(page).getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  expect(names).toEqual(['alice laptop', 'bob workstation', 'CI deploy']);

  // The tab keeps its session: a reload comes back to the same view, signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/ssh-keys\?sort=name&dir=asc$/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
});

test('sign-out leaves no token behind; the token is kept in sessionStorage only, unless the user opts out', async ({
  page,
}) => {
  await signInWithForm(page, { forgetInTab: true });
  let stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);
  expect(page.url()).not.toContain(DEMO_TOKEN);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);

  await gotoArea(page, 'ssh-keys');
  stored = await storedSecrets(page);
  expect(stored.session).toContain(DEMO_TOKEN);
  expect(stored.local + stored.cookies).not.toContain(DEMO_TOKEN);
  // A reload of the tab keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);
  // Back does not bring the signed-in page back.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test(
  'a signed-out visitor is sent to sign in and brought back to the page asked for',
  { tag: '@errors' },
  async ({ page }) => {
    await page.goto('/teams/e72e0f3c-6864-4116-a9b3-55bf9dabd621/ssh-keys?q=ops');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('API token').fill('not-a-real-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('API token')).toHaveAccessibleDescription(/not accepted/);

    await page.getByLabel('API token').fill(DEMO_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/teams\/e72e0f3c-6864-4116-a9b3-55bf9dabd621\/ssh-keys\?q=ops$/);
    await expect(rowOf(page, 'ops bastion')).toBeVisible();
  },
);

test('works by keyboard alone: sign-in, skip link, a dialog that keeps and returns focus', async ({ page }) => {
  // Signing in lands on Virtual machines; asked for SSH keys first, it comes back there.
  await page.goto(`/teams/${DEMO_TEAM_IDS.production}/ssh-keys`);
  await expect(page.getByLabel('API token')).toBeFocused();
  await page.keyboard.type(DEMO_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const add = page.getByRole('button', { name: 'Add SSH key' }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The account menu opens on Enter, moves with the arrows and closes on Escape.
  await page.getByRole('button', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
});

test('without the teams and delete extensions: default team, a team id field, no delete', async ({ page }) => {
  // The server's router answers these as unknown routes, as a provider without the extensions would.
  await page.route('**/api/teams', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/api/ssh_keys/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 405, body: '' }) : route.fallback(),
  );

  await gotoArea(page, 'ssh-keys');
  await expect(page).toHaveURL(/\/teams\/default\/ssh-keys$/);
  await expect(rowOf(page, 'alice laptop')).toBeVisible(); // the primary team's keys

  await page.getByRole('textbox', { name: 'Team ID' }).fill('e72e0f3c-6864-4116-a9b3-55bf9dabd621');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/teams\/e72e0f3c-6864-4116-a9b3-55bf9dabd621\/ssh-keys$/);
  await expect(rowOf(page, 'ops bastion')).toBeVisible();

  await rowOf(page, 'ops bastion').getByRole('button', { name: 'Delete ops bastion' }).click();
  await page.getByRole('alertdialog', { name: 'Delete SSH key' }).getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('This server does not offer deleting SSH keys')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(rowOf(page, 'ops bastion')).toBeVisible();
});

test('a token refused mid-session sends the user to sign in once, then back where they were', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await expect(rowOf(page, 'alice laptop')).toBeVisible();
  // From now on the server refuses the token, as it would once it is revoked.
  await page.route(/\/api\//, (route) => route.fulfill({ status: 401, json: { err: 'UNAUTHORIZED' } }));
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
  await expect(page).toHaveURL(/\/sign-in$/);
  const stored = await storedSecrets(page);
  expect(stored.local + stored.session + stored.cookies).not.toContain(DEMO_TOKEN);

  await page.unroute(/\/api\//);
  await page.getByLabel('API token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/teams\/e72e0f3c-6864-4116-a9b3-55bf9dabd621\/ssh-keys$/);
  await expect(rowOf(page, 'ops bastion')).toBeVisible();
});

test('a list of 10,000 keys renders only the rows in view and stays searchable', async ({ page }) => {
  const keys = manyKeys(10_000);
  await page.route(/\/api\/ssh_keys(\?|$)/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { ssh_keys: keys } }) : route.fallback(),
  );
  await gotoArea(page, 'ssh-keys');
  const table = keysTable(page);
  await expect(page.getByText('10000 keys')).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '10001');
  expect(await table.locator('tr[aria-rowindex]').count()).toBeLessThan(80);
  await expect(rowOf(page, 'bulk key 09999')).toBeVisible(); // newest first

  // Scrolled to the end, the oldest key is there, at its place in the count.
  await page
    .getByRole('region', { name: 'SSH keys list' })
    .evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const last = rowOf(page, 'bulk key 00000');
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-rowindex', '10001');

  await page.getByRole('searchbox', { name: 'Search SSH keys' }).fill('bulk key 04242');
  await expect(page.getByText('1 of 10000 keys')).toBeVisible();
  await expect(rowOf(page, 'bulk key 04242')).toBeVisible();
});

test('a key the team already has is pointed out by name before it is added, and can still be added', async ({
  page,
}) => {
  await gotoArea(page, 'ssh-keys');
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('alice again');
  // alice laptop's key, with another comment: the same fingerprint.
  const key = dialog.getByRole('textbox', { name: 'Public key' });
  await key.fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@desktop');
  await expect(key).toHaveAccessibleDescription(/This key is already in the team as alice laptop\./);
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'add key dialog with a duplicate warning');
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'alice again')).toBeVisible();
});
