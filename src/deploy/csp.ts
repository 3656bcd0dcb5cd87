/**
 * The Content-Security-Policy the console is deployed with (docs/deployment.md, "Behind nginx"). `vite preview` sends it, so
 * every e2e run works under it; a deployment that serves the console WebSocket from another host
 * adds that host to connect-src.
 */
export const CONTENT_SECURITY_POLICY = [
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
  "object-src 'none'",
].join('; ');

/**
 * Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry: browsers ignore them there
 * (the CSP standard), so only the header can keep the page from being framed.
 */
const HEADER_ONLY_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policy as index.html carries it (scripts/build/cspMeta.ts): the header's, without what a meta
 * element cannot carry. A host that drops the headers still serves the page with a policy; where the
 * header is sent too, the browser enforces both, and this one adds no restriction of its own.
 */
export function metaContentSecurityPolicy(policy: string = CONTENT_SECURITY_POLICY): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => {
      const name = directive.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
      return name !== '' && !HEADER_ONLY_DIRECTIVES.includes(name);
    })
    .join('; ');
}
