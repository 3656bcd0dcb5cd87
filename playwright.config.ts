import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { CONSOLE_URL, DOCUMENTED_ERRORS_PROJECT, EMULATOR_PORT, EMULATOR_URL, PREVIEW_PORT } from './e2e/env';
import {
  ALTERNATE_API_PATH,
  ALTERNATE_CONFIG,
  ALTERNATE_CONSOLE_PATH,
  ALTERNATE_PORT,
  ALTERNATE_PREFIX,
  ALTERNATE_URL,
  NGINX_INSTALLED,
  NGINX_MISSING,
  NGINX_PORT,
  NGINX_PREFIX,
  NGINX_URL,
} from './e2e/deploy/env';

const CI = Boolean(process.env.CI);

// E2E_SKIP_BUILD=1 serves the existing build (npm test builds just before the e2e step).
// E2E_OUT_DIR gives a run its own build folder, so several runs can go on side by side
// (with their own E2E_EMULATOR_PORT and E2E_PREVIEW_PORT).
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const build = process.env.E2E_SKIP_BUILD ? '' : `npx vite build --outDir ${outDir} --emptyOutDir && `;

// The nginx deployment (src/deploy/nginx) in front of the same emulator, serving the build the
// preview server made just before (web servers start in order): as built, and a copy whose
// config.json alone points it at other paths. Without nginx the `nginx` project's specs skip.
const nginx = `node --import tsx scripts/nginx.ts --dist ${outDir} --api-upstream ${EMULATOR_URL}`;
const nginxServers = NGINX_INSTALLED
  ? [
      { command: `${nginx} --listen 127.0.0.1:${NGINX_PORT} --prefix ${NGINX_PREFIX}`, url: NGINX_URL },
      {
        command:
          `${nginx} --listen 127.0.0.1:${ALTERNATE_PORT} --prefix ${ALTERNATE_PREFIX}` +
          ` --config-json '${JSON.stringify(ALTERNATE_CONFIG)}' --api-path ${ALTERNATE_API_PATH} --console-path ${ALTERNATE_CONSOLE_PATH}`,
        url: ALTERNATE_URL,
      },
    ].map((server) => ({
      ...server,
      reuseExistingServer: !CI,
      timeout: 30_000,
      // The whole process group gets SIGTERM: nginx shuts down fast and the script removes its prefix.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    }))
  : [];
// Said once, by the runner (workers load this file too); each skipped spec carries the reason as well.
if (!NGINX_INSTALLED && process.env.TEST_WORKER_INDEX === undefined)
  console.warn(`Skipping the nginx project: ${NGINX_MISSING}.`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  // The tests share one emulator and reset it before each test, so they run one at a time.
  workers: 1,
  fullyParallel: false,
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
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The picture-only specs (screenshots.spec and the *-screens.spec) belong to `screens` alone.
    { name: 'chromium', testIgnore: [/[\\/]deploy[\\/]/, /[\\/](screenshots|[\w-]+-screens)\.spec\.ts$/] },
    // The tests about errors (tagged @errors) again, against errors as the provider documents them: a
    // status, and a code only for reserved IPs and VM settings. Their error paths expect the operation's
    // plain words there (`documentedErrorsOnly()` in e2e/helpers.ts); the happy paths are the same in both
    // modes and run once, in `chromium`. A test tagged @codes is about where an emulator-only code puts
    // its message, which such a server never sends.
    {
      name: DOCUMENTED_ERRORS_PROJECT,
      testIgnore: /[\\/]deploy[\\/]/,
      grep: /@errors\b/,
      grepInvert: /@codes\b/,
    },
    { name: 'nginx', testDir: 'e2e/deploy', use: { baseURL: NGINX_URL } },
    // Pictures of every page and state in both themes, for a person to look at (PNGs under
    // <results dir>/screenshots/); nothing compares them, so they run only when asked: `npm run screens`.
    ...(process.env.E2E_SCREENS
      ? [{ name: 'screens', testMatch: /[\\/](screenshots|[\w-]+-screens)\.spec\.ts$/ }]
      : []),
  ],
  webServer: [
    {
      command: `npm run emulator -- --port ${EMULATOR_PORT}`,
      url: `${EMULATOR_URL}/_emulator/health`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The production build behind `vite preview`, whose proxy sends /api/* to the emulator.
      command: `${build}npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: CONSOLE_URL,
      env: { EMULATOR_URL },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
    ...nginxServers,
  ],
});
