/**
 * The emulator's test controls (`/_emulator/reset`, `/_emulator/fixture`, …) need no token and
 * replace every team's data. The dev server and `vite preview` proxy `/api` to the emulator, and a
 * page on another site can make a browser send requests to them, so they answer 404 for any path
 * that reaches `/api/_emulator` once decoded and normalised, the way an unknown path answers. Tests
 * call the controls on the emulator's own address instead. (The nginx site refuses them too.)
 */
export const PROXIED_API_PATH = '/api';
/** Where the shipped config.json's `consoleWebSocketTemplate` points: the console host, proxied. */
export const PROXIED_CONSOLE_PATH = '/api/console/';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a request target (path and query, as received) would reach the emulator's controls. */
export function reachesEmulatorControls(target: string, apiPath: string = PROXIED_API_PATH): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  // Resolve what a server may resolve: percent-encoding, backslashes, `.`, `..` and empty segments.
  const segments: string[] = [];
  const parts = path.split(/[/\\]/).flatMap((part) => decoded(part).split(/[/\\]/));
  for (const segment of parts) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const prefix = apiPath.split('/').filter((segment) => segment !== '');
  return prefix.every((segment, index) => segments[index] === segment) && segments[prefix.length] === '_emulator';
}
