import type { RouteDefinition } from './context';

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  /** The path exists but not with this method: 405 with an Allow header, no body. */
  | { kind: 'method-not-allowed'; allowed: string[] }
  /** No such path (or a hidden extension): 404 with no body, as a web framework's router answers. */
  | { kind: 'unknown-route' }
  /** A path that could name another resource once decoded or normalised: 400 INVALID_PATH (see isAmbiguousPath). */
  | { kind: 'invalid-path' };

interface CompiledRoute {
  definition: RouteDefinition;
  segments: string[];
  parameterCount: number;
}

export interface Router {
  match(method: string, path: string): RouteMatch;
}

/**
 * Whether a path could name another resource than it seems to once a server or proxy decodes and
 * normalises it: an empty segment (`//`, though a trailing slash is only an unknown route), a `.`
 * or `..` segment written plainly or encoded (`%2e%2e`), or a segment holding an encoded slash
 * (`%2f`) or a backslash, plain or encoded (`%5c`), which URL parsers treat as a slash. No API path
 * holds any of these: an id typed or linked as `..%2Fnetwork%2Ffirewalls%2F<id>` must be refused,
 * not resolved to a firewall group and deleted. Give it the path as received, before any URL
 * parser resolves dot segments. Malformed percent-encoding is left to the router (404).
 */
export function isAmbiguousPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '') {
      if (index < segments.length - 1) return true;
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return true;
  }
  return false;
}

function splitPath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  try {
    return path.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null; // malformed percent-encoding
  }
}

function matchSegments(route: CompiledRoute, segments: string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of route.segments.entries()) {
    const actual = segments[index] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

export function createRouter(definitions: readonly RouteDefinition[], extensionsEnabled: boolean): Router {
  const routes: CompiledRoute[] = definitions.map((definition) => {
    const segments = definition.pattern.slice(1).split('/');
    return { definition, segments, parameterCount: segments.filter((s) => s.startsWith(':')).length };
  });
  // Literal segments win over parameters (POST /network/reserved_ips/convert before a reserved IP's routes).
  routes.sort((a, b) => a.parameterCount - b.parameterCount);

  return {
    match(rawMethod, path) {
      const method = rawMethod.toUpperCase();
      if (isAmbiguousPath(path)) return { kind: 'invalid-path' };
      const segments = splitPath(path);
      if (segments === null) return { kind: 'unknown-route' };

      const allowed = new Set<string>();
      for (const route of routes) {
        const params = matchSegments(route, segments);
        if (params === null) continue;
        const { definition } = route;
        // A server without the operation has no such route: where one of the spec's endpoints shares
        // the path its router answers 405 for the other methods, as any web framework would.
        if (definition.extension && !extensionsEnabled) continue;
        if (definition.method === method) return { kind: 'found', route: definition, params };
        allowed.add(definition.method);
      }
      if (allowed.size === 0) return { kind: 'unknown-route' };
      return { kind: 'method-not-allowed', allowed: [...allowed] };
    },
  };
}
