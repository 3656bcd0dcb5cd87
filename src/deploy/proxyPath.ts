/**
 * What a proxy in front of the API (the nginx site, `vite preview`, the dev server, `npm run serve`)
 * refuses before forwarding a request: a target whose path could name another resource than it
 * seems to once a proxy, a URL parser or the upstream decodes and normalises it. nginx resolves
 * `/../` and decodes `%2F` into a separator; Node's URL parser resolves `%2e%2e` and `.%2E` and
 * reads `\` as `/`; a servlet container reads `..;x` as `..`. An id typed or linked as
 * `%2e%2e/<another id>` would then reach, and a DELETE delete, a resource the path did not name.
 * No API path holds any of these, so a proxy refuses them (400) rather than guess.
 *
 * The emulator refuses the same forms itself (its own rule: src/emulator may not be imported here).
 */

/** How many times a segment is decoded: a proxy that decodes once in front of a server that decodes again. */
const DECODINGS = 3;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding: nothing decodes it further, the upstream answers 404
  }
}

/**
 * Whether one spelling of a segment is a dot segment, or splits into more than one: a slash or a
 * backslash. Tabs and line breaks are dropped first (the URL standard drops them), and whatever
 * follows `;` (path parameters) or a NUL is cut off.
 */
function isAmbiguousSpelling(spelling: string): boolean {
  const value = spelling.replace(/[\t\n\r]/g, '');
  if (value.includes('/') || value.includes('\\')) return true;
  const name = value.split(/[;\0]/, 1)[0];
  return name === '.' || name === '..';
}

/** The segment as sent, and as each further decoding would read it. */
function spellingsOf(segment: string): string[] {
  const spellings = [segment];
  for (let round = 0; round < DECODINGS; round += 1) {
    const last = spellings[spellings.length - 1] ?? segment;
    const next = decodedOnce(last);
    if (next === null || next === last) break;
    spellings.push(next);
  }
  return spellings;
}

/**
 * Whether a proxy must refuse a request target, given exactly as it came on the request line
 * (Node's `req.url`, nginx's `$request_uri`), before any URL parsing: a `.` or `..` segment in any
 * spelling (`%2e%2e`, `.%2E`, `%252e%252e`, `..;x`), a backslash plain or encoded (`%5c`), an encoded
 * slash (`%2f`), an empty segment (`//`; a trailing slash is only an unknown path), a `#` (never part
 * of a request target), or a target that is no path at all. `*` (OPTIONS of the whole server) names
 * no resource and passes. The query string is the API's business and is not looked at.
 */
export function isRefusedProxyTarget(requestTarget: string): boolean {
  if (requestTarget === '*') return false;
  if (requestTarget.includes('#')) return true;
  // The absolute form (`http://host/path`), which a proxy may be sent, names its path after the authority.
  const target = requestTarget.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?]*/, '');
  const path = target.split('?', 1)[0] ?? '';
  if (!path.startsWith('/')) return path !== '' || target === requestTarget;
  const segments = path.slice(1).split('/');
  return segments.some((segment, index) =>
    segment === '' ? index < segments.length - 1 : spellingsOf(segment).some(isAmbiguousSpelling),
  );
}
