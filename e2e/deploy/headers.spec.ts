import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ASSET_HEADERS, SECURITY_HEADERS } from '../../src/deploy/securityHeaders';
import { DEMO_IDS, DEMO_VM_IDS } from '../../src/emulator/core/demoFixture';
import { BUILD_DIR, CONSOLE_URL, EMULATOR_URL } from '../env';
import { expect, test } from '../fixtures';
import { DEMO_TOKEN, resetEmulator } from '../helpers';
import {
  ALTERNATE_API_PATH,
  ALTERNATE_URL,
  NGINX_BROTLI_INSTALLED,
  NGINX_INSTALLED,
  NGINX_MISSING,
  NGINX_URL,
} from './env';

// What nginx answers, header by header, for the app, its assets and the proxied API.
test.skip(!NGINX_INSTALLED, NGINX_MISSING);

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';
const AUTHORIZED = { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } };

/** A script and the stylesheet index.html names: of its scripts (the entry, the app's preloads), the largest. */
async function hashedAssets(request: APIRequestContext): Promise<{ script: string; style: string }> {
  const html = await (await request.get('/index.html')).text();
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const size = (path: string) => statSync(join(BUILD_DIR, path)).size;
  const script = scripts.sort((a, b) => size(b) - size(a))[0];
  const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error(`index.html names no /assets/ script and stylesheet:\n${html}`);
  return { script, style };
}

function expectSecurityHeaders(response: APIResponse, headers = SECURITY_HEADERS): void {
  const sent = response.headersArray();
  for (const [name, value] of Object.entries(headers)) {
    const values = sent
      .filter((header) => header.name.toLowerCase() === name.toLowerCase())
      .map((header) => header.value);
    expect(values, `${name} of ${response.status()} ${response.url()}`).toEqual([value]);
  }
}

test('index.html, config.json and app addresses are revalidated; hashed assets are cached for a year', async ({
  request,
}) => {
  const index = await request.get('/index.html');
  const app = await index.text();
  for (const path of ['/', '/index.html', `/teams/${TEAM}/firewalls?q=web`, '/config.json', '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    if (path !== '/config.json' && path !== '/favicon.svg') expect(await response.text(), path).toBe(app);
  }
  expect((await request.get('/config.json')).headers()['content-type']).toMatch(/^application\/json/);

  // no-cache means "ask first": an unchanged index.html is confirmed with 304, not sent again.
  const etag = index.headers()['etag'] ?? '';
  expect(etag).not.toBe('');
  expect((await request.get('/', { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const { script, style } = await hashedAssets(request);
  for (const [path, type] of [
    [script, /^application\/javascript/],
    [style, /^text\/css/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe(IMMUTABLE);
    // Never revalidated, so no validators: a new file is a new name.
    expect(response.headers()['etag'], path).toBeUndefined();
    expect(response.headers()['last-modified'], path).toBeUndefined();
  }
});

test('hashed assets go out as the build compressed them, at the highest level, not again per request', async ({
  request,
}) => {
  const { script, style } = await hashedAssets(request);
  const sizeOf = (path: string) => statSync(join(BUILD_DIR, path)).size;
  for (const path of [script, style]) {
    const gzipped = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding'], path).toBe('gzip');
    expect(Number(gzipped.headers()['content-length']), path).toBe(sizeOf(`${path}.gz`));
    // With Debian's brotli module (which .ci/run installs) a browser that accepts brotli gets the .br copy.
    const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const [encoding, size] = NGINX_BROTLI_INSTALLED ? ['br', sizeOf(`${path}.br`)] : ['gzip', sizeOf(`${path}.gz`)];
    expect(brotli.headers()['content-encoding'], path).toBe(encoding);
    expect(Number(brotli.headers()['content-length']), path).toBe(size);
    expect(sizeOf(`${path}.br`), path).toBeLessThan(sizeOf(`${path}.gz`));
  }
});

test('a missing hashed asset is a real 404, never the app served in its place', async ({ request }) => {
  const { script } = await hashedAssets(request);
  for (const path of [script.replace(/-[\w-]+\.js$/, '-00000000.js'), '/assets/', '/assets/nested/missing.css']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root"');
    expect(response.headers()['cache-control'], path).toBeUndefined();
  }
});

test('every answer carries each security header once: app, 404s, API answers and API errors', async ({ request }) => {
  const responses = [
    await request.get('/'),
    await request.get(`/teams/${TEAM}/vms`),
    await request.get('/config.json'),
    await request.get('/api/teams', AUTHORIZED),
    await request.get('/api/teams'),
    await request.get('/api/ssh_keys/00000000-0000-4000-8000-000000000000', AUTHORIZED),
  ];
  expect(responses.map((response) => response.status())).toEqual([200, 200, 200, 200, 401, 404]);
  for (const response of responses) expectSecurityHeaders(response);
});

test('hashed scripts and stylesheets, never documents, carry nosniff and none of the documents’ headers', async ({
  request,
}) => {
  const { script, style } = await hashedAssets(request);
  const responses = [
    await request.get(script),
    await request.get(style),
    await request.get('/assets/missing-00000000.js'),
  ];
  expect(responses.map((response) => response.status())).toEqual([200, 200, 404]);
  for (const response of responses) {
    expectSecurityHeaders(response, ASSET_HEADERS);
    expect(response.headers()['content-security-policy'], response.url()).toBeUndefined();
    expect(response.headers()['permissions-policy'], response.url()).toBeUndefined();
  }
});

test('the API is proxied with /api stripped, as vite preview does, Authorization passed through', async ({
  request,
}) => {
  const direct = await request.get(`${EMULATOR_URL}/teams`, AUTHORIZED);
  const proxied = await request.get('/api/teams', AUTHORIZED);
  expect(proxied.status()).toBe(200);
  expect(await proxied.json()).toEqual(await direct.json());
  expect(await proxied.json()).toContainEqual(expect.objectContaining({ id: TEAM, name: 'Acme Production' }));

  const refused = await request.get('/api/teams', { headers: { Authorization: 'Bearer not-a-token' } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ err: expect.any(String) });
});

for (const [server, origin] of [
  ['nginx', NGINX_URL],
  ['vite preview', CONSOLE_URL],
] as const) {
  test(`${server}: API answers come compressed, except those that carry a secret beside text someone else chose`, async ({
    request,
  }) => {
    const asking = { headers: { ...AUTHORIZED.headers, 'Accept-Encoding': 'gzip' } };
    const encodingOf = async (path: string) => {
      const response = await request.get(`${origin}/api/${path}`, asking);
      expect(response.status(), path).toBe(200);
      // The body reads the same as the API's own, whatever the encoding.
      expect(await response.json(), path).toEqual(
        await (await request.get(`${EMULATOR_URL}/${path}`, AUTHORIZED)).json(),
      );
      return response.headers()['content-encoding'];
    };
    for (const path of [
      `ssh_keys?team_id=${TEAM}`,
      `network/vpcs?team_id=${TEAM}`,
      `network/reserved_ips?team_id=${TEAM}`,
    ])
      expect(await encodingOf(path), path).toBe('gzip');
    for (const path of [
      `vm?team_id=${TEAM}`,
      `vm/${DEMO_VM_IDS.web1}?team_id=${TEAM}`,
      `object-storage/${DEMO_IDS.assetsService}/buckets/acme-static-assets/access_keys?team_id=${TEAM}`,
      `startup_scripts?team_id=${TEAM}`,
    ])
      expect(await encodingOf(path), path).toBeUndefined();
  });
}

test('an API path nginx would decode into another endpoint is refused, not forwarded there', async ({ request }) => {
  const group = '05969206-704c-4692-97d3-b447725ce341';
  // Through `..%2F` an SSH key id would name a firewall group once nginx decoded and normalised it.
  const disguised = `/api/ssh_keys/..%2Fnetwork%2Ffirewalls%2F${group}?team_id=${TEAM}`;
  const refused = await request.delete(disguised, AUTHORIZED);
  expect(refused.status()).toBe(400);
  expectSecurityHeaders(refused);
  for (const path of ['/api/ssh_keys/%2E%2E%2Fteams', '/api/ssh_keys//teams', '/api/teams%5C']) {
    expect((await request.get(path, AUTHORIZED)).status(), path).toBe(400);
  }
  // The locations of the answers left uncompressed refuse them too.
  expect((await request.get(`/api/vm/..%2Fteams?team_id=${TEAM}`, AUTHORIZED)).status()).toBe(400);
  expect((await request.get(`/api/network/firewalls/${group}?team_id=${TEAM}`, AUTHORIZED)).status()).toBe(200);
  // Encoded characters in the query string are the API's business, as before.
  expect((await request.get('/api/teams?unused=a%2Fb%2E', AUTHORIZED)).status()).toBe(200);
});

test('the emulator’s test controls are never forwarded: nginx and vite preview answer 404', async ({ request }) => {
  const keyCount = async () =>
    ((await (await request.get(`${EMULATOR_URL}/ssh_keys`, AUTHORIZED)).json()) as { ssh_keys: unknown[] }).ssh_keys
      .length;
  expect(
    (await request.delete(`${EMULATOR_URL}/ssh_keys/d05c06e9-be71-4fde-bd14-494b233e2f00`, AUTHORIZED)).status(),
  ).toBe(204);
  expect(await keyCount()).toBe(2);

  for (const [server, apiPath] of [
    [NGINX_URL, '/api/'],
    [ALTERNATE_URL, ALTERNATE_API_PATH],
    [CONSOLE_URL, '/api/'],
  ] as const) {
    // As a page on that origin would send them: a form POST carries the page's origin.
    const headers = { Origin: server };
    for (const control of ['_emulator/reset', '%5Femulator/reset', '%5femulator%2Freset']) {
      const response = await request.post(`${server}${apiPath}${control}`, { headers });
      expect(response.status(), `${server}${apiPath}${control}`).toBe(404);
      if (server !== CONSOLE_URL) expectSecurityHeaders(response);
    }
    expect((await request.get(`${server}${apiPath}_emulator/health`)).status()).toBe(404);
    // Spellings that decode into the controls are refused one way or the other, never forwarded there.
    for (const disguised of [
      'ssh_keys/..%2F_emulator%2Freset',
      'ssh_keys/%2e%2e/_emulator/reset',
      '/_emulator/reset',
    ]) {
      const response = await request.post(`${server}${apiPath}${disguised}`, { headers });
      expect([400, 404], `${server}${apiPath}${disguised}`).toContain(response.status());
    }
  }
  expect(await keyCount()).toBe(2);
  // The emulator's own address still serves them, as the tests use it.
  expect((await request.post(`${EMULATOR_URL}/_emulator/reset`)).status()).toBe(204);
  expect(await keyCount()).toBe(3);
});

/** The policy of index.html's `<meta http-equiv="Content-Security-Policy">`, and where it stands. */
function metaPolicyOf(html: string): { policy: string | undefined; index: number } {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return { policy: match?.[1]?.replace(/&#39;|&apos;/g, "'"), index: match?.index ?? -1 };
}

for (const [server, origin] of [
  ['nginx', NGINX_URL],
  ['vite preview', CONSOLE_URL],
] as const) {
  test(`${server}: index.html carries the header's policy as a meta element, less what a meta cannot carry`, async ({
    request,
  }) => {
    const page = await request.get(`${origin}/index.html`);
    const header = page.headers()['content-security-policy'] ?? '';
    expect(header).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    const html = await page.text();
    const { policy, index } = metaPolicyOf(html);
    // Browsers ignore these three in a meta element: the header alone keeps the page from being framed.
    const headerOnly = /^(frame-ancestors|report-uri|sandbox)\b/;
    expect(policy).toBe(
      header
        .split(/;\s*/)
        .filter((directive) => !headerOnly.test(directive))
        .join('; '),
    );
    // A meta policy governs only what follows it: nothing the page loads comes before it.
    expect(index).toBeGreaterThan(0);
    expect(html.slice(0, index)).not.toMatch(/<(link|script|style)\b/i);
  });
}

test('served without the CSP header, the page still blocks an inline script injected into it', async ({ browser }) => {
  const INJECTED = '<script>document.documentElement.dataset.injected = "ran"</script>';
  /** The app's document as a host that drops the headers serves it, with a script injected into its body. */
  const open = async (keepMeta: boolean) => {
    // A context of its own: the suite's guard (e2e/fixtures.ts) rightly fails any page without the header.
    const context = await browser.newContext({ baseURL: NGINX_URL });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const served = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(served.headers()).filter(
            ([name]) => !['content-security-policy', 'content-encoding', 'content-length'].includes(name),
          ),
        );
        let body = (await served.text()).replace('</body>', `${INJECTED}</body>`);
        if (!keepMeta) body = body.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
        await route.fulfill({ status: served.status(), headers, body });
      },
    );
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    return { page, close: () => context.close() };
  };

  const { page, close } = await open(true);
  // The console runs under the meta policy: its own scripts load and it asks for a token.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-injected');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual(['script-src-elem inline']);
  await close();

  // Without the meta element too, the same page runs the injected script: the meta is what blocked it.
  const bare = await open(false);
  await expect(bare.page.locator('html')).toHaveAttribute('data-injected', 'ran');
  await bare.close();
});
