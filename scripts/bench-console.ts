// `npm run bench:console`: time from clicking "Open console" to the first frame on the canvas,
// over several runs, against the emulator's built-in screen and (when Xvfb and x11vnc are
// installed) a real VNC server behind the emulator's upstream proxy. Figures, not assertions.
//
// It builds the app into .e2e-build-bench, serves it with `vite preview` (which proxies /api to an
// emulator started here on a free port) and drives Debian's Chromium with Playwright. Everything
// listens on 127.0.0.1 and is stopped at the end.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { DEMO_TOKEN } from '../src/emulator/core';
import { startEmulatorServer } from '../src/emulator/server/server';
import { hasRealVncBinaries, startRealVncServer } from '../src/emulator/server/liveVnc';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const OUT_DIR = '.e2e-build-bench';
const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Clicks "Open console" on the VM page and resolves with the milliseconds until the canvas holds a
 * drawn pixel (noVNC's canvas is transparent until the first framebuffer update lands), checked
 * every animation frame in the page itself so the figure carries no round trip to Playwright.
 */
async function clickToFirstFrame(page: Page): Promise<number> {
  await page.evaluate(
    ({ team, vm }) => {
      window.history.pushState({ idx: 1 }, '', `/teams/${team}/vms/${vm}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { team: TEAM, vm: WEB1 },
  );
  const link = page.getByRole('link', { name: 'Open console' });
  await link.waitFor();
  await link.evaluate((element) => element.setAttribute('data-bench-target', ''));
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return page.evaluate<number>(WAIT_FOR_FIRST_FRAME);
}

const WAIT_FOR_FIRST_FRAME = `new Promise((resolve, reject) => {
  const started = performance.now();
  document.querySelector('[data-bench-target]').click();
  const check = () => {
    const canvas = document.querySelector('[aria-label^="Console screen of"] canvas');
    const context = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
    if (context) {
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 3; index < data.length; index += 4 * 97) {
        if (data[index] !== 0) return resolve(performance.now() - started);
      }
    }
    if (performance.now() - started > 20000) return reject(new Error('no frame within 20 s'));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function measure(label: string, page: Page): Promise<void> {
  const times: number[] = [];
  // One unmeasured run loads the console chunk into the cache, as any second visit finds it.
  await clickToFirstFrame(page);
  for (let run = 0; run < RUNS; run++) times.push(await clickToFirstFrame(page));
  const rounded = times.map((time) => Math.round(time));
  console.log(
    `${label.padEnd(34)} median ${median(times).toFixed(0).padStart(5)} ms   min ${Math.min(...rounded)}   max ${Math.max(...rounded)}   runs ${rounded.join(' ')}`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });

  const emulator = await startEmulatorServer({ port: 0 });
  process.env.EMULATOR_URL = emulator.url;
  const server = await preview({ preview: { port: 0, strictPort: false }, build: { outDir: OUT_DIR }, logLevel: 'warn' });
  const consoleUrl = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const vnc = hasRealVncBinaries() ? await startRealVncServer({ withTerminal: true }) : null;
  try {
    if (!consoleUrl) throw new Error('vite preview reported no URL');
    const page = await browser.newPage();
    await page.goto(consoleUrl);
    await page.getByLabel('API token').fill(DEMO_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/teams\//);

    console.log(`Console: click "Open console" → first frame on the canvas, ${RUNS} runs each (Chromium, ${consoleUrl})`);
    await measure('emulator built-in screen (800×480)', page);
    if (vnc) {
      const response = await fetch(`${emulator.url}/_emulator/console-upstream`, {
        method: 'PUT',
        body: JSON.stringify({ upstream: vnc.upstream }),
      });
      if (!response.ok) throw new Error(`console-upstream answered ${response.status}`);
      await measure('real VNC: Xvfb + x11vnc (1024×768)', page);
    } else {
      console.log('real VNC: skipped (apt-get install xvfb x11vnc xterm)');
    }
  } finally {
    await browser.close();
    await vnc?.stop();
    await server.close();
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
