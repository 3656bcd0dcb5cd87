import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/** Debian's Chromium, the browser a person runs: the bench times pages in it. Playwright's own download is never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');

/**
 * The browser the e2e suite drives: Debian's `chromium-headless-shell` when installed, else Chromium.
 * It is the same Chromium build without the desktop browser around it, and what Playwright itself
 * runs headless tests in; a fresh context and a page load cost it a fraction of the CPU (docs/performance.md,
 * "The e2e suite's browser"). A headed run (`--headed`, `--debug`) needs the
 * full browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? installed('/usr/bin/chromium');

/** The flags this machine needs: no sandbox as root, no GPU, and no background traffic to reach out. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
