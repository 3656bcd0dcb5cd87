import type { Locator, Page } from '@playwright/test';
import { DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { documentedErrorsOnly, gotoArea, resetEmulator } from './helpers';
import { runCurl, shownCurl } from './shownRequest';

// The "API request" of each VM, reserved IP and snapshot form and action, run as curl against the
// emulator: it must do what the form or action does. Demo fixture: src/emulator/core/demoFixture.ts
// (web-2 at 192.0.2.11, worker-1 stopped, the reserved IP "spare-fra" attached to nothing).
const SLOW = { timeout: 20_000 };
const SPARE_FRA = '27cdf0df-60c7-4eab-9aca-c3fc4655cbd8';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const request = (scope: Locator) => scope.getByRole('region', { name: 'API request' });

/** Runs the curl `scope` shows and expects the API to accept it, then closes the dialog unsent. */
async function runShown(scope: Locator, close = 'Cancel'): Promise<string> {
  const answer = await runCurl(await shownCurl(scope));
  expect(answer.status, answer.body).toBeGreaterThanOrEqual(200);
  expect(answer.status, answer.body).toBeLessThan(300);
  await scope.getByRole('button', { name: close }).click();
  await expect(scope).toBeHidden();
  return answer.body;
}

async function openVm(page: Page, id: string, name: string) {
  await gotoArea(page, `vms/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function chooseAction(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Actions' }).click(SLOW);
  await page.getByRole('menuitem', { name: entry }).click();
}

/** What the curl did shows once the page reads it again (the lists this tab holds were read before). */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass(SLOW);
}
const SOON = { timeout: 2_000 };

const rdns = (page: Page) => page.getByRole('region', { name: 'Reverse DNS' });
const vmRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Virtual machines' }).getByRole('row').filter({ hasText: name });

test('the reverse DNS and rename forms’ curls set what the forms would', async ({ page }) => {
  test.setTimeout(60_000);
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');

  await rdns(page).getByRole('button', { name: 'Change reverse DNS of 192.0.2.11' }).click();
  const set = page.getByRole('dialog', { name: 'Reverse DNS of 192.0.2.11' });
  await set.getByRole('button', { name: 'API request' }).click();
  await set.getByRole('textbox', { name: 'Domain name' }).fill('shop.acme.example');
  await expect(request(set).getByRole('figure', { name: 'JSON body' })).toContainText('"ip_addr": "192.0.2.11"');
  await runShown(set);
  await reloadUntil(page, () => expect(rdns(page)).toContainText('shop.acme.example', SOON));

  await rdns(page).getByRole('button', { name: 'Remove reverse DNS of 192.0.2.11' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Remove reverse DNS name' });
  await expect(request(remove)).toHaveCount(0);
  await shownCurl(remove);
  await expect(request(remove)).toContainText(/DELETE http:\/\/127\.0\.0\.1:\d+\/api\/vm\/[^/]+\/rdns\/192\.0\.2\.11/);
  await runShown(remove);
  await reloadUntil(page, () => expect(rdns(page)).not.toContainText('shop.acme.example', SOON));

  await chooseAction(page, 'Rename…');
  const rename = page.getByRole('dialog', { name: 'Rename VM' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('web-2-from-curl');
  await expect(request(rename)).toHaveCount(0);
  await shownCurl(rename);
  // The view follows the form: an emptied name has nothing to send.
  await rename.getByRole('textbox', { name: 'Name' }).fill('');
  await expect(request(rename)).toContainText('once the form can be sent');
  await rename.getByRole('textbox', { name: 'Name' }).fill('web-2-from-curl');
  await expect(request(rename)).toContainText(/PATCH http:\/\/127\.0\.0\.1:\d+\/api\/vm\//);
  await runShown(rename);
  await reloadUntil(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'web-2-from-curl' })).toBeVisible(SOON),
  );
});

test('the snapshot, reboot and delete actions’ curls do what confirming would', async ({ page }) => {
  test.setTimeout(90_000);
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');
  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const snapshot = page.getByRole('dialog', { name: 'Take snapshot' });
  await snapshot.getByRole('textbox', { name: /^Name/ }).fill('snapshot-from-curl');
  await expect(request(snapshot)).toHaveCount(0);
  await shownCurl(snapshot);
  await expect(request(snapshot).getByRole('figure', { name: 'JSON body' })).toContainText(
    '"name": "snapshot-from-curl"',
  );
  await runShown(snapshot);
  await gotoArea(page, 'snapshots');
  await reloadUntil(page, () =>
    expect(page.getByRole('table', { name: 'Snapshots' })).toContainText('snapshot-from-curl', SOON),
  );

  // worker-1 is off: the reboot's curl starts it.
  await gotoArea(page, 'vms');
  await expect(vmRow(page, 'worker-1').getByRole('cell').nth(3)).toContainText('Off');
  await openVm(page, DEMO_VM_IDS.worker1, 'worker-1');
  await page.getByRole('button', { name: 'Start (reboot)' }).click();
  const reboot = page.getByRole('alertdialog', { name: 'Reboot worker-1' });
  await shownCurl(reboot);
  await reboot.getByRole('checkbox', { name: 'Force reboot' }).check();
  await expect(request(reboot).getByRole('figure', { name: 'JSON body' })).toContainText('"force_stop": true');
  await runShown(reboot);
  await gotoArea(page, 'vms');
  await reloadUntil(page, () => expect(vmRow(page, 'worker-1').getByRole('cell').nth(3)).toContainText('On', SOON));

  await openVm(page, DEMO_VM_IDS.edge1, 'edge-1');
  await chooseAction(page, 'Delete VM…');
  const remove = page.getByRole('alertdialog', { name: 'Delete VM' });
  await shownCurl(remove);
  await expect(request(remove)).toContainText(/DELETE http:\/\/127\.0\.0\.1:\d+\/api\/vm\/[^?]+\?team_id=/);
  await runShown(remove);
  await gotoArea(page, 'vms');
  await reloadUntil(page, () => expect(vmRow(page, 'edge-1')).toHaveCount(0, SOON));
});

test('the deploy form’s curl deploys the VM the form would', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoArea(page, 'vms');
  await page.getByRole('link', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a VM' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await page.getByRole('radio', { name: 'vps-2' }).check();
  const aside = page.locator('aside').filter({ has: page.getByRole('button', { name: 'Deploy VM' }) });
  await aside.getByRole('button', { name: 'API request' }).click();
  await expect(request(aside)).toContainText('once the form is complete');
  await page.getByRole('combobox', { name: 'OS template' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Name/ }).fill('deployed-by-curl');
  await expect(request(aside)).toContainText(/POST http:\/\/127\.0\.0\.1:\d+\/api\/vm(?!\/)/);
  await expect(request(aside).getByRole('figure', { name: 'JSON body' })).toContainText('"name": "deployed-by-curl"');
  const answer = await runCurl(await shownCurl(aside));
  expect(answer.status, answer.body).toBe(201);
  await gotoArea(page, 'vms');
  await reloadUntil(page, () => expect(vmRow(page, 'deployed-by-curl')).toBeVisible(SOON));
});

test('the reserved IP forms’ and actions’ curls reserve, attach, detach and release', async ({ page }) => {
  test.setTimeout(90_000);
  const table = page.getByRole('table', { name: 'Reserved IPs' });
  await gotoArea(page, 'reserved-ips');
  await page.getByRole('button', { name: 'Reserve new IP' }).first().click();
  const create = page.getByRole('dialog', { name: 'Reserve a new IP' });
  await create.getByRole('combobox', { name: /^Location/ }).selectOption('Amsterdam');
  await create.getByRole('textbox', { name: /^Name/ }).fill('reserved-by-curl');
  await shownCurl(create);
  await expect(request(create).getByRole('figure', { name: 'JSON body' })).toContainText('"ip_type": "ipv4"');
  await runShown(create);
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: 'reserved-by-curl' })).toBeVisible();

  await gotoArea(page, `reserved-ips/${SPARE_FRA}`);
  const details = page.getByRole('region', { name: 'Reserved IP details' });
  await page.getByRole('button', { name: 'Attach to VM' }).click();
  const attach = page.getByRole('dialog', { name: 'Attach to a VM' });
  await attach.getByRole('combobox', { name: 'VM' }).selectOption({ label: 'worker-1 (192.0.2.30)' });
  await shownCurl(attach);
  await expect(request(attach).getByRole('figure', { name: 'JSON body' })).toContainText('"anchor_ip": "192.0.2.30"');
  await runShown(attach);
  await page.reload();
  await expect(details.getByRole('link', { name: 'worker-1' })).toBeVisible();

  await page.getByRole('button', { name: 'Detach' }).click();
  const detach = page.getByRole('alertdialog', { name: 'Detach reserved IP' });
  await shownCurl(detach);
  await expect(request(detach).getByRole('figure', { name: 'JSON body' })).toContainText('"anchor_ip": null');
  await runShown(detach);
  await page.reload();
  await expect(details).toContainText('Not attached');

  await page.getByRole('button', { name: 'Delete' }).click();
  const release = page.getByRole('alertdialog', { name: 'Delete reserved IP' });
  await shownCurl(release);
  await runShown(release);
  await gotoArea(page, 'reserved-ips');
  await expect(table.getByRole('row').filter({ hasText: 'spare-fra' })).toHaveCount(0);
});

test('the API request view opens by keyboard, and is axe clean at every width and in the dark theme', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openVm(page, DEMO_VM_IDS.web2, 'web-2');
  await chooseAction(page, 'Rename…');
  const rename = page.getByRole('dialog', { name: 'Rename VM' });
  const toggle = rename.getByRole('button', { name: 'API request' });
  await expect(rename.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(request(rename)).toContainText('$ONIDEL_TOKEN');
  await page.keyboard.press('Tab');
  await expect(rename.getByRole('button', { name: 'Copy JSON body' })).toBeFocused();

  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(request(rename)).toBeVisible();
    await expectNoAxeViolations(page, `rename dialog with its API request at ${width} px`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'rename dialog with its API request, dark theme');
  await page.keyboard.press('Escape');
  await expect(rename).toBeHidden();
});

test(
  'a refused curl answers the documented status, and sending the form says it in the operation’s words',
  { tag: '@errors' },
  async ({ page }) => {
    await openVm(page, DEMO_VM_IDS.web2, 'web-2');
    await rdns(page).getByRole('button', { name: 'Change reverse DNS of 192.0.2.11' }).click();
    const set = page.getByRole('dialog', { name: 'Reverse DNS of 192.0.2.11' });
    const domain = set.getByRole('textbox', { name: 'Domain name' });
    await domain.fill('nowhere.example.com');
    const curl = await shownCurl(set);

    // A domain that does not resolve to the address: 400, as the provider documents it.
    const answer = await runCurl(curl);
    expect(answer.status, answer.body).toBe(400);

    await set.getByRole('button', { name: 'Save name' }).click();
    await expect(set.getByRole('alert')).toContainText(
      documentedErrorsOnly()
        ? 'The address is not valid, or the domain does not resolve to it yet.'
        : 'This domain does not resolve yet.',
    );
    // The view is the request, whatever the answer: the refusal does not change it, nor what was typed.
    await expect(domain).toHaveValue('nowhere.example.com');
    expect(await shownCurl(set)).toBe(curl);
  },
);
