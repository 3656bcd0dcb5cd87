import type { Page } from '@playwright/test';
import {
  HOSTILE_IDS,
  HOSTILE_LOCATIONS,
  HOSTILE_TEAM_IDS,
  HOSTILE_VALUES as V,
} from '../src/emulator/fixtures/hostileFixture';
import { MARKUP_PAYLOADS } from '../src/emulator/fixtures/payloads';
import { expect, test } from './fixtures';
import { expectCutWithWholeValue, expectHostileInputHandled, loadHostileFixture, trapScriptDialogs } from './hostile';
import { gotoArea, resetEmulator, settleAnimations } from './helpers';
import { NEW_KEY } from './keys';

/**
 * Hostile input: with the hostile fixture (src/emulator/fixtures/hostileFixture.ts) every
 * page and dialog shows each payload as text, runs no script, breaks no CSP rule and keeps its
 * layout at 1280×800, long values cut with their whole value at hand.
 */

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page, request }) => {
  await loadHostileFixture(request);
  await trapScriptDialogs(page);
});

// Back to the demo data for whatever runs next (every spec also resets before each test).
test.afterAll(async ({ request }) => {
  await resetEmulator(request);
});

// Pictures of every state checked, in <results dir>/screenshots/hostile/.
const DIR = `${process.env.E2E_RESULTS_DIR ?? 'test-results'}/screenshots/hostile`;

/** The checks of expectHostileInputHandled, and a picture of the state for a person to look at. */
async function check(page: Page, where: string, options?: Parameters<typeof expectHostileInputHandled>[2]) {
  await settleAnimations(page);
  await page.screenshot({ path: `${DIR}/${where.replace(/[^a-z0-9]+/gi, '-')}.png` });
  await expectHostileInputHandled(page, where, options);
}

/** Every markup payload is in the page's text, as typed. */
async function expectAllMarkupAsText(page: Page, where: string) {
  const text = await page.evaluate(() => document.body.textContent ?? '');
  for (const payload of MARKUP_PAYLOADS) expect(text, `${where}: ${payload}`).toContain(payload);
}

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
/** The start of a long value: enough to find it, short enough to be on screen. */
const start = (value: string) => value.slice(0, 24);

test('SSH keys: the list, add, edit and delete dialogs, and the team switcher', async ({ page }) => {
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row')).toHaveCount(4);
  await expectAllMarkupAsText(page, 'SSH keys');
  await check(page, 'SSH keys');

  const mixed = row(page, 'SSH keys', start(V.sshKeyMix));
  await mixed.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit SSH key' })).toBeVisible();
  await check(page, 'Edit SSH key', { showsPayload: false });
  await page.keyboard.press('Escape');

  await mixed.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete SSH key' })).toBeVisible();
  await check(page, 'Delete SSH key');
  await page.keyboard.press('Escape');

  // A right-to-left override in the name must not reverse the rest of the sentence.
  await row(page, 'SSH keys', 'invoice')
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete SSH key' })).toBeVisible();
  await check(page, 'Delete SSH key with a right-to-left override', { showsPayload: false });
  await page.getByRole('alertdialog', { name: 'Delete SSH key' }).getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('deleted.')).toBeVisible();
  await check(page, 'toast naming a key with a right-to-left override', { showsPayload: false });

  await page.getByRole('button', { name: 'Add SSH key' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add SSH key' });
  await add
    .getByRole('textbox', { name: 'Public key' })
    .fill(`${NEW_KEY.line.replace(/ \S+$/, '')} ${V.sshKeyComment}`);
  await check(page, 'Add SSH key');
  await page.keyboard.press('Escape');

  // The team switcher: a 10,000-character team name, whole in the list, the select no wider than it was.
  const teams = page.getByRole('combobox', { name: 'Team' });
  await expect(teams.locator(`option[value="${HOSTILE_TEAM_IDS.long}"]`)).toHaveText(V.teamLong);
  expect((await teams.boundingBox())?.width).toBeLessThanOrEqual(256);
  await teams.selectOption(HOSTILE_TEAM_IDS.long);
  await expect(page).toHaveURL(new RegExp(`/teams/${HOSTILE_TEAM_IDS.long}/ssh-keys$`));
  await expect(page.getByRole('table', { name: 'SSH keys' }).getByRole('row')).toHaveCount(2);
  await check(page, 'SSH keys of the long-named team');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await check(page, 'account menu');
});

test('startup scripts: the list, a 10,000-character script, create, edit and delete', async ({ page }) => {
  await gotoArea(page, 'startup-scripts');
  await expect(page.getByRole('table', { name: 'Startup scripts' }).getByRole('row')).toHaveCount(4);
  await expectAllMarkupAsText(page, 'startup scripts');
  await check(page, 'startup scripts');

  await row(page, 'Startup scripts', start(V.scriptMix))
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete startup script' })).toBeVisible();
  await check(page, 'Delete startup script');
  await page.keyboard.press('Escape');

  await row(page, 'Startup scripts', 'invoice')
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete startup script' })).toBeVisible();
  await check(page, 'Delete startup script with a right-to-left override', { showsPayload: false });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New script' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New startup script' })).toBeVisible();
  await check(page, 'New startup script', { showsPayload: false });
  await page.keyboard.press('Escape');

  await gotoArea(page, `startup-scripts/${HOSTILE_IDS.scriptMix}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(V.scriptMix);
  await expectAllMarkupAsText(page, 'script page');
  await check(page, 'script page');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await check(page, 'script page, editing', { showsPayload: false });
  await page.getByRole('textbox', { name: 'Name' }).press('End');
  await page.keyboard.type('!');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeVisible();
  await check(page, 'Discard unsaved changes', { showsPayload: false });
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete startup script' })).toBeVisible();
  await check(page, 'script page, delete dialog');
});

test('firewalls: the groups, a group with hostile rules, and every group and rule dialog', async ({ page }) => {
  await gotoArea(page, 'firewalls');
  await expect(page.getByRole('table', { name: 'Firewall groups' }).getByRole('row')).toHaveCount(3);
  await expectAllMarkupAsText(page, 'firewall groups');
  await check(page, 'firewall groups');
  await page.getByRole('button', { name: 'Create group' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create firewall group' })).toBeVisible();
  await check(page, 'Create firewall group', { showsPayload: false });
  await page.keyboard.press('Escape');

  await gotoArea(page, `firewalls/${HOSTILE_IDS.groupMix}`);
  await expect(page.getByRole('table', { name: 'Rules' }).getByRole('row')).toHaveCount(7);
  await expectAllMarkupAsText(page, 'firewall group');
  await check(page, 'firewall group');

  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename firewall group' })).toBeVisible();
  await check(page, 'Rename firewall group', { showsPayload: false });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete firewall group' })).toBeVisible();
  await check(page, 'Delete firewall group');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add rule' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add rule' });
  await add.getByRole('radio', { name: 'IP list' }).check();
  await check(page, 'Add rule from an IP list');
  await page.keyboard.press('Escape');

  const mixed = row(page, 'Rules', 'rule <img');
  await mixed.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit rule description' })).toBeVisible();
  await check(page, 'Edit rule description');
  await page.keyboard.press('Escape');
  await mixed.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete rule' })).toBeVisible();
  await check(page, 'Delete rule');
  await page.keyboard.press('Escape');

  await gotoArea(page, `firewalls/${HOSTILE_IDS.groupLong}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('group_WWW');
  await check(page, 'firewall group with a long description', { showsPayload: false });
});

test('IP lists: the lists, a list page, and its dialogs', async ({ page }) => {
  await gotoArea(page, 'ip-lists');
  await expect(page.getByRole('table', { name: 'IP lists' }).getByRole('row')).toHaveCount(18);
  await expectAllMarkupAsText(page, 'IP lists');
  await check(page, 'IP lists');
  await page.getByRole('button', { name: 'Create IP list' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create IP list' })).toBeVisible();
  await check(page, 'Create IP list', { showsPayload: false });
  await page.keyboard.press('Escape');
  const mixed = row(page, 'IP lists', V.listMix.slice(0, 20));
  await mixed.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit IP list' })).toBeVisible();
  await check(page, 'Edit IP list', { showsPayload: false });
  await page.keyboard.press('Escape');
  await mixed.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete IP list' })).toBeVisible();
  await check(page, 'Delete IP list');
  await page.keyboard.press('Escape');

  await gotoArea(page, `ip-lists/${HOSTILE_IDS.listMix}`);
  await expect(page.getByRole('table', { name: 'Entries' }).getByRole('row')).toHaveCount(3);
  await check(page, 'IP list page');
  await page.getByRole('button', { name: 'Remove 198.51.100.0/28' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove entry' })).toBeVisible();
  await check(page, 'Remove entry');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete IP list' })).toBeVisible();
  await check(page, 'IP list page, delete dialog');
});

test('VPCs: the list, three VPC pages, create, edit and delete', async ({ page }) => {
  await gotoArea(page, 'vpcs');
  await expect(page.getByRole('table', { name: 'VPCs' }).getByRole('row')).toHaveCount(4);
  await expectAllMarkupAsText(page, 'VPCs');
  await expectCutWithWholeValue(
    page.getByRole('table', { name: 'VPCs' }).getByTitle(HOSTILE_LOCATIONS.long, { exact: true }),
    HOSTILE_LOCATIONS.long,
  );
  await check(page, 'VPCs');
  await page.getByRole('button', { name: 'Create VPC' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create VPC' })).toBeVisible();
  await check(page, 'Create VPC', { showsPayload: false });
  await page.keyboard.press('Escape');

  for (const [id, name, where] of [
    [HOSTILE_IDS.vpcMix, V.vpcMix, 'VPC page'],
    [HOSTILE_IDS.vpcLong, V.vpcLong, 'VPC page, long values'],
    [HOSTILE_IDS.vpcShared, V.vpcShared, 'shared VPC page'],
  ] as const) {
    await gotoArea(page, `vpcs/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(start(name));
    await check(page, where);
  }
  await gotoArea(page, `vpcs/${HOSTILE_IDS.vpcMix}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit VPC' })).toBeVisible();
  await check(page, 'Edit VPC');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete VPC' })).toBeVisible();
  await check(page, 'Delete VPC');
});

test('reserved IPs: the list, two IP pages, and every reserved IP dialog', async ({ page }) => {
  await gotoArea(page, 'reserved-ips');
  await expect(page.getByRole('table', { name: 'Reserved IPs' }).getByRole('row')).toHaveCount(19);
  await expectAllMarkupAsText(page, 'reserved IPs');
  await check(page, 'reserved IPs');

  await page.getByRole('button', { name: 'Reserve new IP' }).click();
  await expect(page.getByRole('dialog', { name: 'Reserve a new IP' })).toBeVisible();
  await check(page, 'Reserve a new IP', { showsPayload: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Convert VM IP' }).click();
  await expect(page.getByRole('dialog', { name: 'Convert to reserved IP' })).toBeVisible();
  await check(page, 'Convert to reserved IP');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Attach 203.0.113.103' }).click();
  await expect(page.getByRole('dialog', { name: 'Attach to a VM' })).toBeVisible();
  await check(page, 'Attach to a VM');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Detach 203.0.113.101' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Detach reserved IP' })).toBeVisible();
  await check(page, 'Detach reserved IP');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete 192.0.2.10' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete reserved IP' })).toBeVisible();
  await check(page, 'Delete reserved IP');
  await page.keyboard.press('Escape');

  await gotoArea(page, `reserved-ips/${HOSTILE_IDS.reservedIpPrimary}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(start(V.reservedIpMix));
  await check(page, 'reserved IP page');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog', { name: /^Rename/ })).toBeVisible();
  await check(page, 'Rename reserved IP', { showsPayload: false });
  await page.keyboard.press('Escape');

  await gotoArea(page, `reserved-ips/${HOSTILE_IDS.reservedIpSuspended}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('invoice');
  await check(page, 'suspended reserved IP page');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete reserved IP' })).toBeVisible();
  await check(page, 'Delete reserved IP with a right-to-left override', { showsPayload: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Attach to VM' }).click();
  await expect(page.getByRole('dialog', { name: 'Attach to a VM' })).toBeVisible();
  await check(page, 'reserved IP page, attach dialog');
});

test('virtual machines: the list, the backups, four VM pages and their action dialogs', async ({ page }) => {
  await gotoArea(page, 'vms');
  await expect(page.getByRole('table', { name: 'Virtual machines' }).getByRole('row')).toHaveCount(5);
  await expectAllMarkupAsText(page, 'virtual machines');
  await expectCutWithWholeValue(
    page.getByRole('table', { name: 'Virtual machines' }).getByTitle(V.vmLong, { exact: true }),
    V.vmLong,
  );
  await expectCutWithWholeValue(
    page.getByRole('table', { name: 'Virtual machines' }).getByTitle(HOSTILE_LOCATIONS.long, { exact: true }),
    HOSTILE_LOCATIONS.long,
  );
  await check(page, 'virtual machines');
  await gotoArea(page, 'backups');
  await expect(page.getByRole('table', { name: 'Backups' }).getByRole('row')).toHaveCount(4);
  await check(page, 'backups');

  for (const [id, name, where] of [
    [HOSTILE_IDS.vmStopped, V.vmStopped, 'stopped VM page'],
    [HOSTILE_IDS.vmSpoof, V.vmSpoof, 'VM page with a right-to-left override'],
  ] as const) {
    await gotoArea(page, `vms/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(start(name));
    await check(page, where);
  }
  // The page title isolates the name, so the override cannot reverse " · Virtual machines".
  await expect(page).toHaveTitle(/^\u2068invoice\u202Etxt\.exe\u2069 · Virtual machines/);
  await page.getByRole('button', { name: 'Reboot', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: /^Reboot invoice/ })).toBeVisible();
  await check(page, 'Reboot dialog of a VM with a right-to-left override', { showsPayload: false });
  await page.keyboard.press('Escape');

  await gotoArea(page, `vms/${HOSTILE_IDS.vmMix}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(start(V.vmMix));
  await expectAllMarkupAsText(page, 'VM page');
  await check(page, 'VM page');
  await page.getByRole('button', { name: 'Disable BGP' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Disable BGP' })).toBeVisible();
  await check(page, 'Disable BGP dialog');
  await page.keyboard.press('Escape');

  await gotoArea(page, `vms/${HOSTILE_IDS.vmLong}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(start(V.vmLong));
  await expectCutWithWholeValue(
    page.getByRole('heading', { level: 1 }).getByTitle(V.vmLong, { exact: true }),
    V.vmLong,
  );
  await page.getByRole('button', { name: 'Show root password' }).click();
  await expectCutWithWholeValue(page.getByLabel('Root password', { exact: true }), V.vmPassword);
  await check(page, 'VM page with 10,000-character values');
  for (const [button, dialog] of [
    ['Reboot', /^Reboot vm/],
    ['Stop', /^Stop vm/],
    ['Take snapshot', 'Take snapshot'],
    ['Enable BGP', 'Enable BGP'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: dialog }).or(page.getByRole('alertdialog', { name: dialog })),
    ).toBeVisible();
    await check(page, `${button} dialog`);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Convert to reserved IP' }).click();
  await expect(page.getByRole('dialog', { name: 'Convert to reserved IP' })).toBeVisible();
  await check(page, 'VM page, convert dialog');
});

test('the console page of a VM with a hostile name, and its dialogs', async ({ page }) => {
  await gotoArea(page, `vms/${HOSTILE_IDS.vmMix}`);
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page.getByRole('button', { name: 'Send keys' })).toBeEnabled({ timeout: 15_000 });
  await check(page, 'console');
  await page.getByRole('button', { name: 'Send keys' }).click();
  await expect(page.getByRole('menu', { name: 'Send keys' })).toBeVisible();
  await check(page, 'console, send keys');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Paste as keystrokes…' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste as keystrokes' });
  await paste.getByRole('textbox').fill(MARKUP_PAYLOADS.join('\n'));
  await check(page, 'console, paste dialog');
});

test('object storage: the services, two service pages, buckets, keys and the bucket dialogs', async ({ page }) => {
  await gotoArea(page, 'object-storage');
  await expect(page.getByRole('table', { name: 'Object storage services' }).getByRole('row')).toHaveCount(3);
  await expectCutWithWholeValue(
    page.getByRole('table', { name: 'Object storage services' }).getByTitle(V.storageLong, { exact: true }),
    V.storageLong,
  );
  await check(page, 'object storage');

  await gotoArea(page, `object-storage/${HOSTILE_IDS.storageMix}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(start(V.storageMix));
  await check(page, 'service page');

  await gotoArea(page, `object-storage/${HOSTILE_IDS.storageLong}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(start(V.storageLong));
  await check(page, 'service page, long values');
  await page.getByRole('button', { name: 'Create bucket' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create bucket' });
  await create.getByRole('textbox', { name: 'Bucket name' }).fill(`${'0.-'.repeat(20)}0.1`);
  await check(page, 'Create bucket', { showsPayload: false });
  await create.getByRole('button', { name: 'Create bucket' }).click();
  await expect(page.getByRole('dialog', { name: /^Bucket .* created$/ })).toBeVisible();
  await check(page, 'new bucket keys');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Have you stored the secret key?' })).toBeVisible();
  await check(page, 'have you stored the secret key', { showsPayload: false });
  await page.getByRole('button', { name: 'Yes, close' }).click();

  for (const bucket of [V.bucketOdd, V.bucketLong, V.bucketShort]) {
    await gotoArea(page, `object-storage/${HOSTILE_IDS.storageLong}/buckets/${bucket}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bucket);
    await page
      .getByRole('button', { name: /^Reveal secret key of/ })
      .first()
      .click();
    await check(page, `bucket ${bucket}`);
  }
});

test('the catalogue: instance types and OS templates', async ({ page }) => {
  await gotoArea(page, 'instance-types');
  await expect(page.getByRole('table', { name: 'Instance types' }).getByRole('row')).toHaveCount(3);
  await expectAllMarkupAsText(page, 'instance types');
  await expectCutWithWholeValue(
    page.getByRole('table', { name: 'Instance types' }).getByTitle(V.cpu, { exact: true }),
    V.cpu,
  );
  await check(page, 'instance types');
  await gotoArea(page, 'os-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'OS templates' })).toBeVisible();
  await expectAllMarkupAsText(page, 'OS templates');
  await check(page, 'OS templates');
});
