/**
 * The Content-Security-Policy the console is deployed with (README, Deployment: Behind nginx). `vite preview` sends it, so
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
