import { execFileSync } from 'node:child_process';
import { BUILD_DIR } from './env';

/**
 * Builds the console once for every worker's preview and nginx sites; E2E_SKIP_BUILD=1 serves the
 * existing build (`npm test` builds just before the e2e step).
 */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD || process.env.E2E_DEV) return;
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
}
