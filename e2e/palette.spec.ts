import type { Page } from '@playwright/test';
import { DEMO_TEAM_IDS, DEMO_VPC_IDS } from '../src/emulator/core/demoFixture';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator, settleAnimations, signIn } from './helpers';
import { manyKeys } from './keys';

/**
 * The command palette (Ctrl+K, the top bar's Search) and the shortcuts (`/`, `g` + a
 * letter, `?`), against the emulator's demo data.
 */

const TEAM = DEMO_TEAM_IDS.production;
const EDGE_ANYCAST = '9639034d-c48a-4a30-99ca-6b8607016db2';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search resources, areas and actions' });

async function openPalette(page: Page) {
  // The shell's listener is attached once the page after sign-in has mounted; a press made before
  // that is the browser's. Pressed again while the palette is open, Ctrl+K does nothing.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await expect(combobox(page)).toBeFocused();
}

test('Ctrl+K finds a VPC by CIDR, a reserved IP by address and an SSH key by name, fetching lists not visited yet', async ({
  page,
}) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') lists.push(new URL(request.url()).pathname);
  });
  // Signed in on the SSH keys page itself: the VM list, where sign-in lands, reads the VPCs (the power of
  // their attached VMs).
  await signIn(page, { path: `/teams/${TEAM}/ssh-keys` });
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  expect(lists).not.toContain('/api/network/vpcs');

  await openPalette(page);
  await combobox(page).pressSequentially('10.10.0.0/24');
  const vpc = palette(page).getByRole('option', { name: /^prod-ams 10\.10\.0\.0\/24/ });
  await expect(vpc).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await vpc.getAttribute('id')) ?? '');
  expect(lists).toContain('/api/network/vpcs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teams/${TEAM}/vpcs/${DEMO_VPC_IDS.productionAms}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'prod-ams' })).toBeVisible();

  await openPalette(page);
  await combobox(page).pressSequentially('203.0.113.50');
  await expect(palette(page).getByRole('option').first()).toHaveAccessibleName(/^edge anycast 203\.0\.113\.50/);
  await expect(palette(page).getByRole('status')).toHaveText(/^1 result\./);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teams/${TEAM}/reserved-ips/${EDGE_ANYCAST}$`));

  await openPalette(page);
  await combobox(page).pressSequentially('bob work');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teams/${TEAM}/ssh-keys\\?q=bob(%20|\\+)workstation$`));
  await expect(page.getByRole('row', { name: /bob workstation/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /alice laptop/ })).toBeHidden();
});

test('the top bar’s Search opens it for the mouse; Escape closes it and gives focus back', async ({ page }) => {
  await signIn(page);
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await expect(page.getByRole('banner').getByText(/^(Ctrl K|⌘K)$/)).toBeVisible();
  await button.click();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill('db');
  await palette(page)
    .getByRole('option', { name: /^db-1 / })
    .hover();
  await expect(palette(page).getByRole('option', { name: /^db-1 / })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await combobox(page).fill('web-2');
  await palette(page)
    .getByRole('option', { name: /^web-2 / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'web-2' })).toBeVisible();
});

test('“Switch team…” lists the teams and opens the same area of the one picked', async ({ page }) => {
  await gotoArea(page, 'vpcs');
  await openPalette(page);
  await combobox(page).pressSequentially('switch');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch team' });
  await expect(dialog.getByRole('option', { name: /^Acme Production .*Current team$/ })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search teams' }).pressSequentially('staging');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teams/${DEMO_TEAM_IDS.staging}/vpcs$`));
  await expect(page.getByRole('row', { name: /staging-fra/ })).toBeVisible();
});

test('“Add SSH key” opens the page’s own dialog, once: a reload, Back and Forward do not open it again', async ({
  page,
}) => {
  await gotoArea(page, 'vms');
  await openPalette(page);
  await combobox(page).pressSequentially('add ssh');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const keysShown = async () => {
    await expect(page).toHaveURL(new RegExp(`/teams/${TEAM}/ssh-keys$`));
    await expect(page.getByRole('row', { name: /alice laptop/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await page.reload();
  await keysShown();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible();
  await page.goForward();
  await keysShown();
});

test('every create action of the palette opens its page’s dialog', async ({ page }) => {
  await gotoArea(page, 'vms');
  for (const action of ['Create VPC', 'Create firewall group', 'Create IP list', 'New startup script']) {
    await openPalette(page);
    await combobox(page).fill(action);
    await palette(page)
      .getByRole('option', { name: new RegExp(`^${action} `) })
      .click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog, action).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('/ focuses the page’s search, g k goes to SSH keys, ? lists the shortcuts; none while typing', async ({
  page,
}) => {
  await gotoArea(page, 'vpcs');
  await page.getByRole('heading', { level: 1, name: 'VPCs' }).click();
  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search SSH keys' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  // In a field the same keys are text.
  await page.keyboard.type('gv?');
  await expect(search).toHaveValue('gv?');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('heading', { level: 1, name: 'SSH keys' }).click();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Startup scripts')).toBeVisible();
  // Nothing fires under an open dialog.
  await page.keyboard.press('g');
  await page.keyboard.press('v');
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Also from the top bar and from the palette.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await openPalette(page);
  await combobox(page).pressSequentially('keyboard');
  await page.keyboard.press('Enter');
  await expect(help).toBeVisible();
});

test('a search of 10,000 keys shows the best 50 and says how many more', async ({ page }) => {
  const keys = manyKeys(10_000);
  await page.route(/\/api\/ssh_keys(\?|$)/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { ssh_keys: keys } }) : route.fallback(),
  );
  await gotoArea(page, 'ssh-keys');
  await expect(page.getByText('10000 keys')).toBeVisible();
  await openPalette(page);
  await combobox(page).pressSequentially('bulk key');
  await expect(palette(page).getByRole('status')).toHaveText('10000 results. 9950 more — refine your search.');
  await expect(palette(page).getByRole('option')).toHaveCount(50);
  await combobox(page).pressSequentially(' 04242');
  await expect(palette(page).getByRole('option')).toHaveCount(1);
  await expect(palette(page).getByRole('option')).toHaveAccessibleName('bulk key 04242 SSH key');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the palette and the shortcut list are axe clean, ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The theme follows the system until one is picked in the top bar.
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await openPalette(page);
    await combobox(page).pressSequentially('web');
    await expect(palette(page).getByRole('option', { name: /^web-1 192/ })).toBeVisible();
    await expectNoAxeViolations(page, `the palette (${theme})`);
    await settleAnimations(page);
    await page.screenshot({ path: `test-results/screenshots/palette-${theme}.png` });
    await page.keyboard.press('Escape');

    await page.keyboard.press('Shift+?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectNoAxeViolations(page, `the shortcut list (${theme})`);
    await settleAnimations(page);
    await page.screenshot({ path: `test-results/screenshots/shortcuts-${theme}.png` });
  });
}

test('at 390 px the palette fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await combobox(page).fill('web');
  await expect(palette(page).getByRole('option', { name: /^web-1 192/ })).toBeVisible();
  const box = await palette(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/palette-390.png' });
});

test('shortcuts pressed before their code has arrived still work: g k goes to SSH keys, then ? lists them', async ({
  page,
}) => {
  await signIn(page);
  // The shortcuts' code (the keyboard layer) held: it comes after the page's data, or at the first key.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/KeyboardLayer-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.fallback();
  });
  await page.goto(`/teams/${TEAM}/vpcs`);
  await expect(page.getByRole('heading', { level: 1, name: 'VPCs' })).toBeVisible();
  await page.locator('main').press('g');
  await page.locator('main').press('k');
  await expect.poll(() => asked).toBe(true);
  release();
  await expect(page).toHaveURL(new RegExp(`/teams/${TEAM}/ssh-keys$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible();
  await page.locator('main').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('the palette, the shortcuts, the activity panel and the session share are not fetched before the rows', async ({
  page,
}) => {
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const order: string[] = [];
  const LATER = /\/assets\/(KeyboardLayer|shortcuts|CommandPalette|ActivityButton|sessionShare)-[^/]+\.js$/;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/network/vpcs') order.push('rows read');
    const later = LATER.exec(url.pathname);
    if (later) order.push(later[1] ?? '');
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/network/vpcs') order.push('rows answer');
  });
  // The list answers well after the page's other reads (the team switcher's teams): they wait for it.
  await page.route('**/api/network/vpcs*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await page.goto(`/teams/${TEAM}/vpcs`);
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  // Once the page has its data, they follow, without a key pressed (the palette itself waits to be opened).
  await expect
    .poll(() => [...order].sort())
    .toEqual(['ActivityButton', 'KeyboardLayer', 'rows answer', 'rows read', 'sessionShare', 'shortcuts']);
  expect(order.slice(0, 2)).toEqual(['rows read', 'rows answer']);
  // And they work.
  await page.getByRole('button', { name: /^Activity/ }).click();
  await expect(page.getByRole('dialog', { name: 'Activity' })).toBeVisible();
});
