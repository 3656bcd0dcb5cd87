import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { DEMO_TOKEN } from '../../src/emulator/core';
import { largeFixture, LARGE_IDS } from '../../src/emulator/fixtures/largeFixture';
import { startEmulatorServer } from '../../src/emulator/server/server';

/** Where the bench builds, apart from dist/ and the e2e builds (ignored by git). */
const BENCH_OUT_DIR = process.env.BENCH_OUT_DIR ?? '.e2e-build-bench';
export const CHROMIUM = CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

export const BENCH_TEAM = LARGE_IDS.team;
export const BENCH_TOKEN = DEMO_TOKEN;

export interface BenchEnvironment {
  /** The console's URL (vite preview of the production build, proxying /api to the emulator). */
  appUrl: string;
  emulatorUrl: string;
  outDir: string;
  /** Emulator control: back to the large fixture, no faults. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A production build into `outDir`; `minify: false` keeps function names readable in a CPU profile. */
export function buildForBench(outDir = BENCH_OUT_DIR, { minify = true } = {}): void {
  const args = [
    'node_modules/vite/bin/vite.js',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
    ...(minify ? [] : ['--minify', 'false']),
  ];
  execFileSync(process.execPath, args, { stdio: 'inherit' });
}

/**
 * The production build behind `vite preview` (the deployment's headers, /api proxied) and the
 * emulator serving the large fixture, both on free ports of 127.0.0.1.
 */
export async function startBenchEnvironment(outDir = BENCH_OUT_DIR): Promise<BenchEnvironment> {
  if (!existsSync(`${outDir}/index.html`)) buildForBench(outDir);
  const emulator = await startEmulatorServer({ port: 0, fixture: largeFixture() });
  process.env.API_UPSTREAM = emulator.url;
  const server = await preview({ preview: { port: 0, strictPort: false }, build: { outDir }, logLevel: 'error' });
  const appUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!appUrl) {
    await server.close();
    await emulator.close();
    throw new Error('vite preview reported no URL');
  }
  return {
    appUrl,
    emulatorUrl: emulator.url,
    outDir,
    async reset() {
      const response = await fetch(`${emulator.url}/_emulator/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`emulator reset answered ${response.status}`);
    },
    async close() {
      await server.close();
      await emulator.close();
    },
  };
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Signs in through the sign-in page as a person does, keeping the token in this tab's
 * sessionStorage (the sign-in page's default) so reloads and full navigations stay signed in.
 */
export async function signIn(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/`);
  await page.getByLabel('API token').fill(BENCH_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/teams\//);
}

/** Client-side navigation, as a click on an app link does (no document load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({ idx: window.history.length }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
