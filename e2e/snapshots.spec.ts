import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS, demoFixture } from '../src/emulator/core/demoFixture';
import type { Fixture } from '../src/emulator/core/fixture';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { expectHostileInputHandled, loadHostileFixture, trapScriptDialogs } from './hostile';
import { documentedErrorsOnly, gotoArea, recordRequestBodies, resetEmulator } from './helpers';

const DEMO_SNAPSHOT = { id: 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046', name: 'before-php-upgrade' };
const PENDING_SNAPSHOT = { id: '5b0e2a51-7d3c-4f1e-9a64-2c8d7e1f0b93', name: 'still-being-taken' };
/** Backups are named by VM and time, in the user's locale and zone (en-GB, UTC in their tests). */
const WEB1_BACKUP = 'backup of web-1 from 1 Nov 2026, 03:00';
const PENDING_BACKUP = 'backup of db-1 from 15 Nov 2026, 03:20';
/** What the emulator's links look like (snapshots.ts): 128 random bits in `fid`. */
const LINK = /^https:\/\/[a-z]+\.dl\.emulator\.test\/download\?fid=[0-9a-f]{32}$/;
/** Snapshot 5 s, restore 8 s in the emulator, on a busy machine. */
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const snapshotsTable = (page: Page) => page.getByRole('table', { name: 'Snapshots' });
const snapshotRow = (page: Page, name: string) => snapshotsTable(page).getByRole('row').filter({ hasText: name });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const linkDialog = (page: Page) => page.getByRole('dialog', { name: /^Download (link for )?/ });

/** Another client of the account (another tab, a script) acting straight on the API. */
function asAnotherClient(request: APIRequestContext, method: 'delete', path: string) {
  return request[method](`${EMULATOR_URL}${path}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
}

/** The demo data with one more snapshot of web-1 that stays pending (nothing is scheduled for it). */
async function loadPendingSnapshot(request: APIRequestContext) {
  const fixture = structuredClone(demoFixture) as Fixture;
  const team = fixture.teams.find((candidate) => candidate.id === DEMO_TEAM_IDS.production);
  if (!team) throw new Error('the demo fixture lost its production team');
  team.snapshots.push({
    id: PENDING_SNAPSHOT.id,
    vm_id: DEMO_VM_IDS.web1,
    created_at: '2026-11-20T09:00:00.000Z',
    name: PENDING_SNAPSHOT.name,
    desc: '',
    size: 0,
    status: 'pending',
  });
  const response = await request.put(`${EMULATOR_URL}/_emulator/fixture`, { data: fixture });
  expect(response.status(), await response.text()).toBe(204);
}

/** The link's field, once the dialog shows it, and its value. */
async function shownLink(dialog: Locator): Promise<string> {
  const field = dialog.getByRole('textbox', { name: 'Download link' });
  await expect(field).toHaveValue(LINK);
  return field.inputValue();
}

async function closeLinkDialog(page: Page) {
  await linkDialog(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(linkDialog(page)).toHaveCount(0);
}

/** The secret is nowhere the browser keeps things: the address, history entries, storage. */
async function expectLinkNotKept(page: Page, link: string) {
  expect(page.url()).not.toContain('fid=');
  const kept = await page.evaluate(() =>
    JSON.stringify([window.history.state, { ...window.sessionStorage }, { ...window.localStorage }, document.cookie]),
  );
  expect(kept).not.toContain(link.split('fid=')[1]);
}

test('lists the team’s snapshots; search and sort live in the URL', { tag: '@live' }, async ({ page }) => {
  await gotoArea(page, 'snapshots');
  await expect(page).toHaveTitle(/Snapshots/);
  const row = snapshotRow(page, DEMO_SNAPSHOT.name);
  await expect(row).toContainText('Available');
  await expect(row).toContainText('8.0 GiB');
  await expect(row).toContainText('Not known');
  await expect(page.getByText('1 snapshot', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search snapshots' }).fill('nothing like it');
  await expect(page).toHaveURL(/[?&]q=nothing/);
  await expect(page.getByText('No snapshots match', { exact: false }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search snapshots' }).fill('php');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Size' }).click();
  await expect(page).toHaveURL(/[?&]sort=size/);
  await expectNoAxeViolations(page, 'snapshots page');
});

test('deletes a snapshot after saying what is lost, and the list updates', async ({ page }) => {
  await gotoArea(page, 'snapshots');
  await page.getByRole('button', { name: `Delete ${DEMO_SNAPSHOT.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete snapshot' });
  await expect(dialog).toContainText('gone for good: no VM can be restored or deployed from it');
  await expectNoAxeViolations(page, 'delete snapshot dialog');
  await dialog.getByRole('button', { name: 'Delete snapshot' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText(`Snapshot “${DEMO_SNAPSHOT.name}” deleted.`);
  await expect(page.getByText('No snapshots yet')).toBeVisible();
});

test('a snapshot’s download link is shown once with a copy button, and kept nowhere', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoArea(page, 'snapshots');
  await page.getByRole('button', { name: `Get download link for ${DEMO_SNAPSHOT.name}` }).click();
  const dialog = linkDialog(page);
  await expect(dialog).toHaveAccessibleName(`Download link for ${DEMO_SNAPSHOT.name}`);
  const link = await shownLink(dialog);
  await expect(dialog).toContainText('This link is a secret.');
  await expectNoAxeViolations(page, 'download link dialog');

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectLinkNotKept(page, link);

  await closeLinkDialog(page);
  expect(await page.content()).not.toContain(link);
  await expectLinkNotKept(page, link);

  // Each request makes a new link; the old one is not shown again.
  await page.getByRole('button', { name: `Get download link for ${DEMO_SNAPSHOT.name}` }).click();
  const again = await shownLink(linkDialog(page));
  expect(again).not.toBe(link);
  await closeLinkDialog(page);
});

test.describe('backups in en-GB, UTC', () => {
  test.use({ locale: 'en-GB', timezoneId: 'UTC' });

  test('a backup’s download link, titled by VM and time; a pending backup says when it has one', async ({ page }) => {
    await gotoArea(page, 'backups');
    await page.getByRole('button', { name: `Get download link for ${WEB1_BACKUP}` }).click();
    await expect(linkDialog(page)).toHaveAccessibleName(`Download ${WEB1_BACKUP}`);
    const link = await shownLink(linkDialog(page));
    await expect(linkDialog(page)).toContainText('Anyone with it can download this backup’s disk.');
    await closeLinkDialog(page);
    expect(await page.content()).not.toContain(link);
    await expectLinkNotKept(page, link);

    const pending = page.getByRole('button', { name: `Get download link for ${PENDING_BACKUP}` });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAccessibleDescription('Available once the backup finishes');
    await pending.click({ force: true });
    await expect(linkDialog(page)).toHaveCount(0);
  });
});

test(
  'a pending snapshot has no link yet (400); one deleted in another tab is gone (404)',
  { tag: '@errors' },
  async ({ page, request }) => {
    await loadPendingSnapshot(request);
    await gotoArea(page, 'snapshots');
    await expect(snapshotRow(page, PENDING_SNAPSHOT.name)).toContainText('Pending');
    await page.getByRole('button', { name: `Get download link for ${PENDING_SNAPSHOT.name}` }).click();
    await expect(linkDialog(page).getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? 'This snapshot is not ready to download yet: it is still being taken.'
        : 'This is still being created. Download it once it is available.',
    );
    await closeLinkDialog(page);

    // Another tab deletes both; this page still lists them.
    for (const id of [DEMO_SNAPSHOT.id, PENDING_SNAPSHOT.id]) {
      expect((await asAnotherClient(request, 'delete', `/snapshots/${id}`)).status()).toBe(204);
    }
    await page.getByRole('button', { name: `Get download link for ${DEMO_SNAPSHOT.name}` }).click();
    await expect(linkDialog(page).getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? 'This snapshot no longer exists: it may have been deleted elsewhere.'
        : 'no longer exists',
    );
    await closeLinkDialog(page);
    // The 404 reread the list.
    await expect(page.getByText('No snapshots yet')).toBeVisible();
  },
);

test(
  'deleting a snapshot another tab already deleted says it is gone',
  { tag: '@errors' },
  async ({ page, request }) => {
    await gotoArea(page, 'snapshots');
    await page.getByRole('button', { name: `Delete ${DEMO_SNAPSHOT.name}` }).click();
    expect((await asAnotherClient(request, 'delete', `/snapshots/${DEMO_SNAPSHOT.id}`)).status()).toBe(204);
    const dialog = page.getByRole('alertdialog', { name: 'Delete snapshot' });
    await dialog.getByRole('button', { name: 'Delete snapshot' }).click();
    await expect(dialog.getByRole('alert')).toContainText('no longer exists');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No snapshots yet')).toBeVisible();
  },
);

test('take a snapshot on a VM page, wait until it is ready, restore the VM from it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = 'restore-point-e2e';
  await gotoArea(page, `vms/${DEMO_VM_IDS.web1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible();

  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const snapshotDialog = page.getByRole('dialog', { name: 'Take snapshot' });
  await snapshotDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await snapshotDialog.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(snapshotDialog).toBeHidden();
  const row = snapshotRow(page, name);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Available', SLOW);
  await expect(page.getByText('Taking snapshot…')).toBeHidden(SLOW);

  const restores = await recordRequestBodies(page, 'POST', new RegExp(`/vm/${DEMO_VM_IDS.web1}/restore-snapshot$`));
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Restore from backup or snapshot…' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore VM' });
  // Nothing is chosen yet: the submit waits for a source, and says so.
  const submit = restore.getByRole('button', { name: 'Restore and replace disk' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Choose a backup or snapshot to restore from.');
  await restore.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await expect(submit).toBeEnabled();
  await restore.getByRole('button', { name: 'Restore and replace disk' }).click();
  // The name must be typed first: nothing is sent without it.
  await expect(restore).toBeVisible();
  expect(restores).toHaveLength(0);
  await restore.getByRole('textbox', { name: 'Type “web-1” to confirm' }).fill('web-1');
  await restore.getByRole('button', { name: 'Restore and replace disk' }).click();
  await expect(restore).toBeHidden();
  await expect(notifications(page)).toContainText(`Restoring “web-1” from ${name}.`);
  expect(restores).toHaveLength(1);
  expect(JSON.parse(restores[0] ?? '{}')).toMatchObject({ snapshot_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const details = page.getByRole('region', { name: 'VM details' });
  await expect(details).toContainText('Restoring');
  await expect(details).toContainText('Active', SLOW);
  await expect(details).not.toContainText('Restoring');

  // The snapshots page knows which VM this tab took it of.
  await gotoArea(page, 'snapshots');
  await expect(snapshotRow(page, name).getByRole('link', { name: 'web-1' })).toBeVisible();
});

test('hostile snapshot names and descriptions stay text, in the list and both dialogs', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loadHostileFixture(request);
  await trapScriptDialogs(page);
  await gotoArea(page, 'snapshots');
  await expect(snapshotsTable(page).getByRole('row').nth(1)).toBeVisible();
  await expectHostileInputHandled(page, 'snapshots');

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete snapshot' })).toBeVisible();
  await expectHostileInputHandled(page, 'delete snapshot dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The pending one has no link yet: the available one's dialog shows its name and the link.
  await snapshotsTable(page)
    .getByRole('row')
    .filter({ hasText: 'Available' })
    .getByRole('button', { name: /^Get download link for / })
    .click();
  await shownLink(linkDialog(page));
  await expectHostileInputHandled(page, 'snapshot download link dialog');
});
