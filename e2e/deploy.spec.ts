import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_TOKEN, DEMO_INSTANCE_TYPE_IDS, demoFixture } from '../src/emulator/core/demoFixture';
import type { Fixture } from '../src/emulator/core/fixture';
import { createConsoleScreen } from '../src/emulator/server/console/framebuffer';
import { SHOWN_MATCHES_MAX } from '../src/features/vms/deploy/keyPicker';
import { keyId, manyKeys } from '../src/features/vms/deploy/manyKeys';
import { expectNoAxeViolations } from './axe';
import { consoleStatus, expectScreen } from './consoleScreen';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import {
  documentedErrorsOnly,
  expectNoCspViolations,
  gotoArea,
  liveApi,
  recordRequestBodies,
  resetEmulator,
} from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): Acme Production (primary, 42.50 USD), whose
// vps-2 costs 2 USD a vCPU, 1 USD a GB of RAM and 0.05 USD a GB of disk a month.
const SNAPSHOT = 'e4f2fdac-ac8f-40ec-9bff-0d8e0f0df046';
/** A new VM is `building` for 6 s; the console finds it by listing (up to 5 reads 1.5 s apart). */
const BUILD = { timeout: 25_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const form = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Deploy VM' }) });
const price = (page: Page) => page.getByRole('status', { name: 'Price' });
/** The demo's instance types sold in Amsterdam: one plan card (and price) each. */
const AMSTERDAM_PLANS = 5;

/** Counts `GET /instance_price` as the page sends them. */
function countPriceRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/instance_price')) seen.count += 1;
  });
  return seen;
}

/** Serves the demo data with `change` applied, until the next reset. */
async function loadFixture(request: APIRequestContext, change: (fixture: Fixture) => void): Promise<void> {
  const fixture = structuredClone(demoFixture);
  change(fixture);
  const response = await request.put(`${EMULATOR_URL}/_emulator/fixture`, { data: fixture });
  expect(response.ok(), `PUT /_emulator/fixture answered ${response.status()}`).toBe(true);
}

function production(fixture: Fixture) {
  const team = fixture.teams.find((candidate) => candidate.id === DEMO_TEAM_IDS.production);
  if (!team) throw new Error('the demo fixture has no production team');
  return team;
}

async function openDeployPage(page: Page) {
  await gotoArea(page, 'vms');
  await page.getByRole('link', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a VM' })).toBeVisible();
}

/** A vps-2 in Amsterdam at its plan, the sizes a newly chosen type starts with: 2 vCPUs, 4 GB RAM, 80 GB disk. */
async function choosePlan(page: Page) {
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await page.getByRole('radio', { name: 'vps-2' }).check();
  await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'RAM' })).toHaveValue('4096');
  await expect(page.getByRole('textbox', { name: 'Disk (GB)' })).toHaveValue('80');
}

async function chooseOs(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'OS template' }).selectOption({ label: name });
}

test(
  'deploys a VM from an OS template with a key and a firewall group, then opens its console and types',
  { tag: '@live' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const prices = countPriceRequests(page);
    const deploys = await recordRequestBodies(page, 'POST', /\/vm$/);
    await openDeployPage(page);
    await expect(price(page)).toContainText('Choose a location and an instance type for a price.');
    await expectNoAxeViolations(page, 'deploy page');

    await choosePlan(page);
    await expect(price(page)).toContainText('$12.00 per month');
    // One price per plan card of Amsterdam; vps-2's at its own size is the summary's too.
    await expect.poll(() => prices.count).toBe(AMSTERDAM_PLANS);

    // Typing a disk size asks for one price once typing stops, not one per key.
    const disk = page.getByRole('textbox', { name: 'Disk (GB)' });
    await disk.focus();
    await page.keyboard.press('Control+A');
    await disk.pressSequentially('40', { delay: 50 });
    await expect(price(page)).toContainText('$10.00 per month');
    expect(prices.count).toBe(AMSTERDAM_PLANS + 1);

    await page.getByRole('combobox', { name: 'vCPUs' }).selectOption('1');
    await expect(price(page)).toContainText('$8.00 per month');
    expect(prices.count).toBe(AMSTERDAM_PLANS + 2);

    // The cycle is priced from the same answer; the currency is another plan.
    // A year reads as its month and its saving against monthly.
    await page.getByRole('combobox', { name: 'Payment cycle' }).selectOption({ label: 'Annually' });
    await expect(price(page)).toContainText('$7.20 a month, billed $86.40 a year');
    await expect(price(page)).toContainText('Saves $9.60 a year against monthly ($8.00 a month).');
    expect(prices.count).toBe(AMSTERDAM_PLANS + 2);
    // Two years are not quoted by GET /instance_price: no figure is made up for them.
    await page.getByRole('combobox', { name: 'Payment cycle' }).selectOption({ label: 'Biennially (2 years)' });
    await expect(price(page)).toContainText('Not quoted by the API');
    await expect(price(page)).toContainText(
      'You will see the charge after deploy. For reference, the API quotes one year of this plan at $86.40.',
    );
    await expect(price(page)).not.toContainText('$172.80');
    await page.getByRole('combobox', { name: 'Payment cycle' }).selectOption({ label: 'Annually' });
    await page.getByRole('radio', { name: 'EUR' }).check();
    await expect(price(page)).toContainText('against monthly (€7.36 a month)');
    // The summary's plan and every card, in euros.
    await expect.poll(() => prices.count).toBe(2 * AMSTERDAM_PLANS + 3);
    await page.getByRole('radio', { name: 'USD' }).check();
    await expect(price(page)).toContainText('against monthly ($8.00 a month)');
    // Asked before, so answered from the cache.
    expect(prices.count).toBe(2 * AMSTERDAM_PLANS + 3);
    await page.getByRole('combobox', { name: 'Payment cycle' }).selectOption({ label: 'Monthly' });

    await chooseOs(page, 'Debian 13');
    // SSH keys and the name by keyboard: Space ticks a box, Enter in the name submits.
    await page.getByRole('checkbox', { name: /alice laptop/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /alice laptop/ })).toBeChecked();
    await page.getByRole('combobox', { name: 'Firewall group' }).selectOption({ label: 'Public web servers' });
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('e2e-app-1');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/vm$/.test(new URL(response.url()).pathname),
    );
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'e2e-app-1' })).toBeVisible(BUILD);
    // The live API answers the new VM itself (the documents: no body); either way the page is the new VM's.
    const answer = await answered;
    if (liveApi()) {
      const created = (await answer.json()) as { id: string; name: string };
      expect(created.name).toBe('e2e-app-1');
      await expect(page).toHaveURL(new RegExp(`/vms/${created.id}$`));
    } else {
      expect(await answer.text()).toBe('');
    }
    expect(deploys).toHaveLength(1);
    expect(JSON.parse(deploys[0] ?? '{}')).toMatchObject({
      name: 'e2e-app-1',
      payment_cycle: 'monthly',
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
      location: 'Amsterdam',
      cpu: 1,
      ram: 4096,
      disk: 40,
      os: 112,
      firewall_group_id: '05969206-704c-4692-97d3-b447725ce341',
    });
    expect(JSON.parse(deploys[0] ?? '{}').ssh_keys).toHaveLength(1);

    const details = page.getByRole('region', { name: 'VM details' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Building');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Active', BUILD);
    await expect(details).toContainText('Debian 13');
    await expect(details).toContainText('1 vCPU · 4 GB RAM · 40 GB disk');

    await page.getByRole('link', { name: 'Open console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Console of e2e-app-1' })).toBeVisible();
    await expect(consoleStatus(page)).toHaveText('Connected.', { timeout: 15_000 });
    const screen = createConsoleScreen('e2e-app-1');
    await expectScreen(page, screen);
    await page.keyboard.type('hostname');
    screen.typeText('hostname');
    await expectScreen(page, screen);
    await expectNoCspViolations(page);
  },
);

test(
  'a team whose balance is short is told so (402), and every value stays',
  { tag: '@errors' },
  async ({ page, request }) => {
    await loadFixture(request, (fixture) => {
      production(fixture).balance = 1;
    });
    await openDeployPage(page);
    await choosePlan(page);
    await chooseOs(page, 'Ubuntu 24.04 LTS');
    await page.getByRole('checkbox', { name: /alice laptop/ }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill('too-expensive');
    await expect(price(page)).toContainText('$12.00 per month');
    await page.getByRole('button', { name: 'Deploy VM' }).click();

    await expect(form(page).getByRole('alert')).toContainText(
      'The team’s balance does not cover the first charge of this VM ($12.00 per month). Add funds, then try again.',
    );
    await expect(page).toHaveURL(/\/vms\/new$/);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Amsterdam');
    await expect(page.getByRole('combobox', { name: 'OS template' })).toHaveValue('101');
    await expect(page.getByRole('checkbox', { name: /alice laptop/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('too-expensive');
  },
);

test(
  'a team with many keys picks them by search, by keyboard, and they stay chosen after a refusal',
  { tag: '@errors' },
  async ({ page, request }) => {
    let teamKeys = 0;
    await loadFixture(request, (fixture) => {
      production(fixture).balance = 1;
      teamKeys = production(fixture).ssh_keys.push(...manyKeys(40));
    });
    const deploys = await recordRequestBodies(page, 'POST', /\/vm$/);
    await openDeployPage(page);
    const keys = page.getByRole('group', { name: 'SSH keys' });
    const search = keys.getByRole('searchbox', { name: 'Search SSH keys' });
    await expect(search).toBeVisible();
    await expect(keys.getByRole('checkbox')).toHaveCount(SHOWN_MATCHES_MAX);
    await expect(keys).toContainText(`and ${teamKeys - SHOWN_MATCHES_MAX} more: search by name, type or fingerprint.`);

    await search.focus();
    await page.keyboard.type('key 00033');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vms\/new$/);
    await page.keyboard.press('Tab');
    await expect(keys.getByRole('checkbox', { name: /^key 00033/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(keys.getByRole('group', { name: 'Chosen (1)' })).toBeVisible();
    await expectNoAxeViolations(page, 'deploy page, a key chosen from a search');

    await choosePlan(page);
    await chooseOs(page, 'Ubuntu 24.04 LTS');
    await page.getByRole('textbox', { name: 'Name' }).fill('many-keys');
    await expect(price(page)).toContainText('$12.00 per month');
    await page.getByRole('button', { name: 'Deploy VM' }).click();
    await expect(form(page).getByRole('alert')).toContainText('The team’s balance does not cover');
    expect(JSON.parse(deploys[0] ?? '{}')).toMatchObject({ ssh_keys: [keyId(33)] });
    await expect(keys.getByRole('group', { name: 'Chosen (1)' }).getByRole('checkbox')).toBeChecked();
  },
);

test('a role that may not deploy is refused (403) in plain words', { tag: '@errors' }, async ({ page, request }) => {
  await loadFixture(request, (fixture) => {
    for (const user of fixture.users) {
      if (user.token !== DEMO_TOKEN) continue;
      for (const membership of user.memberships)
        if (membership.team_id === DEMO_TEAM_IDS.production) membership.role = 'Team Biller';
    }
  });
  await openDeployPage(page);
  await choosePlan(page);
  await chooseOs(page, 'Ubuntu 24.04 LTS');
  await page.getByRole('textbox', { name: 'Name' }).fill('not-mine-to-buy');
  await page.getByRole('button', { name: 'Deploy VM' }).click();
  await expect(form(page).getByRole('alert')).toContainText(
    documentedErrorsOnly()
      ? 'No VM can be deployed: the team has reached its limit of VMs, or your role may not deploy VMs.'
      : 'You do not have permission to do this.',
  );
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('not-mine-to-buy');
});

test(
  'a snapshot deleted meanwhile is a 404: said on the form, and the snapshot leaves the choices',
  { tag: '@errors' },
  async ({ page, request }) => {
    await openDeployPage(page);
    await choosePlan(page);
    await page.getByRole('radio', { name: 'Snapshot' }).check();
    await page.getByRole('combobox', { name: 'Snapshot' }).selectOption({ label: 'before-php-upgrade' });
    await page.getByRole('textbox', { name: 'Name' }).fill('from-snapshot');

    const gone = await request.delete(`${EMULATOR_URL}/snapshots/${SNAPSHOT}`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      params: { team_id: DEMO_TEAM_IDS.production },
    });
    expect(gone.status()).toBe(204);

    await page.getByRole('button', { name: 'Deploy VM' }).click();
    // The same words whether or not the server names a code: what a deploy needs, not "it".
    await expect(form(page).getByRole('alert')).toContainText(
      'Something this VM needs no longer exists: the instance type in this location, the OS template, snapshot or ISO',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('from-snapshot');
    await expect(
      page.getByRole('combobox', { name: 'Snapshot' }).getByRole('option', { name: 'before-php-upgrade' }),
    ).toHaveCount(0);
  },
);

test(
  'a plan the server no longer accepts (400) is refused with every value kept',
  { tag: '@errors' },
  async ({ page, request }) => {
    await openDeployPage(page);
    await choosePlan(page);
    await chooseOs(page, 'Rocky Linux 9');
    await page.getByRole('checkbox', { name: /CI deploy/ }).check();
    await page.getByRole('combobox', { name: 'Firewall group' }).selectOption({ label: 'Public web servers' });
    await page.getByRole('textbox', { name: 'Name' }).fill('shrunk-plan');
    // The provider lowered vps-2's disk limit after the page read the catalogue.
    await loadFixture(request, (fixture) => {
      const type = fixture.instance_types.find((candidate) => candidate.id === DEMO_INSTANCE_TYPE_IDS.vps2);
      if (type) type.max_disk = 20;
    });
    await page.getByRole('button', { name: 'Deploy VM' }).click();

    if (documentedErrorsOnly()) {
      await expect(form(page).getByRole('alert')).toContainText(
        'The server refused this VM: check the plan (within the instance type’s limits), what to boot, and the name.',
      );
    } else {
      await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveAccessibleDescription(
        /within the instance type’s maximums/,
      );
    }
    await expect(page).toHaveURL(/\/vms\/new$/);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Amsterdam');
    await expect(page.getByRole('textbox', { name: 'Disk (GB)' })).toHaveValue('80');
    await expect(page.getByRole('combobox', { name: 'OS template' })).toHaveValue('121');
    await expect(page.getByRole('checkbox', { name: /CI deploy/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Firewall group' })).toHaveValue(
      '05969206-704c-4692-97d3-b447725ce341',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('shrunk-plan');
  },
);

test('a chosen type starts at its plan, and what was typed for a type is kept when it is chosen again', async ({
  page,
}) => {
  await openDeployPage(page);
  await choosePlan(page);
  const disk = page.getByRole('textbox', { name: 'Disk (GB)' });
  await disk.fill('50');
  await page.getByRole('radio', { name: 'vps-4' }).check();
  await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveValue('4');
  await expect(page.getByRole('combobox', { name: 'RAM' })).toHaveValue('8192');
  await expect(disk).toHaveValue('160');
  await page.getByRole('radio', { name: 'vps-2' }).check();
  await expect(disk).toHaveValue('50');
});

test('a disk over the type’s maximum is said as it is typed, and the price says why it is missing', async ({
  page,
}) => {
  await openDeployPage(page);
  await choosePlan(page);
  await expect(price(page)).toContainText('$12.00 per month');
  const disk = page.getByRole('textbox', { name: 'Disk (GB)' });
  await disk.focus();
  await page.keyboard.press('Control+A');
  await disk.pressSequentially('81');
  // Still in the field: the problem shows before it is left or the form sent.
  await expect(disk).toBeFocused();
  await expect(disk).toHaveAttribute('aria-invalid', 'true');
  await expect(disk).toHaveAccessibleDescription(/At most 80 GB for vps-2\./);
  await expect(price(page)).toContainText('Disk is over this type’s 80 GB maximum.');
  await expect(price(page)).not.toContainText('Choose a location');
  await expectNoAxeViolations(page, 'deploy page, a disk over the maximum');
});

test('a Windows template claims no SSH keys for root, says how it is signed in to, and sends no keys', async ({
  page,
}) => {
  const deploys = await recordRequestBodies(page, 'POST', /\/vm$/);
  await openDeployPage(page);
  const keys = page.getByRole('group', { name: 'SSH keys' });
  await expect(keys).toContainText('Installed for the root user.');
  await page.getByRole('checkbox', { name: /alice laptop/ }).check();
  await choosePlan(page);
  await chooseOs(page, 'Windows Server 2022');
  await expect(keys).toHaveCount(0);
  await expect(page.getByText('Installed for the root user.')).toHaveCount(0);
  await expect(
    page.getByText(
      'Windows templates take no SSH keys: sign in as Administrator with the password shown on the VM’s page after deploy.',
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('win-1');
  await page.getByRole('button', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'win-1' })).toBeVisible(BUILD);
  expect(JSON.parse(deploys[0] ?? '{}')).not.toHaveProperty('ssh_keys');
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`after a deploy the new VM’s page opens at its top, its heading focused (${size.width} px)`, async ({
    page,
  }) => {
    await openDeployPage(page);
    await page.setViewportSize(size);
    await choosePlan(page);
    await chooseOs(page, 'Debian 13');
    await page.getByRole('textbox', { name: 'Name' }).fill('at-the-top');
    const deploy = page.getByRole('button', { name: 'Deploy VM' });
    await deploy.scrollIntoViewIfNeeded();
    const main = page.locator('#main-content');
    // The deploy page is scrolled to its button: the VM's page must not open part-way down.
    expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await deploy.click();

    const heading = page.getByRole('heading', { level: 1, name: 'at-the-top' });
    await expect(heading).toBeVisible(BUILD);
    expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
  });
}
