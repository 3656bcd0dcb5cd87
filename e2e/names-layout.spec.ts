import type { Locator, Page } from '@playwright/test';
import { DEMO_FIREWALL_IDS, DEMO_TEAM_IDS } from '../src/emulator/core/demoFixture';
import { expect, test } from './fixtures';
import { resetEmulator, settleAnimations, signIn } from './helpers';

/**
 * Names and values (docs/api-notes.md, "Narrow screens"): what a wide screen has room for is shown
 * whole, and on a phone the team switcher tells the teams apart and a table that scrolls sideways
 * shows that it does.
 */

const TEAM = DEMO_TEAM_IDS.production;
const LONG_IPV4 = '203.113.255.254';
const SHOTS = process.env.E2E_RESULTS_DIR ?? 'test-results';

async function open(page: Page, area: string) {
  await signIn(page, { path: `/teams/${TEAM}/${area}` });
}

/** The text is shown whole: its box does not cut it. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const { scroll, client } = await text.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll, `“${await text.textContent()}” is whole`).toBeLessThanOrEqual(client);
}

/** The element lies wholly inside the region's box. */
async function expectInside(element: Locator, region: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), region.boundingBox()]);
  expect(inner && outer && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width).toBe(true);
}

/** The VM list as the server gives it, with web-1 on the longest kind of IPv4 address. */
async function withLongIpv4(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/vm',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const vms = (await response.json()) as { name: string; main_ipv4: string }[];
      for (const vm of vms) if (vm.name === 'web-1') vm.main_ipv4 = LONG_IPV4;
      await route.fulfill({ response, json: vms });
    },
  );
}

for (const width of [1440, 1024]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`at ${width} px (${colorScheme}) names, addresses, locations and usage are not cut`, async ({
      page,
      request,
    }) => {
      await resetEmulator(request);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await withLongIpv4(page);

      await open(page, 'vms');
      await expectWhole(page.getByRole('table', { name: 'Virtual machines' }).getByText(LONG_IPV4));
      const vmsRegion = page.getByRole('region', { name: 'Virtual machines list' });
      await expect(vmsRegion).not.toHaveAccessibleDescription(/scrolls sideways/i);
      await settleAnimations(page);
      await page.screenshot({ path: `${SHOTS}/names/${width}-${colorScheme}-vms.png` });
      if (width < 1280) return;

      await open(page, 'snapshots');
      await expectWhole(page.getByRole('table', { name: 'Snapshots' }).getByText('before-php-upgrade'));
      await page.screenshot({ path: `${SHOTS}/names/${width}-${colorScheme}-snapshots.png` });

      await open(page, 'isos');
      const isos = page.getByRole('table', { name: 'Custom ISOs' });
      await expectWhole(isos.getByText('systemrescue-11.02-amd64', { exact: true }));
      await expectWhole(isos.getByText('Ubuntu 24.04.3 Server', { exact: true }));
      await page.screenshot({ path: `${SHOTS}/names/${width}-${colorScheme}-isos.png` });

      await open(page, 'instance-types');
      const locations = page
        .getByRole('table', { name: 'Instance types' })
        .getByRole('cell', { name: 'Amsterdam, Frankfurt, Singapore, London' })
        .first()
        .locator('div');
      await expectWhole(locations);
      await page.screenshot({ path: `${SHOTS}/names/${width}-${colorScheme}-instance-types.png` });

      await open(page, 'object-storage');
      await expectWhole(page.getByText('132.0 GiB of 1000.0 GiB'));
      await page.screenshot({ path: `${SHOTS}/names/${width}-${colorScheme}-object-storage.png` });
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a phone (${colorScheme}) the team switcher tells the teams apart`, async ({ page, request }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'vms');
    const banner = page.getByRole('banner');
    await expectWhole(banner.getByText('Production', { exact: true }));
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS}/names/390-${colorScheme}-team-production.png` });

    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
    await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.staging}/`));
    await expectWhole(banner.getByText('Staging', { exact: true }));
    await page.screenshot({ path: `${SHOTS}/names/390-${colorScheme}-team-staging.png` });
  });

  test(`on a phone (${colorScheme}) a table that scrolls sideways shows it; others keep statuses and actions whole`, async ({
    page,
    request,
  }) => {
    await resetEmulator(request);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });

    await open(page, `firewalls/${DEMO_FIREWALL_IDS.web}`);
    const rules = page.getByRole('region', { name: 'Rules list' });
    await expect(rules.getByRole('row').nth(1)).toBeVisible();
    await expect(rules).toHaveAccessibleDescription('Scrolls sideways: more to the right.');
    expect(await rules.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await rules.scrollIntoViewIfNeeded();
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS}/names/390-${colorScheme}-rules.png` });
    await rules.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(rules).toHaveAccessibleDescription('Scrolls sideways: more to the left.');

    // Tables that fit say nothing of scrolling, and cut neither a status nor an action.
    await open(page, 'vms');
    const vms = page.getByRole('region', { name: 'Virtual machines list' });
    await expect(vms).not.toHaveAccessibleDescription(/scrolls sideways/i);
    await expectInside(vms.getByText('Active').first(), vms);
    await open(page, 'ssh-keys');
    const keys = page.getByRole('region', { name: 'SSH keys list' });
    await expect(keys).not.toHaveAccessibleDescription(/scrolls sideways/i);
    await expectInside(keys.getByRole('button', { name: 'Delete bob workstation' }), keys);
  });
}
