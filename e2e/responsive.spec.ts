import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { resetEmulator, settleAnimations, signIn } from './helpers';
import { control, openPage, PAGES, SIZES, type PageCase, type Size } from './responsivePages';

/**
 * Every page works at 390×844 (a phone), 768×1024 (a tablet) and 1024×768 (a small
 * laptop). On each page and in each dialog it opens: the document is never wider than the screen,
 * nothing in the page sticks out of it except inside a table's own sideways-scrolling region, and
 * the main action can be reached and pressed.
 */

/** What sticks out of the screen, described so a failure names the element; empty when all fits. */
async function overflow(page: Page, scope: 'main' | 'dialog' | 'panel'): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`the document is ${root.scrollWidth}px wide`);
    // A panel is a non-modal dialog that is not a <dialog> (the activity panel).
    const container =
      scope === 'main'
        ? document.getElementById('main-content')
        : document.querySelector(scope === 'dialog' ? 'dialog[open]' : 'div[role="dialog"]');
    if (!container) return [`no ${scope} to measure`];
    if (container.scrollWidth > container.clientWidth + 1)
      problems.push(`${scope} scrolls sideways: ${container.scrollWidth}px in ${container.clientWidth}px`);
    const box = container.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${scope} spans ${box.left}..${box.right}px`);
    if (scope !== 'main' && (box.top < -0.5 || box.bottom > window.innerHeight + 0.5))
      problems.push(`the ${scope} spans ${box.top}..${box.bottom}px of ${window.innerHeight}px`);
    // An element inside a box that clips or scrolls sideways (a table's region, a truncated cell)
    // is that box's business; the box itself is measured like the rest.
    const insideClippingBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== container; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}> "${name}"`;
    };
    for (const element of container.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= box.left - 0.5 && rect.right <= Math.min(box.right, width) + 0.5) continue;
      if (insideClippingBox(element)) continue;
      problems.push(`${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}px`);
      if (problems.length > 5) break;
    }
    return problems;
  }, scope);
}

/**
 * From 768 px up, each table in main fits its own region (no sideways scrolling) and its first row's
 * first action lies wholly inside that region and the window: problems described, empty when all fits.
 */
async function tablesCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.getElementById('main-content');
    for (const table of main?.querySelectorAll('table') ?? []) {
      const name = table.getAttribute('aria-label') ?? 'a table';
      let region = table.parentElement;
      while (region && region !== main && getComputedStyle(region).overflowX === 'visible')
        region = region.parentElement;
      if (!region || region === main) continue;
      if (region.scrollWidth > region.clientWidth + 1)
        problems.push(`${name} scrolls sideways: ${region.scrollWidth}px in ${region.clientWidth}px`);
      const headers = table.querySelectorAll('thead th');
      if (headers[headers.length - 1]?.textContent?.trim() !== 'Actions') continue;
      const row = Array.from(table.querySelectorAll('tbody tr')).find(
        (candidate) => candidate.children.length === headers.length,
      );
      const action = row?.lastElementChild?.querySelector('a[href], button');
      if (!action) continue;
      const box = region.getBoundingClientRect();
      const rect = action.getBoundingClientRect();
      const right = Math.min(box.left + region.clientWidth, window.innerWidth);
      if (rect.left < box.left - 0.5 || rect.right > right + 0.5)
        problems.push(
          `${name}: "${action.getAttribute('aria-label') ?? action.textContent}" spans ${Math.round(rect.left)}..${Math.round(rect.right)}px, the region shows ${Math.round(box.left)}..${Math.round(right)}px`,
        );
    }
    return problems;
  });
}

/**
 * The control is wholly on screen once scrolled to, and a pointer at its centre lands on it (nothing
 * covers it). A type-to-confirm action is disabled until the name is typed, so this is a hit test,
 * not a trial click.
 */
async function expectOperable(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  await expect.soft(target, `${what} is on screen`).toBeInViewport({ ratio: 1 });
  const hit = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect.soft(hit, `${what} is not covered`).toBe(true);
}

async function checkDialog(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  expect.soft(await overflow(page, 'dialog'), where).toEqual([]);
  // Its last button is the one that acts (the form kit puts Cancel, then submit).
  await expectOperable(dialog.getByRole('button').last(), `${where}: its action`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function checkPage(page: Page, size: Size, pageCase: PageCase) {
  const where = `${size.name} ${pageCase.path}`;
  await openPage(page, pageCase);
  expect.soft(await overflow(page, 'main'), where).toEqual([]);
  if (size.width >= 768) expect.soft(await tablesCutOff(page), `${where}: tables`).toEqual([]);

  const main = pageCase.main
    ? control(page, pageCase.main)
    : size.width < 1024
      ? page.getByRole('button', { name: 'Open navigation' })
      : page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
  await expectOperable(main.first(), `${where}: main action`);

  for (const name of pageCase.dialogs ?? []) {
    await checkDialog(page, `${where} dialog "${String(name)}"`, async () => {
      const opener = page
        .getByRole('main')
        .getByRole('button', { name, exact: typeof name === 'string' })
        .first();
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
    });
  }
  if (pageCase.menuDialogs) {
    const menuButton = page.getByRole('main').getByRole('button', { name: pageCase.menuDialogs, exact: true });
    await menuButton.click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect.soft(await overflow(page, 'main'), `${where} menu "${pageCase.menuDialogs}"`).toEqual([]);
    await page.keyboard.press('Escape');
    for (const item of items) {
      await checkDialog(page, `${where} menu item "${item}"`, async () => {
        await menuButton.click();
        await page.getByRole('menuitem', { name: item, exact: true }).click();
      });
    }
  }
}

/** The walk in parts of a few pages, so that the parts of one size share the workers. */
const PAGES_A_PART = 3;
const PARTS = Array.from({ length: Math.ceil(PAGES.length / PAGES_A_PART) }, (_, index) =>
  PAGES.slice(index * PAGES_A_PART, (index + 1) * PAGES_A_PART),
);

for (const size of SIZES) {
  PARTS.forEach((part, index) => {
    test(`every page and dialog fits ${size.width}×${size.height}, part ${index + 1} of ${PARTS.length}`, async ({
      page,
      request,
    }) => {
      await resetEmulator(request);
      await signIn(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const pageCase of part) await checkPage(page, size, pageCase);
      await expectTopBarFits(page, size);
    });
  });
}

/** The top bar, whatever the page. */
async function expectTopBarFits(page: Page, size: Size) {
  const bar = await page.evaluate(() => {
    const header = document.querySelector('header');
    return header ? { scroll: header.scrollWidth, client: header.clientWidth } : null;
  });
  expect(bar, 'the top bar fits').not.toBeNull();
  expect(bar?.scroll, 'the top bar fits').toBeLessThanOrEqual(bar?.client ?? 0);
  // The team's name shows (at 768 px it once shrank to its chevron), and nothing in the bar overlaps it.
  const team = page.getByRole('combobox', { name: 'Team' });
  const box = await team.boundingBox();
  expect(box?.width ?? 0, 'the team switcher has room for a name').toBeGreaterThanOrEqual(80);
  await expectOperable(team, `${size.name}: the team switcher`);
}

/**
 * The command palette, the shortcut list and the activity panel (with one change in it) at each size:
 * inside the screen, nothing sticking out, and their controls on screen and not covered.
 */
for (const size of SIZES) {
  test(`the palette, the shortcut list and the activity panel fit ${size.width}×${size.height}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const where = (part: string) => `${size.width}×${size.height} ${part}`;
    await resetEmulator(request);
    await signIn(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await openPage(page, { path: 'ssh-keys', heading: 'SSH keys' });
    // A change, so the panel has an entry to lay out.
    await page.getByRole('button', { name: 'Delete CI deploy' }).click();
    await page.getByRole('alertdialog', { name: 'Delete SSH key' }).getByRole('button', { name: 'Delete key' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    // Its toast joins any modal opened now (the region moves into the top layer) and must not cover the modal's controls.
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await page.getByRole('button', { name: 'Add SSH key' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add SSH key' });
    await expect(add.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await settleAnimations(page);
    await expectOperable(
      add.getByRole('button', { name: 'Add SSH key' }),
      where('Add SSH key under a toast: its action'),
    );
    await expectOperable(add.getByRole('button', { name: 'Close', exact: true }).first(), where('… its Close'));
    await expectOperable(add.getByRole('button', { name: 'Dismiss notification' }), where('… the toast’s Dismiss'));
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    // Measure the modals below alone.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);

    const palette = page.getByRole('dialog', { name: 'Search' });
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    const combobox = palette.getByRole('combobox', { name: 'Search resources, areas and actions' });
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially('web');
    await expect(palette.getByRole('option').first()).toBeVisible();
    await settleAnimations(page);
    expect.soft(await overflow(page, 'dialog'), where('palette')).toEqual([]);
    await expectOperable(combobox, where('palette: its search field'));
    await expectOperable(palette.getByRole('option').first(), where('palette: its first result'));
    await expectOperable(palette.getByRole('option').last(), where('palette: its last result'));
    await expectOperable(palette.getByRole('button', { name: 'Close', exact: true }).first(), where('palette: Close'));
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    // The top bar offers the list to the pointer too.
    await expectOperable(
      page.getByRole('button', { name: 'Keyboard shortcuts' }),
      where('the Keyboard shortcuts button'),
    );
    await page.getByRole('heading', { level: 1, name: 'SSH keys' }).click();
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await settleAnimations(page);
    expect.soft(await overflow(page, 'dialog'), where('shortcut list')).toEqual([]);
    await expectOperable(
      help.getByRole('button', { name: 'Close', exact: true }).first(),
      where('shortcut list: Close'),
    );
    // Its last line can be scrolled to inside the dialog.
    await expectOperable(help.getByRole('definition').last(), where('shortcut list: its last shortcut'));
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    const activity = page.getByRole('button', { name: /^Activity/ });
    await expectOperable(activity, where('the Activity button'));
    await activity.click();
    const panel = page.getByRole('dialog', { name: 'Activity' });
    await expect(panel.getByRole('listitem').filter({ hasText: 'CI deploy' })).toBeVisible();
    await settleAnimations(page);
    expect.soft(await overflow(page, 'panel'), where('activity panel')).toEqual([]);
    await expectOperable(panel.getByRole('button', { name: 'Close activity' }), where('activity panel: Close'));
    await expectOperable(panel.getByRole('listitem').first(), where('activity panel: its newest entry'));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
}

test('on a phone and a tablet the navigation is a drawer: it opens, keeps focus, closes by Escape, outside click or link', async ({
  page,
  request,
}) => {
  await resetEmulator(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // Focus starts on the current area and Tab never leaves the drawer.
  await expect(drawer.locator('a[aria-current="page"]')).toBeFocused();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await expect(drawer.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expectNoAxeViolations(page, 'the navigation drawer');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // A click beside the drawer, on the dimmed page.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(370, 400);
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Choosing an area goes there and closes the drawer.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Firewalls' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/firewalls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();
  await expect(menuButton).toBeFocused();

  // By keyboard alone.
  await menuButton.press('Enter');
  await expect(drawer.getByRole('link', { name: 'Firewalls' })).toBeFocused();
  const close = drawer.getByRole('button', { name: 'Close navigation' });
  // Back up the links (VPCs, Snapshots…) to the drawer's close button, above them.
  for (let step = 0; step < 6 && !(await close.evaluate((button) => button === document.activeElement)); step += 1)
    await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A tablet's width still has the drawer, not the sidebar.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Firewalls' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Widening the window puts the sidebar back and the menu button away.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(menuButton).toHaveCount(0);
});
