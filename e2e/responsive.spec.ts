import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { resetEmulator, settleAnimations, signIn } from './helpers';
import { control, openPage, PAGES, SIZES, type PageCase, type Size } from './responsivePages';

/**
 * Issue 16 §2: every page works at 390×844 (a phone), 768×1024 (a tablet) and 1024×768 (a small
 * laptop). On each page and in each dialog it opens: the document is never wider than the screen,
 * nothing in the page sticks out of it except inside a table's own sideways-scrolling region, and
 * the main action can be reached and pressed.
 */

/** What sticks out of the screen, described so a failure names the element; empty when all fits. */
async function overflow(page: Page, scope: 'main' | 'dialog'): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`the document is ${root.scrollWidth}px wide`);
    const container =
      scope === 'main' ? document.getElementById('main-content') : document.querySelector('dialog[open]');
    if (!container) return [`no ${scope} to measure`];
    if (container.scrollWidth > container.clientWidth + 1)
      problems.push(`${scope} scrolls sideways: ${container.scrollWidth}px in ${container.clientWidth}px`);
    const box = container.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${scope} spans ${box.left}..${box.right}px`);
    if (scope === 'dialog' && (box.top < -0.5 || box.bottom > window.innerHeight + 0.5))
      problems.push(`the dialog spans ${box.top}..${box.bottom}px of ${window.innerHeight}px`);
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

for (const size of SIZES) {
  test(`every page and dialog fits ${size.width}×${size.height}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await resetEmulator(request);
    await signIn(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const pageCase of PAGES) await checkPage(page, size, pageCase);
    // The top bar, whatever the page.
    const bar = await page.evaluate(() => {
      const header = document.querySelector('header');
      return header ? { scroll: header.scrollWidth, client: header.clientWidth } : null;
    });
    expect(bar, 'the top bar fits').not.toBeNull();
    expect(bar?.scroll, 'the top bar fits').toBeLessThanOrEqual(bar?.client ?? 0);
  });
}

test('on a phone the navigation is a drawer: it opens, keeps focus, closes by Escape, outside click or link', async ({
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

  // Widening the window puts the sidebar back and the menu button away.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(menuButton).toHaveCount(0);
});
