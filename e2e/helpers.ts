import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../src/api/session/session';
import { CONTENT_SECURITY_POLICY } from '../src/deploy/csp';
import { DOCUMENTED_ERRORS_PROJECT, EMULATOR_URL, LIVE_API_PROJECT } from './env';

export const DEMO_TOKEN = 'demo-token-cloud-console';

/** Every test starts from the demo fixture, whatever earlier tests created or deleted. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${EMULATOR_URL}/_emulator/reset`);
  expect(response.ok(), `emulator reset answered ${response.status()}`).toBe(true);
}

/**
 * Whether this test meets errors as the provider documents them (the `documented-errors` project, and
 * `live-api`, which answers errors the same way): a status without a code almost everywhere, so the
 * page's words come from the operation.
 */
export function documentedErrorsOnly(): boolean {
  const project = test.info().project.name;
  return project === DOCUMENTED_ERRORS_PROJECT || project === LIVE_API_PROJECT;
}

/** Whether this test meets the emulator answering as the live API was seen to (the `live-api` project). */
export function liveApi(): boolean {
  return test.info().project.name === LIVE_API_PROJECT;
}

/** The team each page's sign-in landed on (the first team the server lists, or `default`). */
const primaryTeams = new WeakMap<Page, string>();

const TEAM_IN_PATH = /\/teams\/([^/?#]+)/;

function teamOf(url: string): string | undefined {
  const match = TEAM_IN_PATH.exec(new URL(url).pathname);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/** The sign-in page's opt-out, for shared computers: the token then stays in memory only. */
export const FORGET_IN_TAB = 'Don’t remember me in this tab';

/** Remembers the team the page landed on once signed in, for gotoArea. */
async function landed(page: Page, options: { path?: string }): Promise<void> {
  await expect(page).toHaveURL(/\/teams\/[^/]+\//);
  const team = teamOf(page.url());
  if (!options.path && team !== undefined) primaryTeams.set(page, team);
}

/**
 * Opens the console signed in, as a tab that signed in before and reloaded: the demo token is put
 * in the tab's sessionStorage (where the console keeps it, src/api/session/session.ts) before the app
 * loads, so the test starts where it lands (the first team's virtual machines, or `path`). The
 * first load of `path` is answered with an empty page of the console's origin that only stores the
 * token; the reload then loads the app, with no extra history entry. Tests about signing in use
 * `signInWithForm`.
 */
export async function signIn(page: Page, options: { path?: string } = {}): Promise<void> {
  const target = options.path ?? '/';
  const { pathname, search } = new URL(target, 'http://console.invalid');
  await page.route(
    (url) => url.pathname === pathname && url.search === search,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': CONTENT_SECURITY_POLICY },
        body: '<!doctype html><title>Signing in</title>',
      }),
    { times: 1 },
  );
  await page.goto(target);
  await page.evaluate(({ key, token }) => sessionStorage.setItem(key, token), {
    key: SESSION_STORAGE_KEY,
    token: DEMO_TOKEN,
  });
  await page.reload();
  await landed(page, options);
}

/**
 * Signs in through the form and lands where the console lands (the first team's virtual machines,
 * or `path`). The token is kept in the tab's sessionStorage, as by default; `forgetInTab` opts out.
 */
export async function signInWithForm(
  page: Page,
  options: { forgetInTab?: boolean; path?: string } = {},
): Promise<void> {
  await page.goto(options.path ?? '/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('API token').fill(DEMO_TOKEN);
  if (options.forgetInTab) await page.getByRole('checkbox', { name: FORGET_IN_TAB }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await landed(page, options);
}

/**
 * Opens `/teams/<primary team>/<area>` (`area` may carry more path and a query: `firewalls?q=web`,
 * `vpcs/<id>`), signing in first when the page is not signed in yet. The token lives in memory, so
 * a signed-in page is moved by the app's own router (history + popstate), never by a reload.
 */
export async function gotoArea(page: Page, area: string): Promise<void> {
  const signedIn = page.url().startsWith('http') && teamOf(page.url()) !== undefined;
  if (!signedIn) await signIn(page);
  const team = primaryTeams.get(page) ?? teamOf(page.url());
  if (team === undefined) throw new Error(`gotoArea: no team in ${page.url()}`);
  const path = `/teams/${encodeURIComponent(team)}/${area.replace(/^\/+/, '')}`;
  await page.evaluate((target) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const expected = new URL(path, page.url());
  await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.search === expected.search);
  // The address bar changes at once, but the router commits the navigation only once the area's
  // lazy module has loaded; until the sidebar marks the area current, the old page is still shown
  // (and a team switch would keep the old area).
  const slug = area.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  const areaLink = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="/teams/${team}/${slug}"]`);
  await expect(areaLink).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The API's base path in the deployed config (public/config.json); the emulator serves it at its root. */
export const API_BASE = '/api';

/** The spec's 23 operations, which a server without the optional ones still has. */
const SPEC_OPERATIONS: readonly string[] = [
  'POST /ssh_keys',
  'GET /ssh_keys',
  'PATCH /ssh_keys/{ssh_key_id}',
  'POST /startup_scripts',
  'GET /startup_scripts',
  'DELETE /startup_scripts/{script_id}',
  'POST /network/firewalls',
  'GET /network/firewalls/{firewall_id}',
  'POST /network/firewalls/{firewall_id}/rules',
  'PATCH /network/firewalls/{firewall_id}/rules/{rule_id}',
  'GET /network/vpcs/{vpc_id}',
  'PATCH /network/vpcs/{vpc_id}',
  'POST /network/reserved_ips/convert',
  'GET /network/reserved_ips',
  'GET /network/reserved_ips/{reserved_ip_id}',
  'DELETE /network/reserved_ips/{reserved_ip_id}',
  'POST /vm/{vm_id}/{action}',
  'POST /vm/{vm_id}/vnc',
  'POST /object-storage/{service_id}/buckets',
  'GET /object-storage/{service_id}/buckets/{bucket_name}/access_keys',
  'GET /instance_types',
  'GET /os_templates',
  'GET /backups',
];

const isParameter = (segment: string) => segment === '*' || /^\{[^}]+\}$/.test(segment);

/** Whether two path templates can name the same path (a parameter matches any one segment). */
function samePath(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  return (
    left.length === right.length &&
    left.every((segment, i) => isParameter(segment) || isParameter(right[i] ?? '') || segment === right[i])
  );
}

/**
 * Makes optional endpoints (those beyond the spec's 23) answer as a server without them would: its
 * router answers 405 where one of the 23 operations shares the path, and a bare 404 where none does
 * (so the console marks the operation absent and falls back). Patterns are `'<METHOD> <path>'` or just
 * `'<path>'` for every method, with `{param}` or `*` for one path segment, as in the OpenAPI paths:
 *
 *   await withoutExtensions(page, ['GET /network/firewalls', 'DELETE /ssh_keys/{ssh_key_id}']);
 *
 * Call it before the page first asks (before gotoArea / signIn). Other requests pass through.
 */
export async function withoutExtensions(page: Page, patterns: readonly string[]): Promise<void> {
  for (const pattern of patterns) {
    const match = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/.exec(pattern.trim());
    if (!match?.[2]) throw new Error(`withoutExtensions: "${pattern}" is not "<METHOD> /path"`);
    const method = match[1] as Method | undefined;
    const template = match[2].replace(/\/+$/, '');
    const allowed = SPEC_OPERATIONS.filter((operation) => samePath(operation.split(' ')[1] ?? '', template)).map(
      (operation) => operation.split(' ')[0] ?? '',
    );
    const segments = template
      .split('/')
      .map((segment) => (isParameter(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const path = new RegExp(`^${API_BASE}${segments.join('/')}/?$`);
    await page.route(
      (url) => path.test(url.pathname),
      (route) => {
        const sent = route.request().method();
        if ((method && sent !== method) || allowed.includes(sent)) return route.fallback();
        return allowed.length > 0
          ? route.fulfill({ status: 405, headers: { Allow: allowed.join(', ') }, body: '' })
          : route.fulfill({ status: 404, body: '' });
      },
    );
  }
}

/**
 * CSP violations so far on this page. The `cspGuard` fixture (e2e/fixtures.ts) already fails every
 * test that causes one; call this to check at a precise moment (after opening a dialog, say).
 */
export async function expectNoCspViolations(page: Page): Promise<void> {
  if (process.env.E2E_DEV) return;
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/** Everything the page could have persisted, to check a token never lands where it should not. */
export async function storedSecrets(page: Page): Promise<{ local: string; session: string; cookies: string }> {
  const storage = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  const cookies = JSON.stringify(await page.context().cookies());
  return { ...storage, cookies };
}

/** Waits for finite animations (a dialog fading in) to end; endless ones (skeletons, spinners) are left running. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The bodies of the requests the page sends that match `method` and `path` (an API path pattern
 * such as /\/vm\/[^/]+\/reboot$/), in order. Read through routing: Chromium does not report the
 * body of a fetch whose Request was built with a stream unless the request is intercepted.
 */
export async function recordRequestBodies(page: Page, method: Method, path: RegExp): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(
    (url) => path.test(url.pathname),
    (route) => {
      if (route.request().method() === method) bodies.push(route.request().postData() ?? '');
      return route.fallback();
    },
  );
  return bodies;
}

/**
 * A rule the server refused as a duplicate, as the form says it: by its code, or (documented errors only,
 * no code) in words chosen from the operation and status, never the raw status.
 */
export async function expectDuplicateRuleRefused(dialog: Locator): Promise<void> {
  const alert = dialog.getByRole('alert');
  if (documentedErrorsOnly()) {
    await expect(alert).toContainText(
      'The rule was refused: one of its values is not valid, or the same rule is already in this group. The list has been refreshed.',
    );
    await expect(alert).not.toContainText('HTTP_');
  } else {
    await expect(alert).toContainText('An identical rule already exists in this group.');
    await expect(alert).toContainText('DUPLICATE_RULE');
  }
}
