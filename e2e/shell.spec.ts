import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

test('every area has a page; switching team keeps the area', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const group of ['Compute', 'Networking', 'Storage', 'Access', 'Catalogue']) {
    await expect(nav.getByRole('heading', { name: group })).toBeVisible();
  }

  // Every sidebar link opens its area: the link is marked current and the page has its own heading and title.
  const links = nav.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(11);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByText('This page is not built yet')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/teams\/b2c5a7b4-41fe-4f5b-baac-43a8506c261a\//);

  await nav.getByRole('link', { name: 'Firewalls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();
  await expect(page).toHaveTitle(/Firewalls/);

  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Staging' });
  await expect(page).toHaveURL(/\/teams\/e72e0f3c-6864-4116-a9b3-55bf9dabd621\/firewalls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Firewalls' })).toBeVisible();

  // A search typed just before switching (not yet in the URL) stays with the team it was typed for.
  await page.getByRole('searchbox', { name: 'Search firewall groups' }).fill('web');
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Acme Production' });
  await expect(page).toHaveURL(/\/teams\/b2c5a7b4-41fe-4f5b-baac-43a8506c261a\/firewalls$/);
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(/\/teams\/b2c5a7b4-41fe-4f5b-baac-43a8506c261a\/firewalls$/);
  await expect(page.getByRole('searchbox', { name: 'Search firewall groups' })).toHaveValue('');
});

test('unknown addresses show a not-found page, inside the console and outside it', async ({ page }) => {
  await signIn(page);
  await page.goto('/teams/b2c5a7b4-41fe-4f5b-baac-43a8506c261a/no-such-area');
  // A fresh page load keeps the session (the tab's sessionStorage): straight to the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Below an area too: a path none of its pages has.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SSH keys' }).click();
  await page.evaluate(() => {
    history.pushState(null, '', `${location.pathname}/no/such/page`);
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the console' }).click();
  // Still signed in (the tab keeps its session): the console opens on the team's virtual machines.
  await expect(page).toHaveURL(/\/teams\/[^/]+\/vms$/);
});
