import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_TOKEN,
  documentedErrorsOnly,
  expectDuplicateRuleRefused,
  expectNoCspViolations,
  gotoArea,
  recordRequestBodies,
  resetEmulator,
  withoutExtensions,
} from './helpers';
import { EMULATOR_URL } from './env';
import { DEMO_FIREWALL_IDS } from '../src/emulator/core/demoFixture';

const PRODUCTION = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const WEB_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const OFFICE_LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const groupsTable = (page: Page) => page.getByRole('table', { name: /^Firewall groups/ });
const rulesTable = (page: Page) => page.getByRole('table', { name: 'Rules' });
const ruleRow = (page: Page, text: string) => rulesTable(page).getByRole('row').filter({ hasText: text });

/** POSTs to a group's rules, to prove a refused form sent nothing. */
function countRulePosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/network\/firewalls\/[^/]+\/rules$/.test(new URL(request.url()).pathname))
      count += 1;
  });
  return () => count;
}

async function createGroup(page: Page, description: string) {
  await page.getByRole('button', { name: 'Create group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create firewall group' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
}

async function openAddRule(page: Page) {
  await page.getByRole('button', { name: 'Add rule' }).click();
  return page.getByRole('dialog', { name: 'Add rule' });
}

test('lists the groups with counts; search, filter and sort live in the URL', async ({ page }) => {
  await gotoArea(page, 'firewalls');
  await expect(page).toHaveTitle(/Firewalls/);
  const web = groupsTable(page).getByRole('row').filter({ hasText: 'Public web servers' });
  await expect(web).toContainText('7');
  await expect(web).toContainText('In use · 3 VMs');
  await expect(groupsTable(page).getByRole('row')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Search firewall groups' }).fill('database');
  await expect(page).toHaveURL(/\?q=database$/);
  await expect(groupsTable(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search firewall groups' }).fill('');
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/sort=rules&dir=desc/);
  await expect(page.getByRole('columnheader', { name: 'Rules' })).toHaveAttribute('aria-sort', 'descending');
  await expect(groupsTable(page).getByRole('row').nth(1)).toContainText('Public web servers');

  await web.getByRole('link', { name: 'Public web servers' }).click();
  await expect(page).toHaveURL(new RegExp(`/firewalls/${WEB_GROUP}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Public web servers' })).toBeVisible();
  // The rules of every source kind, then the two permanent drop rules at the bottom.
  await expect(ruleRow(page, 'SSH from the office')).toContainText('198.51.100.0/28');
  await expect(ruleRow(page, 'Origin pulls via Cloudflare')).toContainText('CDN/proxy');
  await expect(
    ruleRow(page, 'node_exporter from the office').getByRole('link', { name: 'IP list office' }),
  ).toBeVisible();
  const rows = rulesTable(page).getByRole('row');
  await expect(rows).toHaveCount(1 + 7 + 2);
  await expect(rows.nth(8)).toContainText('Drops all IPv4 traffic not allowed above');
  await expect(rows.nth(9)).toContainText('Drops all IPv6 traffic not allowed above');
  await expect(rows.nth(9)).toContainText('Drop');

  await page.getByRole('combobox', { name: 'IP version' }).selectOption('v6');
  await expect(page).toHaveURL(/ip=v6/);
  await expect(rows).toHaveCount(1 + 1 + 1);
  await expectNoCspViolations(page);
});

test(
  'creates a group and adds rules of each source kind, with the normalisation shown first',
  { tag: '@live' },
  async ({ page }) => {
    await gotoArea(page, 'firewalls');
    await createGroup(page, 'e2e edge');
    await expect(page.getByText('This group has no rules yet')).toBeVisible();
    await expect(rulesTable(page).getByRole('row')).toHaveCount(3); // header + two drop rules

    // An address with host bits set: what will be stored is shown before sending.
    let dialog = await openAddRule(page);
    await dialog.getByRole('textbox', { name: 'Port' }).fill('443');
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('203.0.113.77/24');
    await expect(dialog.getByText('Host bits are set: 203.0.113.0/24 will be stored.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('HTTPS from partners');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(ruleRow(page, 'HTTPS from partners')).toContainText('203.0.113.0/24');

    // An IPv6 address in the same field: the address gives the version, and no ip_type is sent.
    dialog = await openAddRule(page);
    await expect(dialog.getByRole('radio', { name: 'IPv6' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Port' }).fill('8000:8080');
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('2001:db8::1');
    const sent = await recordRequestBodies(page, 'POST', /\/network\/firewalls\/[^/]+\/rules$/);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
      { team_id: expect.any(String), protocol: 'tcp', port: '8000:8080', subnet: '2001:db8::1', subnet_size: '128' },
    ]);
    await expect(ruleRow(page, '2001:db8::1/128')).toContainText('8000–8080');

    // A provider, labelled with what it is.
    dialog = await openAddRule(page);
    await dialog.getByRole('radio', { name: 'UDP' }).check();
    await dialog.getByRole('textbox', { name: 'Port' }).fill('53');
    await dialog.getByRole('radio', { name: 'Provider' }).check();
    const provider = dialog.getByRole('combobox', { name: 'Provider' });
    await expect(provider.getByRole('option')).toHaveText([
      'Choose a provider…',
      'Cloudflare (CDN/proxy)',
      'Onidel (hosting provider)',
      'HetrixTools (uptime/monitoring)',
      'CloudFront (CDN)',
      'UptimeRobot (uptime monitoring)',
    ]);
    await provider.selectOption('UptimeRobot');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(ruleRow(page, 'UptimeRobot')).toContainText('UDP');

    // An IP list chosen from the team's lists; ICMP hides the port.
    dialog = await openAddRule(page);
    await dialog.getByRole('radio', { name: 'ICMP' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'IP list' }).check();
    await dialog.getByRole('combobox', { name: 'IP list' }).selectOption({ label: 'office (3 entries)' });
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(ruleRow(page, 'IP list office')).toContainText('ICMP');

    await expect(rulesTable(page).getByRole('row')).toHaveCount(1 + 4 + 2);
    await expect(page.getByText('4 rules')).toBeVisible();
  },
);

test(
  'a duplicate is flagged before sending; one the page did not know of is refused by the server',
  { tag: '@errors' },
  async ({ page, request }) => {
    const posts = countRulePosts(page);
    await gotoArea(page, `firewalls/${WEB_GROUP}`);
    await expect(ruleRow(page, 'HTTPS over IPv6')).toBeVisible();

    // The same rule as "SSH from the office", written with host bits set: caught in the browser.
    const dialog = await openAddRule(page);
    await dialog.getByRole('textbox', { name: 'Port' }).fill('22');
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('198.51.100.5/28');
    await expect(dialog.getByRole('alert')).toContainText('An identical rule already exists in this group');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeVisible();
    expect(posts()).toBe(0);

    // Another client adds a rule after the page read the list; the server refuses the same one.
    const raced = await request.post(`${EMULATOR_URL}/network/firewalls/${WEB_GROUP}/rules`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      data: {
        team_id: PRODUCTION,
        protocol: 'tcp',
        port: '3000',
        subnet: '192.0.2.0',
        subnet_size: '24',
        desc: 'raced',
      },
    });
    expect(raced.status()).toBe(201);
    await dialog.getByRole('textbox', { name: 'Port' }).fill('3000');
    await dialog.getByRole('textbox', { name: 'IP address or CIDR' }).fill('192.0.2.0/24');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('mine');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expectDuplicateRuleRefused(dialog);
    expect(posts()).toBe(1);
    // Everything typed stays, and the list now shows the rule it collided with.
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('mine');
    await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('3000');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ruleRow(page, 'raced')).toContainText('192.0.2.0/24');
  },
);

test('edits a rule description up to 255 characters and deletes a rule after confirmation', async ({ page }) => {
  await gotoArea(page, `firewalls/${WEB_GROUP}`);
  await ruleRow(page, 'Ping').getByRole('button', { name: 'Edit ICMP all ports from 0.0.0.0/0' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rule description' });
  const field = edit.getByRole('textbox', { name: 'Description' });
  await expect(field).toHaveValue('Ping');

  await field.fill('p'.repeat(256));
  await expect(edit.getByText('256 / 255')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/at most 255 characters; it has 256/);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeVisible();
  await expect(field).toBeFocused();

  await field.fill('q'.repeat(255));
  await expect(edit.getByText('255 / 255')).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(ruleRow(page, 'q'.repeat(255))).toBeVisible();

  await ruleRow(page, 'HTTPS over IPv6').getByRole('button', { name: 'Delete TCP 443 from ::/0' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete rule' });
  await expect(confirm).toHaveAccessibleDescription(/Stop allowing TCP 443 from ::\/0\?/);
  await confirm.getByRole('button', { name: 'Delete rule' }).click();
  await expect(confirm).toBeHidden();
  await expect(ruleRow(page, 'HTTPS over IPv6')).toHaveCount(0);
  await expect(page.getByText('6 rules')).toBeVisible();
});

test(
  'renames and deletes a group; a group VMs use is refused with the reason',
  { tag: '@errors' },
  async ({ page }) => {
    await gotoArea(page, `firewalls/${WEB_GROUP}`);
    await page.getByRole('button', { name: 'Delete group' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Delete firewall group' });
    // The page knows 3 VMs use the group: no name to type, and the delete is disabled with the reason.
    await expect(confirm).toContainText('3 VMs use this group: apply another group to them first.');
    await expect(confirm.getByRole('textbox', { name: /to confirm/ })).toHaveCount(0);
    const confirmButton = confirm.getByRole('button', { name: 'Delete group' });
    await expect(confirmButton).toBeDisabled();
    await expect(confirmButton).toHaveAccessibleDescription('3 VMs use this group: apply another group to them first.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await gotoArea(page, 'firewalls');
    await createGroup(page, 'to rename');
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename firewall group' });
    await rename.getByRole('textbox', { name: 'Description' }).fill('renamed group');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'renamed group' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete group' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Delete firewall group' });
    await confirm.getByRole('textbox', { name: /to confirm/ }).fill('renamed group');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(page).toHaveURL(/\/firewalls$/);
    await expect(groupsTable(page).getByRole('row').filter({ hasText: 'renamed group' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Firewall group “renamed group” deleted.',
    );
  },
);

test(
  'without the list extensions: open by id, groups of this tab, rules added here',
  { tag: '@errors' },
  async ({ page }) => {
    await withoutExtensions(page, [
      'GET /network/firewalls',
      'GET /network/firewalls/{id}/rules',
      'GET /network/ip_lists',
    ]);
    await gotoArea(page, 'firewalls');
    await expect(page.getByText('This server does not offer a list of firewall groups.')).toBeVisible();
    await expect(page.getByText('No groups in this tab yet')).toBeVisible();

    // An unknown id: the server's 404 in plain words.
    await page.getByRole('textbox', { name: 'Firewall group ID' }).fill('0b1c5a52-9d7e-4f8e-8a0e-5d1b3c2a4f60');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: 'Firewall group not found' })).toBeVisible();
    // The emulator's code is shown for support; a server that documents no code gets the operation's words.
    if (documentedErrorsOnly()) {
      await expect(page.getByText('This firewall group no longer exists, or belongs to another team.')).toBeVisible();
      await expect(page.getByText(/HTTP_|404/)).toHaveCount(0);
    } else {
      await expect(page.getByText('NOT_FOUND')).toBeVisible();
    }

    await gotoArea(page, 'firewalls');
    await page.getByRole('textbox', { name: 'Firewall group ID' }).fill(WEB_GROUP);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Public web servers' })).toBeVisible();
    await expect(page.getByText('This server does not list a group’s rules')).toContainText('the group has 7 in all');

    // A rule on an IP list pasted by id, since the lists cannot be listed.
    const dialog = await openAddRule(page);
    await dialog.getByRole('textbox', { name: 'Port' }).fill('9200');
    await dialog.getByRole('radio', { name: 'IP list' }).check();
    await dialog.getByRole('textbox', { name: 'IP list ID' }).fill('not-an-id');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByRole('textbox', { name: 'IP list ID' })).toHaveAccessibleDescription(/Choose an IP list/);
    await dialog.getByRole('textbox', { name: 'IP list ID' }).fill(OFFICE_LIST);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(ruleRow(page, `IP list ${OFFICE_LIST}`)).toContainText('9200');

    await gotoArea(page, 'firewalls');
    await createGroup(page, 'made without a list');
    await gotoArea(page, 'firewalls');
    await expect(groupsTable(page).getByRole('row').filter({ hasText: 'made without a list' })).toBeVisible();
    await expect(groupsTable(page).getByRole('row').filter({ hasText: 'Public web servers' })).toBeVisible();
    await expect(page.getByText('2 groups')).toBeVisible();
  },
);

test('"Apply to VMs" follows each VM to its end, says it finished, and the group’s count agrees with its VM list', async ({
  page,
}) => {
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.database}`);
  const vmsFact = page.getByRole('definition').filter({ has: page.getByRole('link', { name: 'db-1' }) });
  await expect(vmsFact).toHaveText(/^1\s*·\s*db-1$/);

  await page.getByRole('button', { name: 'Apply to VMs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to VMs' });
  await dialog.getByRole('checkbox', { name: 'web-2' }).check();
  await dialog.getByRole('checkbox', { name: 'worker-1' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const results = dialog.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').filter({ hasText: 'web-2' })).toContainText('applying…');
  await expect(dialog).toContainText('Finished: 2 applied.', { timeout: 20_000 });
  await expect(results.getByRole('listitem').filter({ hasText: 'web-2' })).toContainText('web-2: applied.');
  await expect(results.getByRole('listitem').filter({ hasText: 'worker-1' })).toContainText('worker-1: applied.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Without a reload: the count and the list of VMs agree.
  await expect(vmsFact).toHaveText(/^3\s*·/);
  await expect(vmsFact.getByRole('link')).toHaveCount(3);
  for (const name of ['db-1', 'web-2', 'worker-1']) await expect(vmsFact.getByRole('link', { name })).toBeVisible();
  await gotoArea(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
  const webFact = page.getByRole('definition').filter({ has: page.getByRole('link', { name: 'web-1' }) });
  await expect(webFact).toHaveText(/^2\s*·/);
  await expect(webFact.getByRole('link')).toHaveCount(2);
});
