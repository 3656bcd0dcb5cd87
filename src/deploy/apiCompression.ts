/**
 * Which API answers the console's own servers compress (the nginx site, and the dev and preview
 * proxies): every JSON answer except those that carry a secret beside text someone else chose.
 * Why that is safe: docs/deployment.md, "Compression".
 */

/** The gzip level of API answers, the site's `gzip_comp_level` (why: docs/deployment.md, "Compression"). */
export const API_GZIP_LEVEL = 5;

/** API paths (after the API prefix) whose answers are never compressed; nginx lists the same. */
export const UNCOMPRESSED_API_PATHS = ['/vm', '/object-storage', '/startup_scripts'] as const;

export interface ProxiedAnswer {
  /** The API path and query, without the API prefix: `/ssh_keys?team_id=…`. */
  path: string;
  method: string;
  status: number;
  acceptEncoding: string | undefined;
  contentType: string | undefined;
  /** What the API already encoded the body with, if anything. */
  contentEncoding: string | undefined;
}

/** Whether a request accepts gzip: `gzip` listed without `q=0`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Whether the path's answers may be compressed at all (the same prefix match as nginx's locations). */
export function compressibleApiPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !UNCOMPRESSED_API_PATHS.some((prefix) => pathname.startsWith(prefix));
}

/** Whether this answer goes out gzipped. */
export function compressesApiAnswer(answer: ProxiedAnswer): boolean {
  const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(answer.contentType ?? '');
  const hasBody = answer.method !== 'HEAD' && answer.status !== 204 && answer.status !== 304;
  return (
    json &&
    hasBody &&
    answer.contentEncoding === undefined &&
    compressibleApiPath(answer.path) &&
    acceptsGzip(answer.acceptEncoding)
  );
}
