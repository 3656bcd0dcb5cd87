import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NginxConfigError, renderNginxSite, type NginxSite } from './nginxConfig';
import { uploadBodyLimit } from '../emulator/core/multipart';
import { demoFixture } from '../emulator/core/demoFixture';
import { DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE } from '../emulator/core/state';
import { MAX_BODY_BYTES } from '../emulator/server/httpAdapter';
import { isRefusedProxyTarget } from './proxyPath';
import { ASSET_HEADERS, SECURITY_HEADERS } from './securityHeaders';
import { AMBIGUOUS_TARGETS, PLAIN_TARGETS } from '../test/proxyTargets';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const TEMPLATE = read('./nginx/cloud-console.conf');
const HEADERS_SNIPPET = read('./nginx/snippets/cloud-console-security-headers.conf');
const API_SNIPPET = read('./nginx/snippets/cloud-console-api.conf');
const ASSET_SNIPPET = read('./nginx/snippets/cloud-console-asset-headers.conf');

const SITE: NginxSite = {
  listen: '127.0.0.1:8080',
  serverName: 'console.example.com',
  dist: '/srv/cloud-console/dist',
  apiPath: '/api/',
  apiUpstream: 'https://api.example.com/v1',
  consolePath: '/api/console/',
  consoleUpstream: 'https://console.example.com',
  logDir: '/var/log/nginx',
};

const headersOf = (snippet: string) =>
  [...snippet.matchAll(/^add_header\s+(\S+)\s+"([^"]*)"(\s+always)?;$/gm)].map((match) => ({
    name: match[1],
    value: match[2],
    always: match[3] !== undefined,
  }));
const expected = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value, always: true }));

describe('the nginx security headers snippet', () => {
  it('sends the headers vite preview sends, each on every response', () => {
    const sent = headersOf(HEADERS_SNIPPET);
    expect(sent).toEqual(expected(SECURITY_HEADERS));
    expect(HEADERS_SNIPPET.match(/^\s*add_header/gm)).toHaveLength(sent.length);
  });

  it('has an asset version that sends the asset headers alone, in the location of the hashed files', () => {
    expect(headersOf(ASSET_SNIPPET)).toEqual(expected(ASSET_HEADERS));
    expect(ASSET_SNIPPET.match(/^\s*add_header/gm)).toHaveLength(Object.keys(ASSET_HEADERS).length);
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(TEMPLATE)?.[1] ?? '';
    expect(assets).toContain('include snippets/cloud-console-asset-headers.conf;');
    expect(assets).not.toContain('cloud-console-security-headers.conf');
  });

  it("drops an upstream's own copy of each, so every header is sent once", () => {
    const hidden = [...HEADERS_SNIPPET.matchAll(/^proxy_hide_header\s+(\S+);$/gm)].map((match) => match[1]);
    expect(hidden).toEqual(Object.keys(SECURITY_HEADERS));
  });
});

describe("the nginx site's refusal of ambiguous paths", () => {
  // The pattern as nginx compiles it: it keeps the backslashes of `\.` and `\x5C` in a quoted string.
  const source = /^map \$request_uri \$cloud_console_ambiguous_path \{\n\s+default 0;\n\s+"~([^"]+)" 1;\n\}$/m.exec(
    TEMPLATE,
  )?.[1];
  const pattern = new RegExp(source ?? '(?!)');
  /** What nginx matches: $request_uri, which for an absolute-form target is its path and query. */
  const refusedByNginx = (target: string) => pattern.test(target.replace(/^[a-z]+:\/\/[^/?]*/i, ''));
  // Request lines nginx's parser refuses itself (400) never reach the pattern.
  const parsedByNginx = (target: string) => /^(\/|[a-z]+:\/\/)/i.test(target);
  const REFUSE = 'if ($cloud_console_ambiguous_path) {\n    return 400;\n}';

  it('refuses every target the proxies refuse (src/deploy/proxyPath.ts)', () => {
    expect(source).toBeDefined();
    for (const [what, target] of AMBIGUOUS_TARGETS.filter(([, target]) => parsedByNginx(target))) {
      expect(isRefusedProxyTarget(target), what).toBe(true);
      expect(refusedByNginx(target), `${what}: ${target}`).toBe(true);
    }
  });

  it('forwards the API paths the console sends, whatever their query', () => {
    // Stricter than the proxies on one point: any encoded dot, which the console never sends (encodeURIComponent keeps `.`).
    const encodedDot = /^[^?]*%2e/i;
    for (const target of PLAIN_TARGETS.filter((target) => parsedByNginx(target) && !encodedDot.test(target))) {
      expect(refusedByNginx(target), target).toBe(false);
    }
  });

  it('is checked in every API location and in the console WebSocket location, before forwarding', () => {
    expect(API_SNIPPET).toContain(REFUSE);
    const locations = [
      ...TEMPLATE.matchAll(/\n {4}location (?:= )?(@API_PATH@\S*|@CONSOLE_PATH@) \{\n([\s\S]*?)\n {4}\}/g),
    ];
    const proxied = locations.filter((match) => (match[2] ?? '').includes('proxy_pass'));
    expect(proxied.map((match) => match[1])).toEqual([
      '@API_PATH@',
      '@API_PATH@measured-boot-images',
      '@API_PATH@vm',
      '@API_PATH@object-storage',
      '@API_PATH@startup_scripts',
      '@CONSOLE_PATH@',
    ]);
    for (const [, path, body = ''] of proxied) {
      const refusal =
        path === '@CONSOLE_PATH@'
          ? body.replace(/\n {8}/g, '\n').indexOf(REFUSE)
          : body.indexOf('include snippets/cloud-console-api.conf;');
      expect(refusal, path).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("the nginx site's body size limits", () => {
  /** client_max_body_size in bytes, from nginx's size syntax (`64m`, `512k`, `1048576`). */
  const bytesOf = (size: string) => {
    const [, count = '', unit = ''] = /^(\d+)([kmg]?)$/i.exec(size) ?? [];
    return Number(count) * 1024 ** ['', 'k', 'm', 'g'].indexOf(unit.toLowerCase());
  };
  const limits = [...TEMPLATE.matchAll(/^(?!\s*#).*client_max_body_size\s+(\S+);/gm)].map((match) => match[1] ?? '');

  it('takes a measured-boot image upload as large as the emulator takes with its demo data', () => {
    const upload = /\n {4}location = @API_PATH@measured-boot-images \{\n([\s\S]*?)\n {4}\}/.exec(TEMPLATE)?.[1] ?? '';
    const size = /client_max_body_size\s+(\S+);/.exec(upload)?.[1] ?? '';
    expect(bytesOf(size)).toBe(
      uploadBodyLimit(demoFixture.measured_boot_image_max_size ?? DEFAULT_MEASURED_BOOT_IMAGE_MAX_SIZE),
    );
  });

  it('keeps nginx’s default of 1 MiB, the API’s cap on a JSON body, everywhere else', () => {
    expect(limits).toHaveLength(1);
    expect(bytesOf('1m')).toBe(MAX_BODY_BYTES);
  });
});

describe('renderNginxSite', () => {
  it('fills in every placeholder outside comments, which keep theirs', () => {
    const rendered = renderNginxSite(TEMPLATE, SITE);
    const directives = rendered.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/@[A-Z_]+@/);
    expect(rendered).toContain('#   @API_UPSTREAM@ ');
    expect(directives).toEqual(
      expect.arrayContaining([
        '    listen 127.0.0.1:8080;',
        '    server_name console.example.com;',
        '    root /srv/cloud-console/dist;',
        '    location /api/ {',
        '        proxy_pass https://api.example.com/v1/;',
        '    location /api/console/ {',
        '        proxy_pass https://console.example.com/;',
        '        access_log /var/log/nginx/cloud-console.access.log cloud_console_no_query;',
      ]),
    );
  });

  it('answers 404 for the emulator controls under the API path, forwarding nothing', () => {
    for (const apiPath of ['/api/', '/cloud-api/']) {
      const rendered = renderNginxSite(TEMPLATE, { ...SITE, apiPath });
      const block = new RegExp(`\\n    location \\^~ ${apiPath}_emulator/ \\{\\n([^}]*)\\n    \\}`).exec(rendered);
      const directives = (block?.[1] ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
      expect(directives, apiPath).toEqual(['return 404;']);
    }
  });

  it('takes a listen address with parameters', () => {
    expect(renderNginxSite(TEMPLATE, { ...SITE, listen: '443 ssl' })).toContain('    listen 443 ssl;');
  });

  it.each<[string, Partial<NginxSite>]>([
    ['a value that ends the directive', { serverName: 'a; include /etc/passwd' }],
    ['a variable', { dist: '/srv/$host' }],
    ['a relative build path', { dist: 'dist' }],
    ['an API path without its slashes', { apiPath: '/api' }],
    ['an upstream with a trailing slash', { apiUpstream: 'http://127.0.0.1:8787/' }],
    ['an upstream that is not http(s)', { consoleUpstream: 'ws://console.example.com' }],
    ['an empty value', { logDir: '' }],
  ])('refuses %s', (_, change) => {
    expect(() => renderNginxSite(TEMPLATE, { ...SITE, ...change })).toThrow(NginxConfigError);
  });

  it('refuses a template with a placeholder it does not know', () => {
    expect(() => renderNginxSite('root @DOCUMENT_ROOT@;', SITE)).toThrow('unknown placeholder @DOCUMENT_ROOT@');
  });
});
