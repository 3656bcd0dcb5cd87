import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CONSOLE_URL, EMULATOR_PORT, EMULATOR_URL, PREVIEW_PORT } from './e2e/env';

const CI = Boolean(process.env.CI);

// The system Chromium (Debian package); Playwright's own browser download is not used here.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// E2E_SKIP_BUILD=1 serves the existing build (npm test builds just before the e2e step).
// E2E_OUT_DIR gives a run its own build folder, so several runs can go on side by side
// (with their own E2E_EMULATOR_PORT and E2E_PREVIEW_PORT).
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const build = process.env.E2E_SKIP_BUILD ? '' : `npx vite build --outDir ${outDir} --emptyOutDir && `;

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
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
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
  ],
});
