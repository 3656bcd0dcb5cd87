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

/** A request before its body is read: what `Emulator.admit` needs. */
export type EmulatorRequestHead = Omit<EmulatorRequest, 'body' | 'form'>;

/**
 * What an adapter should do with a request's body, decided from its head alone (routing and the
 * token come first): answer at once without reading it, skip it, read it as text (JSON, the
 * adapter's limit), or read and parse an upload of at most `maxBytes`, answering `tooLarge` beyond.
 */
export type Admission =
  | { kind: 'answer'; response: EmulatorResponse }
  | { kind: 'no-body' }
  | { kind: 'json' }
  | { kind: 'upload'; maxBytes: number; tooLarge: EmulatorResponse };

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
  /**
   * Routes and authenticates a request from its head, so that an adapter reads a body only for a
   * route that takes one, with a valid token. `handle` then answers the whole request as before.
   */
  admit(head: EmulatorRequestHead): Admission;
  /** Back to the fixture's data, with the id generator re-seeded. */
  reset(): void;
  /**
   * Serves this fixture's data from now on, until the next reset, which goes back to the fixture
   * the emulator was created with: a test that switches data cannot leave it behind for the next.
   */
  load(fixture: Fixture): void;
  /** Redeems a console session token: single use, valid 30 s after creation. */
  consumeConsoleSession(token: string): ConsoleSessionResult;
  /**
   * Calls `listener` with a VM's id when its destroy starts (DELETE answered 204, the VM
   * `terminating`), for what lives outside the core, such as open consoles. Returns the unsubscribe.
   */
  onVmDestroyed(listener: (vmId: string) => void): () => void;
  /** The first fixture user's token. */
  readonly demoToken: string;
}
