import { test as base, expect } from '@playwright/test';

/**
 * The policy DESIGN.md deploys with. `vite preview` sends no CSP, so every test page gets it added
 * here: a single inline style or script anywhere in the app then fails the test that shows it.
 */
export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      // The dev server injects inline scripts (React Refresh); E2E_DEV=1 runs the suite against it without the policy.
      if (process.env.E2E_DEV) {
        await use();
        return;
      }
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
      });
      // Init scripts run through the DevTools protocol, so the policy does not block this listener.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
