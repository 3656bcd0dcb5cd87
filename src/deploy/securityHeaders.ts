import { CONTENT_SECURITY_POLICY } from './csp.ts';

/**
 * Browser features the console never uses are switched off for the page and anything it could
 * embed; clipboard (copy buttons, console paste) and fullscreen (the console screen) stay on for
 * the console's own origin only. Every name is one Chromium recognises, so no warning is logged.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers every response of a deployment carries. `vite preview` sends them (vite.config.ts), so
 * e2e runs under them; the nginx snippet (nginx/snippets/cloud-console-security-headers.conf) says
 * the same, which src/deploy/nginxConfig.test.ts checks.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * The headers of the content-hashed scripts and stylesheets under /assets/ in the nginx site
 * (nginx/snippets/cloud-console-asset-headers.conf). The others above govern a document (what it may
 * load, embed, send as referrer, share a window with), and these files are never one; nosniff keeps a
 * script from being run as anything but the type it was sent as. The others would only add bytes to every
 * file a page loads before its first rows (docs/deployment.md).
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};
