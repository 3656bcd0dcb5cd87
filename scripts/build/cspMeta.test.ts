import { describe, expect, it } from 'vitest';
import { withCspMeta } from './cspMeta';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" href="/config.json" as="fetch" crossorigin />
  </head>
</html>
`;

describe('withCspMeta', () => {
  it('puts the policy right after the charset, before anything the page loads', () => {
    expect(withCspMeta(PAGE, "default-src 'none'; img-src 'self' data:")).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' data:" />
    <link rel="preload" href="/config.json" as="fetch" crossorigin />
  </head>
</html>
`);
  });

  it('escapes what would end the attribute', () => {
    expect(withCspMeta(PAGE, 'a "b" <c> &d')).toContain('content="a &quot;b&quot; &lt;c&gt; &amp;d"');
  });

  it('refuses a page without a charset to follow', () => {
    expect(() => withCspMeta('<html><head></head></html>', "default-src 'none'")).toThrow(/no <meta charset>/);
  });
});
