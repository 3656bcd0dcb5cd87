import type { Page, Route } from '@playwright/test';
import { DEMO_INSTANCE_TYPE_IDS, demoFixture } from '../src/emulator/core/demoFixture';
import { DEFAULT_UNIT_PRICES, planPrices } from '../src/emulator/core/vmPricing';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, recordRequestBodies, resetEmulator } from './helpers';

// Demo fixture (src/emulator/core/demoFixture.ts): five instance types, all sold in Amsterdam (the first
// location A→Z, so the instance types page prices there until a location is chosen); the primary team
// pays in USD. Every plan's own size is whole GB of RAM, so it is asked for as the type gives it.
const TYPES = demoFixture.instance_types;
const BUILD = { timeout: 25_000 };

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

/** The monthly price the emulator quotes for a type at its own size, in US dollars, as the page writes it. */
function monthOf(id: string): string {
  const type = TYPES.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`no demo type ${id}`);
  const size = { vcpu: type.max_vcpu, ram: type.max_ram, disk: type.max_disk };
  const month = planPrices(type.monthly_prices ?? DEFAULT_UNIT_PRICES, size, 1).month;
  return `$${month.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const typeNamed = (id: string) => TYPES.find((candidate) => candidate.id === id)?.type ?? id;

/** Every `GET /instance_price` the page sends, as its query. */
function recordPriceQueries(page: Page): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/instance_price'))
      queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

const typeRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Instance types' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

const plans = (page: Page) => page.getByRole('group', { name: 'Instance type' });
const planCard = (page: Page, name: string) =>
  plans(page)
    .locator('div')
    .filter({ has: page.getByRole('radio', { name }) })
    .last();
const price = (page: Page) => page.getByRole('status', { name: 'Price' });

async function openDeployPage(page: Page) {
  await gotoArea(page, 'vms');
  await page.getByRole('link', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy a VM' })).toBeVisible();
}

/**
 * Refuses `GET /instance_price` for one type with `status` and no body, as the documents describe
 * errors; the returned function stops refusing.
 */
async function refusePrice(page: Page, typeId: string, status: number): Promise<() => Promise<void>> {
  const matches = (url: URL) =>
    url.pathname.endsWith('/instance_price') && url.searchParams.get('instance_type') === typeId;
  const refuse = (route: Route) => route.fulfill({ status, body: '' });
  await page.route(matches, refuse);
  return () => page.unroute(matches, refuse);
}

test('the instance types page prices each plan at its own size, each price asked once', async ({ page }) => {
  const asked = recordPriceQueries(page);
  await gotoArea(page, 'instance-types');
  await expect(page.getByText('Prices for Amsterdam, USD: a month at each plan’s own size')).toBeVisible();
  for (const type of TYPES) await expect(typeRow(page, type.type)).toContainText(monthOf(type.id));
  // One question per plan, at the plan's own size.
  expect(asked).toHaveLength(TYPES.length);
  for (const type of TYPES) {
    expect(asked).toContainEqual({
      vcpu: String(type.max_vcpu),
      ram: String(type.max_ram),
      disk: String(type.max_disk),
      location: 'Amsterdam',
      instance_type: type.id,
      currency: 'usd',
    });
  }

  // Another location is another price list; going back is answered from the cache.
  await page.getByRole('combobox', { name: 'Location' }).selectOption('London');
  await expect(page.getByText('Prices for London, USD')).toBeVisible();
  await expect(typeRow(page, 'vps-2')).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.vps2));
  await expect(typeRow(page, 'vps-1')).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.vps1));
  expect(asked.filter((query) => query.location === 'London')).toHaveLength(2);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await expect(typeRow(page, 'hc-16')).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.hc16));
  expect(asked).toHaveLength(TYPES.length + 2);

  // The deploy form's plan cards ask the same questions: answered from the cache too.
  await openDeployPage(page);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  for (const type of TYPES) await expect(planCard(page, type.type)).toContainText(`${monthOf(type.id)} a month`);
  expect(asked).toHaveLength(TYPES.length + 2);
});

test('prices are asked at most three at a time, as the live API answers bursts with 503', async ({ page }) => {
  const flight = { now: 0, most: 0, asked: 0 };
  await page.route(
    (url) => url.pathname.endsWith('/instance_price'),
    async (route) => {
      flight.now += 1;
      flight.asked += 1;
      flight.most = Math.max(flight.most, flight.now);
      const response = await route.fetch();
      // Slow answers, so the requests the page would send at once overlap here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      flight.now -= 1;
      await route.fulfill({ response });
    },
  );
  await gotoArea(page, 'instance-types');
  for (const type of TYPES) await expect(typeRow(page, type.type)).toContainText(monthOf(type.id));
  expect(flight.asked).toBe(TYPES.length);
  expect(flight.most).toBe(3);
});

test('plan cards are chosen by keyboard, a plan starts at its own size, and the suggested name is sent when left alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const deploys = await recordRequestBodies(page, 'POST', /\/vm$/);
  await openDeployPage(page);
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.selectOption('Amsterdam');
  await expect(plans(page).getByRole('radio')).toHaveCount(TYPES.length);

  // Tab into the group, Space chooses, arrows move the choice.
  await location.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'vps-1' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'vps-1' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveValue('1');
  await page.keyboard.press('ArrowDown');
  const vps2 = page.getByRole('radio', { name: 'vps-2' });
  await expect(vps2).toBeChecked();
  await expect(vps2).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'RAM' })).toHaveValue('4096');
  await expect(page.getByRole('textbox', { name: 'Disk (GB)' })).toHaveValue('80');
  // The card's price is the emulator's for that size, and the summary prices the same plan.
  await expect(planCard(page, 'vps-2')).toContainText(`${monthOf(DEMO_INSTANCE_TYPE_IDS.vps2)} a month`);
  await expect(vps2).toHaveAccessibleDescription(/2 vCPUs · 4 GB RAM · 80 GB disk/);
  await expect(price(page)).toContainText(`${monthOf(DEMO_INSTANCE_TYPE_IDS.vps2)} per month`);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'vps-4' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Disk (GB)' })).toHaveValue('160');
  await expect(price(page)).toContainText(`${monthOf(DEMO_INSTANCE_TYPE_IDS.vps4)} per month`);
  await page.keyboard.press('ArrowUp');
  await expect(vps2).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Disk (GB)' })).toHaveValue('80');

  await page.getByRole('combobox', { name: 'OS template' }).selectOption({ label: 'Debian 13' });
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('debian-amsterdam-1');
  await page.getByRole('button', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'debian-amsterdam-1' })).toBeVisible(BUILD);
  expect(deploys.map((body) => JSON.parse(body) as unknown)).toEqual([
    expect.objectContaining({
      name: 'debian-amsterdam-1',
      instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
      location: 'Amsterdam',
      cpu: 2,
      ram: 4096,
      disk: 80,
      os: 112,
    }),
  ]);

  // That name is the team's now: the next suggestion is the next number. A typed name is kept.
  await openDeployPage(page);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
  await page.getByRole('radio', { name: 'vps-1' }).check();
  await page.getByRole('combobox', { name: 'OS template' }).selectOption({ label: 'Debian 13' });
  await expect(name).toHaveValue('debian-amsterdam-2');
  await name.fill('my-own-name');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Frankfurt');
  await page.getByRole('combobox', { name: 'OS template' }).selectOption({ label: 'Ubuntu 24.04 LTS' });
  await expect(name).toHaveValue('my-own-name');
  await page.getByRole('button', { name: 'Deploy VM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'my-own-name' })).toBeVisible(BUILD);
  expect(JSON.parse(deploys[1] ?? '{}')).toMatchObject({ name: 'my-own-name', location: 'Frankfurt' });
});

test(
  'a refused price is said in the operation’s words where the plan is shown, and a retry asks again',
  { tag: '@errors' },
  async ({ page }) => {
    const stopRefusing = await refusePrice(page, DEMO_INSTANCE_TYPE_IDS.vps4, 400);
    await gotoArea(page, 'instance-types');
    const vps4 = typeRow(page, 'vps-4');
    await expect(vps4).toContainText('No price');
    await expect(vps4).toContainText(
      'This plan cannot be priced: a value is missing or over the instance type’s limits.',
    );
    // No figure made up, and the other plans are priced all the same.
    await expect(vps4).not.toContainText('$');
    await expect(typeRow(page, 'vps-2')).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.vps2));
    await stopRefusing();
    await vps4.getByRole('button', { name: 'Retry the price of vps-4' }).click();
    await expect(vps4).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.vps4));

    // On the deploy form (in a location not priced yet), a card whose price is refused says why, and its
    // plan can still be chosen.
    await refusePrice(page, DEMO_INSTANCE_TYPE_IDS.vps8, 404);
    await openDeployPage(page);
    await page.getByRole('combobox', { name: 'Location' }).selectOption('Frankfurt');
    await expect(planCard(page, 'vps-8')).toContainText(
      'No price: This instance type is not offered in this location, so it cannot be priced.',
    );
    await page.getByRole('radio', { name: 'vps-8' }).check();
    await expect(page.getByRole('combobox', { name: 'vCPUs' })).toHaveValue('8');
    await expect(price(page)).toContainText('The price could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry the price of vps-8' })).toBeVisible();
  },
);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('prices and plan cards are accessible and fit at 1440, 1024 and 390 px', async ({ page }) => {
      test.setTimeout(90_000);
      for (const width of [1440, 1024, 390]) {
        // Pages are opened from the sidebar, which a phone folds away: the width is set once there.
        await page.setViewportSize({ width: 1440, height: 900 });
        await gotoArea(page, 'instance-types');
        await page.setViewportSize({ width, height: 900 });
        await expect(typeRow(page, 'vps-2')).toContainText(monthOf(DEMO_INSTANCE_TYPE_IDS.vps2));
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        await expectNoAxeViolations(page, `instance types at ${width}px`);

        await page.setViewportSize({ width: 1440, height: 900 });
        await openDeployPage(page);
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('combobox', { name: 'Location' }).selectOption('Amsterdam');
        await page.getByRole('radio', { name: 'vps-2' }).check();
        await expect(planCard(page, 'hc-16')).toContainText(`${monthOf(DEMO_INSTANCE_TYPE_IDS.hc16)} a month`);
        await expectNoAxeViolations(page, `deploy plan cards at ${width}px`);
        // The cards wrap within the page: on a phone one a line, nothing wider than the screen.
        const first = await planCard(page, typeNamed(DEMO_INSTANCE_TYPE_IDS.vps1)).boundingBox();
        const second = await planCard(page, typeNamed(DEMO_INSTANCE_TYPE_IDS.vps2)).boundingBox();
        expect(first && second).toBeTruthy();
        if (width === 390) expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}
