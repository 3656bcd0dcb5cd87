import { test as base, expect } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../src/deploy/csp';
import { DOCUMENTED_ERRORS_PROJECT, EMULATOR_URL, LIVE_API_PROJECT, NGINX_PROJECT } from './env';
import { startWorkerServers } from './workerServers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspGuard: void; errorMode: void }, { workerServers: void }>({
  // This worker's own emulator and preview (and nginx sites in the nginx project): no other worker
  // sees its data, so tests run in parallel and each still starts from a reset.
  workerServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const servers = await startWorkerServers({ nginx: workerInfo.project.name === NGINX_PROJECT });
      await use();
      await servers.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // Set before every test, as the fault setting outlives a reset and projects may interleave.
  errorMode: [
    async ({ request }, use, testInfo) => {
      const documentedErrorsOnly = testInfo.project.name === DOCUMENTED_ERRORS_PROJECT;
      const liveApi = testInfo.project.name === LIVE_API_PROJECT;
      const response = await request.put(`${EMULATOR_URL}/_emulator/faults`, {
        data: { documentedErrorsOnly, liveApi },
      });
      expect(response.ok(), `PUT /_emulator/faults answered ${response.status()}`).toBe(true);
      await use();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      // The dev server injects inline scripts (React Refresh) and sends no policy; E2E_DEV=1 runs the suite against it.
      if (process.env.E2E_DEV) {
        await use();
        return;
      }
      // The policy comes from the server (src/deploy/csp.ts in vite.config.ts), as in a deployment.
      const unguarded: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'document' || response.frame() !== page.mainFrame()) return;
        if (response.headers()['content-security-policy'] !== CONTENT_SECURITY_POLICY) unguarded.push(response.url());
      });
      // Init scripts run through the DevTools protocol, so the policy does not block this listener.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use();
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(unguarded, 'pages served without the deployment’s Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
