import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { documentedErrorsOnly, gotoArea, resetEmulator } from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): the production team's web-1, web-2, db-1, edge-1 run,
// worker-1 is stopped (its VPC says so). A power action takes 3 s, a snapshot 5 s, a delete 5 s.
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Virtual machines' });
const select = (page: Page, name: string) => table(page).getByRole('checkbox', { name: `Select ${name}`, exact: true });
const notSent = (page: Page) => page.getByRole('list', { name: 'Not sent' });
const eachOne = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('list', { name: 'Each one' });
const lineOf = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  eachOne(dialog).getByRole('listitem').filter({ hasText: name });

/** Starts an action straight through the API, as another client of the team would. */
async function startAction(request: APIRequestContext, vmId: string, action: string, body = {}) {
  const response = await request.post(`${EMULATOR_URL}/vm/${vmId}/${action}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { team_id: DEMO_TEAM_IDS.production, ...body },
  });
  expect(response.ok(), `POST /vm/${vmId}/${action} answered ${response.status()}`).toBe(true);
}

/** Every VM action and delete the page sends, as "METHOD vm-id[/action]", in order. */
function recordVmRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/vm\/([0-9a-f-]{36})(\/[a-z-]+)?$/.exec(new URL(request.url()).pathname);
    if (match && (request.method() === 'POST' || request.method() === 'DELETE'))
      sent.push(`${request.method()} ${match[1]}${match[2] ?? ''}`);
  });
  return sent;
}

test(
  'stop several: the VM already off is named up front, a refusal and a lost request in the middle stop nothing else, only the refused one is retried',
  { tag: '@errors' },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const sent = recordVmRequests(page);
    await gotoArea(page, 'vms?sort=name');
    for (const name of ['web-1', 'web-2', 'db-1', 'worker-1', 'edge-1']) await select(page, name).check();
    await expect(page.getByText('5 VMs selected')).toBeVisible();

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop 4 VMs' });
    await expect(dialog).toContainText('4 of 5 can be stopped. Not sent:');
    await expect(notSent(page)).toHaveText(['worker-1: It is off already.']);
    await expect(dialog.getByRole('list', { name: 'The 4 selected' }).getByRole('listitem')).toHaveText([
      'db-1',
      'edge-1',
      'web-1',
      'web-2',
    ]);
    // Meanwhile another client starts a snapshot of web-2 (refused: 409), and edge-1's request is lost.
    await startAction(request, DEMO_VM_IDS.web2, 'snapshot', { name: 'elsewhere' });
    await page.route(`**/vm/${DEMO_VM_IDS.edge1}/stop`, (route) => route.abort('internetdisconnected'));

    await dialog.getByRole('button', { name: 'Stop 4 VMs' }).click();
    await expect(dialog.getByRole('status').first()).toHaveText('2 accepted, 1 refused, 1 not answered.', SLOW);
    await expect(lineOf(dialog, 'web-2')).toContainText('Refused');
    // VM_BUSY's sentence where the code is sent; the operation's own 409 sentence where it is not.
    await expect(lineOf(dialog, 'web-2')).toContainText(
      documentedErrorsOnly()
        ? 'This VM cannot be stopped now: it may be stopped already, or another action is still running.'
        : 'Another action is still running on this VM. Wait for it to finish.',
    );
    await expect(lineOf(dialog, 'edge-1')).toContainText('No answer');
    // Accepted, then followed until the VM has finished.
    await expect(lineOf(dialog, 'web-1')).toContainText(/Accepted, stopping…|Stopped/);
    await expect(lineOf(dialog, 'web-1')).toContainText('Stopped', SLOW);
    await expect(lineOf(dialog, 'db-1')).toContainText('Stopped', SLOW);
    const once = [
      `POST ${DEMO_VM_IDS.db1}/stop`,
      `POST ${DEMO_VM_IDS.edge1}/stop`,
      `POST ${DEMO_VM_IDS.web1}/stop`,
      `POST ${DEMO_VM_IDS.web2}/stop`,
    ];
    expect([...sent].sort()).toEqual([...once].sort());

    // An unanswered POST may have been applied: only the refusal is offered again, once web-2 is free.
    const retry = dialog.getByRole('button', { name: 'Retry failed (1)' });
    await expect(page.getByRole('table', { name: 'Virtual machines' })).toBeAttached();
    await expect
      .poll(async () => {
        const response = await request.get(
          `${EMULATOR_URL}/vm/${DEMO_VM_IDS.web2}?team_id=${DEMO_TEAM_IDS.production}`,
          {
            headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
          },
        );
        return ((await response.json()) as { active_action_id: string | null }).active_action_id;
      }, SLOW)
      .toBeNull();
    await retry.click();
    await expect(lineOf(dialog, 'web-2')).toContainText(/Accepted|Stopped/, SLOW);
    await expect(dialog.getByRole('status').first()).toHaveText('3 accepted, 1 not answered.');
    expect(sent.slice(4)).toEqual([`POST ${DEMO_VM_IDS.web2}/stop`]);

    // Closed: what was accepted leaves the selection; the lost request and the VM not sent stay selected.
    // The footer's Close (the title bar has one too).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 VMs selected')).toBeVisible();
    await expect(select(page, 'edge-1')).toBeChecked();
    await expect(select(page, 'worker-1')).toBeChecked();
    await expect(select(page, 'web-1')).not.toBeChecked();

    // Activity records the batch and each VM.
    await page.getByRole('button', { name: /^Activity/ }).click();
    const activity = page.getByRole('dialog', { name: 'Activity' });
    await expect(activity).toContainText('Stop · 4 VMs');
    await expect(activity).toContainText('Stop · 1 VM');
  },
);

test('delete several by keyboard: the count typed to confirm, each VM followed until it has left the list', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const sent = recordVmRequests(page);
  await gotoArea(page, 'vms?sort=name');
  await select(page, 'edge-1').focus();
  await page.keyboard.press('Space');
  await select(page, 'web-2').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 VMs selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 VMs' });
  await expect(dialog).toContainText('This cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Delete 2 VMs' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Type 2 to confirm' })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('status').first()).toHaveText('2 accepted.', SLOW);
  await expect(lineOf(dialog, 'web-2')).toContainText(/Accepted, deleting…|Deleted/);
  await expect(lineOf(dialog, 'web-2')).toContainText('Deleted', SLOW);
  await expect(lineOf(dialog, 'edge-1')).toContainText('Deleted', SLOW);
  expect([...sent].sort()).toEqual([`DELETE ${DEMO_VM_IDS.edge1}`, `DELETE ${DEMO_VM_IDS.web2}`].sort());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('row').filter({ hasText: 'web-2' })).toHaveCount(0);
  await expect(page.getByText('Select VMs to act on several at once.')).toBeVisible();
});

test('when none of the selected can take the action, the dialog says why and sends nothing', async ({ page }) => {
  const sent = recordVmRequests(page);
  await gotoArea(page, 'vms');
  await select(page, 'worker-1').check();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop 1 VM' });
  await expect(dialog).toContainText('It cannot be stopped now. Not sent:');
  await expect(notSent(page)).toHaveText(['worker-1: It is off already.']);
  // The footer's Close (the title bar has one too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(select(page, 'worker-1')).toBeChecked();
  expect(sent).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: the selection bar and the bulk dialog at 1440, 1024 and 390 px, ${colorScheme} theme`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    await gotoArea(page, 'vms?sort=name');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await select(page, 'web-1').check();
    await select(page, 'worker-1').check();
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const snapshot = page.getByRole('button', { name: 'Take snapshot', exact: true });
      await snapshot.scrollIntoViewIfNeeded();
      await expect(snapshot).toBeInViewport();
      await expectNoAxeViolations(page, `VM list with 2 selected at ${width} px, ${colorScheme}`);
      await snapshot.click();
      const dialog = page.getByRole('alertdialog', { name: 'Take a snapshot of 2 VMs' });
      await expect(dialog.getByRole('button', { name: 'Take 2 snapshots' })).toBeInViewport();
      await expectNoAxeViolations(page, `bulk snapshot dialog at ${width} px, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
