import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './e2e/chromium';
import { CONSOLE_URL, DOCUMENTED_ERRORS_PROJECT, LIVE_API_PROJECT, NGINX_PROJECT } from './e2e/env';
import { NGINX_INSTALLED, NGINX_MISSING, NGINX_URL } from './e2e/deploy/env';

const CI = Boolean(process.env.CI);

// Said once, by the runner (workers load this file too); each skipped spec carries the reason as well.
if (!NGINX_INSTALLED && process.env.TEST_WORKER_INDEX === undefined)
  console.warn(`Skipping the nginx project: ${NGINX_MISSING}.`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  globalSetup: './e2e/globalSetup.ts',
  // Each worker has its own emulator and servers (e2e/fixtures.ts) and every test resets its
  // emulator first, so any test may run in any worker. Two a core: a test spends much of its time
  // waiting for the emulator's timed changes (a build, a snapshot) and the app's polls, and the
  // other worker on that core computes meanwhile.
  workers: availableParallelism() * 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 0 : 1,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: CONSOLE_URL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The picture-only specs (screenshots.spec and the *-screens.spec) belong to `screens` alone.
    // live-api.spec.ts is about the live API's shapes: the live-api project alone runs it.
    {
      name: 'chromium',
      testIgnore: [/[\\/]e2e[\\/]deploy[\\/]/, /[\\/](screenshots|[\w-]+-screens|live-api)\.spec\.ts$/],
    },
    // The tests about errors (tagged @errors) again, against errors as the provider documents them: a
    // status, and a code only for reserved IPs and VM settings. Their error paths expect the operation's
    // plain words there (`documentedErrorsOnly()` in e2e/helpers.ts); the happy paths are the same in both
    // modes and run once, in `chromium`. A test tagged @codes is about where an emulator-only code puts
    // its message, which such a server never sends.
    {
      name: DOCUMENTED_ERRORS_PROJECT,
      testIgnore: /[\\/]e2e[\\/]deploy[\\/]/,
      grep: /@errors\b/,
      grepInvert: /@codes\b/,
    },
    // One main-flow test per area (tagged @live) against the emulator answering as the live API was
    // seen to (docs/emulator.md, `--live-api`): a rule's subnet_size as a string when created, a
    // VM's firewall group as a number on its single read, VPC lists without attached_vms, the new VM in
    // the deploy answer, errors as in documented-errors.
    { name: LIVE_API_PROJECT, testIgnore: /[\\/]e2e[\\/]deploy[\\/]/, grep: /@live\b/ },
    { name: NGINX_PROJECT, testDir: 'e2e/deploy', use: { baseURL: NGINX_URL } },
    // Pictures of every page and state in both themes, for a person to look at (PNGs under
    // <results dir>/screenshots/); nothing compares them, so they run only when asked: `npm run screens`.
    ...(process.env.E2E_SCREENS
      ? [{ name: 'screens', testMatch: /[\\/](screenshots|[\w-]+-screens)\.spec\.ts$/ }]
      : []),
  ],
});
