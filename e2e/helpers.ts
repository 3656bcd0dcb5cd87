import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR_URL } from './env';

export const DEMO_TOKEN = 'demo-token-cloud-console';

/** Every test starts from the demo fixture, whatever earlier tests created or deleted. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/_emulator/reset`);
  expect(response.ok(), `emulator reset answered ${response.status()}`).toBe(true);
}

export async function signIn(page: Page, options: { keepInTab?: boolean; path?: string } = {}): Promise<void> {
  await page.goto(options.path ?? '/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('API token').fill(DEMO_TOKEN);
  if (options.keepInTab) await page.getByRole('checkbox', { name: 'Keep me signed in in this tab' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/teams\/[^/]+\//);
}

/** Everything the page could have persisted, to check a token never lands where it should not. */
export async function storedSecrets(page: Page): Promise<{ local: string; session: string; cookies: string }> {
  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...storage, cookies };
}

/** Waits for finite animations (a dialog fading in) to end; endless ones (skeletons, spinners) are left running. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
