/**
 * CORS for a browser console served from another origin (vite dev server, preview). The emulator
 * listens on loopback only, so by default any loopback origin may call it; `--allowed-origin`
 * replaces that with an exact list.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type OriginPolicy = (origin: string) => boolean;

/** An http(s) origin on a loopback name, any port; `null` and anything with a path are not. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      LOOPBACK_HOSTS.has(url.hostname) &&
      url.origin === origin
    );
  } catch {
    return false;
  }
}

export function createOriginPolicy(allowedOrigins: readonly string[] | undefined): OriginPolicy {
  if (allowedOrigins !== undefined && allowedOrigins.length > 0) {
    const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
    return (origin) => allowed.has(origin);
  }
  return isLoopbackOrigin;
}

/** Headers that let an allowed origin read the response, including Retry-After for backoff. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'Retry-After',
    vary: 'Origin',
  };
}

export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
  };
}
