import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoArea, recordRequestBodies, resetEmulator, signIn } from './helpers';
import { NEW_KEY } from './keys';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS, DEMO_VM_IDS } from '../src/emulator/core/demoFixture';
import { paths } from '../src/lib/paths';

/**
 * The shapes the live API was seen to answer (docs/emulator.md, `--live-api`), each read by the
 * page. Only the `live-api` project runs this file (playwright.config.ts).
 */
const PRODUCTION = DEMO_TEAM_IDS.production;

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/**
 * The JSON body of the next answer to `method` on an API path matching `path`, read as it passes through
 * the test (a response's body is gone from the browser once the page that asked moves on).
 */
const answerTo = (page: Page, method: string, path: RegExp): Promise<unknown> =>
  new Promise((resolve) => {
    void page.route(
      (url) => path.test(url.pathname),
      async (route) => {
        if (route.request().method() !== method) return route.fallback();
        const response = await route.fetch();
        const body = await response.text();
        resolve(JSON.parse(body));
        return route.fulfill({ response, body });
      },
    );
  });

test('a rule answered with subnet_size as text is listed with its prefix', { tag: '@live' }, async ({ page }) => {
  await signIn(page, { path: paths.firewallGroup(PRODUCTION, DEMO_FIREWALL_IDS.web) });
  await page.getByRole('button', { name: 'Add rule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByRole('textbox', { name: 'Port' }).fill('8443');
  await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('198.51.100.0/24');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('live admin');
  const created = answerTo(page, 'POST', /\/network\/firewalls\/[^/]+\/rules$/);
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  const answer = (await created) as { firewall_rule: { subnet_size: unknown } };
  expect(answer.firewall_rule.subnet_size).toBe('24');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Rules' }).getByRole('row').filter({ hasText: 'live admin' });
  await expect(row).toContainText('198.51.100.0/24');
  await expect(row).toContainText('8443');
});

test(
  'a VM read with its firewall group as a number shows the group by name; its VPC is read from the VPC',
  { tag: '@live' },
  async ({ page }) => {
    const vmRead = answerTo(page, 'GET', new RegExp(`/vm/${DEMO_VM_IDS.web1}$`));
    const vpcList = answerTo(page, 'GET', /\/network\/vpcs$/);
    await signIn(page, { path: paths.vm(PRODUCTION, DEMO_VM_IDS.web1) });
    const vm = (await vmRead) as { firewall_group_id: unknown };
    expect(typeof vm.firewall_group_id).toBe('number');
    const vpcs = (await vpcList) as { vpcs: Record<string, unknown>[] };
    expect(vpcs.vpcs.length).toBeGreaterThan(0);
    expect(vpcs.vpcs.some((vpc) => 'attached_vms' in vpc)).toBe(false);

    const details = page.getByRole('region', { name: 'VM details' });
    await expect(details.getByRole('link', { name: 'Public web servers' })).toHaveAttribute(
      'href',
      paths.firewallGroup(PRODUCTION, DEMO_FIREWALL_IDS.web),
    );
    await expect(page.getByRole('region', { name: 'VPCs' }).getByRole('link', { name: 'prod-ams' })).toBeVisible();
  },
);

test('the VPC list without attached_vms still counts each VPC’s VMs', { tag: '@live' }, async ({ page }) => {
  const vpcList = answerTo(page, 'GET', /\/network\/vpcs$/);
  // Straight to the VPCs page: the VM list, where signing in lands, reads the VPCs too, and its answer's body
  // is gone once the page moves on.
  await signIn(page, { path: paths.vpcs(PRODUCTION) });
  const listed = (await vpcList) as { vpcs: Record<string, unknown>[] };
  expect(listed.vpcs.some((vpc) => 'attached_vms' in vpc)).toBe(false);
  const row = page.getByRole('row').filter({ hasText: 'prod-ams' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').filter({ hasText: /^\d+$/ }).first()).toHaveText(/^[1-9]\d*$/);
});

test('an SSH key is added with team_id, "" in default-team mode', { tag: '@live' }, async ({ page }) => {
  // As a server without the team list: the console knows no team id.
  await page.route('**/api/teams', (route) => route.fulfill({ status: 404, body: '' }));
  await gotoArea(page, 'ssh-keys');
  await expect(page).toHaveURL(/\/teams\/default\/ssh-keys$/);
  const sent = await recordRequestBodies(page, 'POST', /\/ssh_keys$/);
  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('live key');
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY.line);
  await dialog.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(dialog).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
    { team_id: '', name: 'live key', ssh_key: NEW_KEY.line },
  ]);
  await expect(
    page.getByRole('table', { name: 'SSH keys' }).getByRole('row').filter({ hasText: 'live key' }),
  ).toBeVisible();
});
