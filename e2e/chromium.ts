import { existsSync } from 'node:fs';

/** Debian's Chromium, used by the e2e tests and the bench; Playwright's own download is never used. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
