import type { Fixture } from './fixture';
import type { EmulatorForm } from './multipart';

/** One HTTP request, already taken apart by whichever adapter received it (Node server, MSW). */
export interface EmulatorRequest {
  method: string;
  /** Path only, without the query string, e.g. `/ssh_keys/3f…`. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  body: string | null;
  /**
   * A multipart/form-data body, parsed by the adapter (see multipart.ts); `body` is then null.
   * Absent on a multipart request: the adapter could not parse it (400 INVALID_MULTIPART).
   */
  form?: EmulatorForm;
}

export interface EmulatorResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON value; `undefined` means the response has no body at all. */
  body?: unknown;
}

export interface EmulatorOptions {
  /** Starting data; the demo fixture when omitted. */
  fixture?: Fixture;
  /** Clock in milliseconds; every timestamp and every delayed state change reads it. */
  now?: () => number;
  /** Default true; false makes every extension route answer like an unknown route (404, no body). */
  extensions?: boolean;
  /** Origin of the console pages that `vnc_url` points at. Default `http://127.0.0.1:8787`. */
  consoleBaseUrl?: string;
  /**
   * Documented-errors-only mode, read on every request so a server can switch it at run time:
   * errors carry their status alone, and an `{"err"}` body only where the provider's contract
   * names the code. Default off.
   */
  documentedErrorsOnly?: boolean | (() => boolean);
  /**
   * Live-API mode, read on every request like `documentedErrorsOnly`: answers take the shapes
   * clients of the live service saw where they differ from the later document (a firewall rule's
   * `subnet_size` as a string in the create answer, a VM's `firewall_group_id` as a number on the
   * single read, no `attached_vms` on listed VPCs, the new VM in the deploy answer), and errors are
   * answered as in documented-errors-only mode. Default off.
   */
  liveApi?: boolean | (() => boolean);
}

export type ConsoleSessionResult =
  { ok: true; vm: { id: string; name: string } } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export interface Emulator {
  /** Answers one request. Never throws; a bug answers 500 `INTERNAL_ERROR` (bodiless in documented-errors-only mode). */
  handle(req: EmulatorRequest): EmulatorResponse;
  /** Back to the fixture's data, with the id generator re-seeded. */
  reset(): void;
  /**
   * Serves this fixture's data from now on, until the next reset, which goes back to the fixture
   * the emulator was created with: a test that switches data cannot leave it behind for the next.
   */
  load(fixture: Fixture): void;
  /** Redeems a console session token: single use, valid 30 s after creation. */
  consumeConsoleSession(token: string): ConsoleSessionResult;
  /** The first fixture user's token. */
  readonly demoToken: string;
}
