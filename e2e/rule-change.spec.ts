import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { DEMO_TOKEN, expectDuplicateRuleRefused, gotoArea, recordRequestBodies, resetEmulator } from './helpers';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS } from '../src/emulator/core/demoFixture';

const SSH_RULE = '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6';
const SSH_LABEL = 'TCP 22 from 198.51.100.0/28';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Rules' });
const ruleRow = (page: Page, text: string) => rulesTable(page).getByRole('row').filter({ hasText: text });
const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change port or source' });
const steps = (page: Page) => changeDialog(page).getByRole('list', { name: 'Steps' });

/** The rule requests the page sends: a POST to the group's rules, a DELETE of one rule. */
function ruleRequests(page: Page): { posts: () => number; deletes: () => string[] } {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/network\/firewalls\/[^/]+\/rules(\/[^/]+)?$/.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return {
    posts: () => sent.filter((request) => request.method() === 'POST').length,
    // The path after the API's base, which the preview serves under a prefix.
    deletes: () =>
      sent
        .filter((request) => request.method() === 'DELETE')
        .map((request) => new URL(request.url()).pathname.replace(/^.*(?=\/network\/)/, '')),
  };
}

async function openChange(page: Page) {
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
  await ruleRow(page, 'SSH from the office')
    .getByRole('button', { name: `Change port or source of ${SSH_LABEL}` })
    .click();
  await expect(changeDialog(page)).toHaveAccessibleDescription(SSH_LABEL);
  return changeDialog(page);
}

test('changes a rule’s port: the new rule is added, then the old removed, each step shown', async ({ page }) => {
  const requests = ruleRequests(page);
  const dialog = await openChange(page);
  const port = dialog.getByRole('textbox', { name: 'Port' });
  await expect(port).toHaveValue('22');
  await expect(dialog.getByRole('textbox', { name: 'IP address or CIDR' })).toHaveValue('198.51.100.0/28');

  // The same port and source: nothing to send.
  await dialog.getByRole('button', { name: 'Change rule' }).click();
  await expect(dialog).toBeHidden();
  expect(requests.posts()).toBe(0);

  await ruleRow(page, 'SSH from the office')
    .getByRole('button', { name: `Change port or source of ${SSH_LABEL}` })
    .click();
  // The removal waits until the first step has been seen.
  let releaseDelete: () => void = () => undefined;
  const deleteHeld = new Promise<void>((resolve) => (releaseDelete = resolve));
  await page.route(
    (url) => url.pathname.endsWith(`/rules/${SSH_RULE}`),
    async (route) => {
      if (route.request().method() === 'DELETE') await deleteHeld;
      await route.fallback();
    },
  );
  const sent = await recordRequestBodies(page, 'POST', /\/network\/firewalls\/[^/]+\/rules$/);
  await port.fill('2222');
  await port.press('Enter');
  await expect(steps(page)).toContainText('New rule added.');
  await expect(steps(page)).toContainText('Removing the old rule…');
  releaseDelete();
  await expect(steps(page)).toContainText('Old rule removed.');
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    {
      team_id: DEMO_TEAM_IDS.production,
      protocol: 'tcp',
      port: '2222',
      subnet: '198.51.100.0',
      subnet_size: '28',
      desc: 'SSH from the office',
    },
  ]);
  expect(requests.deletes()).toEqual([`/network/firewalls/${DEMO_FIREWALL_IDS.web}/rules/${SSH_RULE}`]);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(ruleRow(page, 'SSH from the office')).toHaveCount(1);
  await expect(ruleRow(page, 'SSH from the office')).toContainText('2222');
  await expect(page.getByText('7 rules')).toBeVisible();

  // Both steps are in the activity list.
  await page.getByRole('button', { name: /^Activity/ }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Add firewall rule' })).toHaveCount(1);
  await expect(activity.getByRole('listitem').filter({ hasText: 'Delete firewall rule' })).toHaveCount(1);
});

test(
  'a refused new rule keeps the old one and everything typed, and removes nothing',
  { tag: '@errors' },
  async ({ page, request }) => {
    const requests = ruleRequests(page);
    const dialog = await openChange(page);
    // Another client adds the rule this change would make, after the page read the list.
    const raced = await request.post(`${EMULATOR_URL}/network/firewalls/${DEMO_FIREWALL_IDS.web}/rules`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      data: {
        team_id: DEMO_TEAM_IDS.production,
        protocol: 'tcp',
        port: '22',
        subnet: '192.0.2.0',
        subnet_size: '24',
        desc: 'raced',
      },
    });
    expect(raced.status()).toBe(201);
    const source = dialog.getByRole('textbox', { name: 'IP address or CIDR' });
    await source.fill('192.0.2.0/24');
    await dialog.getByRole('button', { name: 'Change rule' }).click();
    await expectDuplicateRuleRefused(dialog);
    await expect(steps(page)).toContainText('New rule not added. The old rule is kept: nothing changed.');
    await expect(source).toHaveValue('192.0.2.0/24');
    await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('22');
    expect(requests.posts()).toBe(1);
    expect(requests.deletes()).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ruleRow(page, 'SSH from the office')).toContainText('198.51.100.0/28');
    await expect(ruleRow(page, 'raced')).toContainText('192.0.2.0/24');
  },
);

test('a failed removal says both rules exist, and the retry sends only the removal', async ({ page }) => {
  const requests = ruleRequests(page);
  const dialog = await openChange(page);
  // The network fails for the removal (the client's own retries of a DELETE included) until the retry.
  let networkDown = true;
  await page.route(
    (url) => url.pathname.endsWith(`/rules/${SSH_RULE}`),
    (route) =>
      route.request().method() === 'DELETE' && networkDown ? route.abort('connectionfailed') : route.fallback(),
  );
  await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.0/24');
  await dialog.getByRole('button', { name: 'Change rule' }).click();

  const retry = dialog.getByRole('button', { name: 'Retry removing the old rule' });
  await expect(retry).toBeFocused();
  await expect(steps(page)).toContainText('New rule added.');
  await expect(steps(page)).toContainText('Old rule not removed.');
  await expect(dialog).toContainText(
    'Both rules now exist: the new TCP 22 from 203.0.113.0/24 and the old TCP 22 from 198.51.100.0/28',
  );
  await expect(ruleRow(page, 'SSH from the office')).toHaveCount(2);
  const failedAttempts = requests.deletes().length;
  expect(failedAttempts).toBeGreaterThan(0);

  networkDown = false;
  await page.keyboard.press('Enter');
  await expect(steps(page)).toContainText('Old rule removed.');
  await expect(dialog).not.toContainText('Both rules now exist');
  expect(requests.posts()).toBe(1);
  // The retry is one more DELETE of the old rule, and no new POST.
  expect(requests.deletes()).toEqual(
    Array.from({ length: failedAttempts + 1 }, () => `/network/firewalls/${DEMO_FIREWALL_IDS.web}/rules/${SSH_RULE}`),
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(ruleRow(page, 'SSH from the office')).toHaveCount(1);
  await expect(ruleRow(page, 'SSH from the office')).toContainText('203.0.113.0/24');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the change dialog and its steps are axe clean at 1440, 1024 and 390 px (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.route(
      (url) => url.pathname.endsWith(`/rules/${SSH_RULE}`),
      (route) => (route.request().method() === 'DELETE' ? route.abort('connectionfailed') : route.fallback()),
    );
    const dialog = await openChange(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(dialog.getByRole('button', { name: 'Change rule' })).toBeInViewport();
      await expectNoAxeViolations(page, `change rule form, ${width} px, ${colorScheme}`);
    }
    await dialog.getByRole('textbox', { name: 'Port' }).fill('2200');
    await dialog.getByRole('button', { name: 'Change rule' }).click();
    await expect(dialog.getByRole('button', { name: 'Retry removing the old rule' })).toBeFocused();
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(dialog.getByRole('button', { name: 'Retry removing the old rule' })).toBeInViewport();
      await expectNoAxeViolations(page, `change rule, removal failed, ${width} px, ${colorScheme}`);
    }
  });
}
