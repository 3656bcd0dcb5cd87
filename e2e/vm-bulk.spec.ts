import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
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
/** The confirmation, then (once sent) the progress, under the same title. */
const bulkDialog = (page: Page, name: string) =>
  page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
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
    const dialog = bulkDialog(page, 'Stop 4 VMs');
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

  const dialog = bulkDialog(page, 'Delete 2 VMs');
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

/** Every DELETE the page sends whose path matches, as its path's last part, in order. */
function recordDeletes(page: Page, path: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.method() === 'DELETE' && path.test(pathname)) sent.push(pathname.split('/').at(-1) ?? '');
  });
  return sent;
}

// The web group's rules (src/emulator/core/demoFixture.ts), by their descriptions.
const SSH_RULE = '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6';
const HTTP_RULE = 'df099713-5237-4d83-885e-c979a7da9cda';
const HTTPS6_RULE = '00df2969-71c2-4ead-88bf-611355c843a5';

test('delete several rules of a group: a lost request is sent again by Retry failed, the others once', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const sent = recordDeletes(page, /\/rules\/[^/]+$/);
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
  const rules = page.getByRole('table', { name: 'Rules' });
  const rule = (text: string) => rules.getByRole('row').filter({ hasText: text });
  await expect(rule('SSH from the office')).toBeVisible();
  // The group's fixed drop rules cannot be selected.
  const checkboxes = await rules.getByRole('checkbox', { name: /^Select (?!all)/ }).count();
  expect(checkboxes).toBe((await rules.getByRole('row').count()) - 1 - 2);
  await rule('SSH from the office').getByRole('checkbox').check();
  await rule('HTTP').filter({ hasNotText: 'HTTPS' }).getByRole('checkbox').check();
  await rule('HTTPS over IPv6').getByRole('checkbox').check();
  await expect(page.getByText('3 rules selected')).toBeVisible();

  const lost = (url: URL) => url.pathname.endsWith(`/rules/${HTTP_RULE}`);
  await page.route(lost, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = bulkDialog(page, 'Delete 3 rules');
  await expectNoAxeViolations(page, 'delete rules dialog');
  await dialog.getByRole('textbox', { name: 'Type 3 to confirm' }).fill('3');
  await dialog.getByRole('button', { name: 'Delete 3 rules' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText('2 deleted, 1 not answered.', SLOW);
  // The transport itself tries a lost DELETE again a few times (it is idempotent); the others go once.
  expect(new Set(sent)).toEqual(new Set([SSH_RULE, HTTP_RULE, HTTPS6_RULE]));
  expect(sent.filter((id) => id !== HTTP_RULE)).toHaveLength(2);
  const before = sent.length;

  // A DELETE sent again changes nothing more: the lost one is offered again, and only it is sent.
  await page.unroute(lost);
  await dialog.getByRole('button', { name: 'Retry failed (1)' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText('3 deleted.', SLOW);
  expect(sent.slice(before)).toEqual([HTTP_RULE]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rule('SSH from the office')).toHaveCount(0);
  await expect(rule('HTTPS over IPv6')).toHaveCount(0);
  await expect(page.getByText('Select rules to act on several at once.')).toBeVisible();
});

test('remove several entries of an IP list: one already removed elsewhere counts as gone, not as a failure', async ({
  page,
  request,
}) => {
  const sent = recordDeletes(page, /\/entries\/[^/]+$/);
  await gotoArea(page, 'ip-lists');
  await page.getByRole('link', { name: 'office' }).click();
  // On a phone, in the dark theme.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const entries = page.getByRole('table', { name: 'Entries' });
  await expect(entries.getByRole('row')).toHaveCount(4);
  await entries.getByRole('checkbox', { name: 'Select all 3 shown' }).check();
  await entries.getByRole('checkbox', { name: 'Select 2001:db8:1234::/48' }).uncheck();
  await expect(page.getByText('2 entries selected')).toBeVisible();

  // Another client removes one of them first.
  const listId = /ip-lists\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  const gone = await request.delete(
    `${EMULATOR_URL}/network/ip_lists/${listId}/entries/d3cb8245-d1b4-4a7e-b0e1-8dafa87f4c3e?team_id=${DEMO_TEAM_IDS.production}`,
    { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } },
  );
  expect(gone.ok()).toBe(true);

  await page.getByRole('button', { name: 'Remove selected' }).click();
  const dialog = bulkDialog(page, 'Remove 2 entries');
  await expectNoAxeViolations(page, 'remove entries dialog at 390 px, dark');
  await expect(dialog.getByRole('list', { name: 'The 2 selected' }).getByRole('listitem')).toHaveText([
    '198.51.100.0/28',
    '192.0.2.44',
  ]);
  await dialog.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('2');
  await dialog.getByRole('button', { name: 'Remove 2 entries' }).click();
  await expect(dialog.getByRole('status').first()).toHaveText('2 removed.', SLOW);
  await expect(eachOne(dialog).getByRole('listitem').filter({ hasText: '192.0.2.44' })).toContainText('Already gone');
  expect(sent).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(entries).toContainText('2001:db8:1234::/48');
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
      const dialog = bulkDialog(page, 'Take a snapshot of 2 VMs');
      await expect(dialog.getByRole('button', { name: 'Take 2 snapshots' })).toBeInViewport();
      await expectNoAxeViolations(page, `bulk snapshot dialog at ${width} px, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
