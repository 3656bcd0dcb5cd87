import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_TOKEN } from './helpers';

const run = promisify(execFile);

/** Opens the "API request" view inside `scope` (a dialog, a form) and returns the curl command it shows. */
export async function shownCurl(scope: Locator): Promise<string> {
  const toggle = scope.getByRole('button', { name: 'API request' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const curl = scope.getByRole('region', { name: 'API request' }).getByRole('figure', { name: 'curl' });
  await expect(curl).toBeVisible();
  const text = (await curl.locator('pre').textContent()) ?? '';
  expect(text).toContain('$ONIDEL_TOKEN');
  expect(text).not.toContain(DEMO_TOKEN);
  return text;
}

/**
 * Runs a command copied from the console in a shell, as a person would after `export ONIDEL_TOKEN=…`,
 * and returns the HTTP status and the body it answered (curl prints both: `-w` adds the status).
 */
export async function runCurl(command: string, token = DEMO_TOKEN): Promise<{ status: number; body: string }> {
  const { stdout } = await run('sh', ['-c', `${command} -sS -w '\\n%{http_code}'`], {
    env: { ...process.env, ONIDEL_TOKEN: token },
    timeout: 15_000,
  });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) };
}
