import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  withoutExtensions,
} from './helpers';
import { EMULATOR_URL } from './env';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Startup scripts' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const SCRIPT = '#!/bin/bash\nset -eu\napt-get update\necho "<img src=x onerror=alert(1)>" > /etc/motd\n';

/** Another tab or client creating a script behind the page's back (the primary team, as the page shows). */
async function createOnServer(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/startup_scripts`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { name, content: 'echo hi\n' },
  });
  expect(response.ok(), `create answered ${response.status()}`).toBe(true);
}

async function createInDialog(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'New script' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New startup script' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
  await dialog.getByRole('button', { name: 'Create script' }).click();
  await expect(dialog).toBeHidden();
}

test('creates, views, edits and deletes a script; the list carries no content', { tag: '@live' }, async ({ page }) => {
  await gotoArea(page, 'startup-scripts');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup scripts' })).toBeVisible();
  await expect(page.getByText('3 of 10 used')).toBeVisible();
  await expect(rowOf(page, 'install-docker')).toBeVisible();

  await createInDialog(page, 'bootstrap <b>web</b>', SCRIPT);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Startup script “bootstrap <b>web</b>” created.',
  );
  await expect(page.getByText('4 of 10 used')).toBeVisible();
  await expect(rowOf(page, 'bootstrap <b>web</b>')).not.toContainText('apt-get');

  // View: the content comes back from the server (extension GET by id).
  await rowOf(page, 'bootstrap <b>web</b>').getByRole('link', { name: 'bootstrap <b>web</b>' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'bootstrap <b>web</b>' })).toBeVisible();
  const content = page.getByRole('region', { name: 'Content of bootstrap <b>web</b>' });
  await expect(content).toContainText('apt-get update');
  await expect(content).toContainText('<img src=x onerror=alert(1)>');

  // Edit, try to leave with unsaved changes, stay, then save.
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toHaveValue(SCRIPT);
  await editor.fill('#!/bin/sh\necho changed\n');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Startup scripts' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeHidden();
  await expect(editor).toHaveValue('#!/bin/sh\necho changed\n');
  await page.getByRole('textbox', { name: 'Name' }).fill('bootstrap');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'bootstrap' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content of bootstrap' })).toContainText('echo changed');

  // A rename alone still sends the content: the API requires the name and the content together.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('bootstrap web');
  const sent = await recordRequestBodies(page, 'PATCH', /\/startup_scripts\/[^/]+$/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'bootstrap web' })).toBeVisible();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    { team_id: expect.any(String), name: 'bootstrap web', content: '#!/bin/sh\necho changed\n' },
  ]);
  await expect(page.getByRole('region', { name: 'Content of bootstrap web' })).toContainText('echo changed');

  // A demo script made elsewhere is read back too.
  await gotoArea(page, 'startup-scripts');
  await rowOf(page, 'install-docker').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Content of install-docker' })).toContainText('docker');

  // Delete needs the name typed.
  await gotoArea(page, 'startup-scripts');
  await rowOf(page, 'bootstrap web').getByRole('button', { name: 'Delete bootstrap web' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete startup script' });
  const button = confirm.getByRole('button', { name: 'Delete script' });
  await expect(button).toBeDisabled();
  await confirm.getByRole('textbox', { name: /Type bootstrap web to confirm/ }).fill('bootstrap web');
  await button.click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'bootstrap web')).toHaveCount(0);
  await expect(page.getByText('3 of 10 used')).toBeVisible();
  await expectNoCspViolations(page);
});

test('deletes from the script page and returns to the list', async ({ page }) => {
  await gotoArea(page, 'startup-scripts');
  await rowOf(page, 'harden-ssh').getByRole('link').click();
  // The list's row buttons are "Delete <name>": wait for the script page before looking for its own.
  await expect(page.getByRole('heading', { level: 1, name: 'harden-ssh' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete startup script' });
  await confirm.getByRole('textbox').fill('harden-ssh');
  await confirm.getByRole('button', { name: 'Delete script' }).click();
  await expect(page).toHaveURL(/\/startup-scripts$/);
  await expect(rowOf(page, 'install-docker')).toBeVisible();
  await expect(rowOf(page, 'harden-ssh')).toHaveCount(0);
});

test(
  'a name the server refuses is explained on the field; the content stays; closing asks first',
  { tag: '@errors' },
  async ({ page }) => {
    await gotoArea(page, 'startup-scripts');
    await page.getByRole('button', { name: 'New script' }).click();
    const dialog = page.getByRole('dialog', { name: 'New startup script' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await dialog.getByRole('button', { name: 'Create script' }).click();
    await expect(name).toHaveAccessibleDescription(/Enter a name/);
    await expect(name).toBeFocused();

    await name.fill('n'.repeat(256));
    await content.fill(SCRIPT);
    await dialog.getByRole('button', { name: 'Create script' }).click();
    if (documentedErrorsOnly()) {
      await expect(dialog.getByRole('alert')).toContainText(
        'The script was refused: it needs a name and some content, and a team holds at most 10 scripts.',
      );
    } else {
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(/The name is too long/);
    }
    await expect(name).toHaveValue('n'.repeat(256));
    await expect(content).toHaveValue(SCRIPT);

    // Tab is not captured by the editor: focus moves on.
    await content.focus();
    await page.keyboard.press('Tab');
    await expect(content).not.toBeFocused();

    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toContainText('The script you typed has not been saved');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'nnnn')).toHaveCount(0);
  },
);

test(
  'at 10 scripts creating is disabled with the reason; a race the server refuses keeps the content',
  { tag: '@errors' },
  async ({ page, request }) => {
    for (let index = 1; index <= 5; index += 1) await createOnServer(request, `seeded ${index}`);
    await gotoArea(page, 'startup-scripts');
    await expect(page.getByText('8 of 10 used')).toBeVisible();
    await createInDialog(page, 'ninth', 'echo 9\n');
    await expect(page.getByText('9 of 10 used')).toBeVisible();

    // The form is open when another client takes the last place.
    await page.getByRole('button', { name: 'New script' }).click();
    const dialog = page.getByRole('dialog', { name: 'New startup script' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('one too many');
    await dialog.getByRole('textbox', { name: 'Content' }).fill(SCRIPT);
    await createOnServer(request, 'from another tab');
    await dialog.getByRole('button', { name: 'Create script' }).click();
    if (documentedErrorsOnly()) {
      await expect(dialog.getByRole('alert')).toContainText(
        'The script was refused: it needs a name and some content, and a team holds at most 10 scripts.',
      );
    } else {
      await expect(dialog.getByRole('alert')).toContainText('This team already has 10 startup scripts');
      await expect(dialog.getByRole('alert')).toContainText('STARTUP_SCRIPT_LIMIT_REACHED');
    }
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue(SCRIPT);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('one too many');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(dialog).toBeHidden();

    // The refusal refreshed the list: 10 of 10, and the action says why it is off.
    await expect(page.getByText('10 of 10 used')).toBeVisible();
    const create = page.getByRole('button', { name: 'New script' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(/at most 10 startup scripts\. Delete one to create another\./);
    await expect(rowOf(page, 'from another tab')).toBeVisible();

    await rowOf(page, 'from another tab').getByRole('button', { name: 'Delete from another tab' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete startup script' });
    await confirm.getByRole('textbox').fill('from another tab');
    await confirm.getByRole('button', { name: 'Delete script' }).click();
    await expect(page.getByText('9 of 10 used')).toBeVisible();
    await expect(create).toBeEnabled();
  },
);

test('without GET and PATCH by id: content only for scripts created in this session, editing refused in plain words', async ({
  page,
}) => {
  await withoutExtensions(page, ['GET /startup_scripts/{script_id}', 'PATCH /startup_scripts/{script_id}']);
  await gotoArea(page, 'startup-scripts');

  await rowOf(page, 'install-docker').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'install-docker' })).toBeVisible();
  await expect(page.getByText('This server does not offer reading a startup script back')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await gotoArea(page, 'startup-scripts');
  await createInDialog(page, 'made here', SCRIPT);
  await rowOf(page, 'made here').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Content of made here' })).toContainText('apt-get update');
  await expect(page.getByText('This server does not offer reading a startup script back')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Content' }).fill('echo edited\n');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText('does not offer editing startup scripts');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('echo edited\n');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page.getByRole('region', { name: 'Content of made here' })).toContainText('apt-get update');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByText('This server does not offer editing startup scripts.')).toBeVisible();
});

test('search and sort live in the URL; an unknown id says so', { tag: '@errors' }, async ({ page }) => {
  await gotoArea(page, 'startup-scripts?q=docker');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/q=docker&sort=name&dir=asc/);

  await gotoArea(page, 'startup-scripts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Startup script not found' })).toBeVisible();
});
