import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEmulator, type EmulatorResponse, type Fixture } from '../core';
import { bodiless, errorBody } from '../core/responses';
import { isAmbiguousPath } from '../core/router';
import { createConsoleServer } from './console';
import { parseUpstreamAddress } from './console/upstream';
import { handleUpgrade } from './consoleUpgrade';
import { controlRefusal } from './controlAccess';
import { CONTROL_PREFIX, handleControl } from './controls';
import { corsHeaders, createOriginPolicy, preflightHeaders } from './cors';
import { createFaultInjector, type FaultSettings } from './faults';
import {
  announcesBody,
  BodyTooLargeError,
  readBody,
  readPayload,
  toEmulatorRequest,
  toRequestHead,
  writeResponse,
  type RequestPayload,
} from './httpAdapter';

export const DEFAULT_PORT = 8787;
/** Loopback only: the emulator holds fake secrets and has unauthenticated reset controls. */
const HOST = '127.0.0.1';

export interface EmulatorServerOptions {
  /** Default 8787; 0 picks any free port (see the returned url). */
  port?: number;
  fixture?: Fixture;
  /** Default true. */
  extensions?: boolean;
  faults?: Partial<FaultSettings>;
  /**
   * `host:port` of a real VNC server for the console to proxy to (any host: it comes from the
   * command line). PUT /_emulator/console-upstream may choose it again, or a loopback VNC port.
   */
  consoleUpstream?: string;
  /** Exact origins allowed by CORS; default: any http(s) origin on 127.0.0.1 or localhost. */
  allowedOrigins?: string[];
  /** Injected for tests: the error-rate dice and the emulator clock. */
  random?: () => number;
  now?: () => number;
}

export interface RunningEmulatorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The path of a request target exactly as sent, before a URL parser resolves `.`/`..` segments
 * (`%2e%2e` included) and turns backslashes into slashes; null for `*` and the like.
 */
function rawPathOf(target: string): string | null {
  const path = target.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '').split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : null;
}

/** An answer given without reading the body the request announced closes the connection, so it is never read. */
function closingIfUnread(req: IncomingMessage, headers: Record<string, string>): Record<string, string> {
  return announcesBody(req) ? { ...headers, connection: 'close' } : headers;
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<RunningEmulatorServer> {
  const extensions = options.extensions ?? true;
  if (options.consoleUpstream !== undefined && parseUpstreamAddress(options.consoleUpstream) === null) {
    throw new RangeError(`consoleUpstream: "${options.consoleUpstream}" is not a host:port`);
  }
  const isAllowedOrigin = createOriginPolicy(options.allowedOrigins);
  const faults = createFaultInjector(options.faults ?? {}, options.random);
  const server = createServer();
  const port = await listen(server, options.port ?? DEFAULT_PORT);
  const url = `http://${HOST}:${port}`;
  const emulator = createEmulator({
    fixture: options.fixture,
    extensions,
    consoleBaseUrl: url,
    documentedErrorsOnly: () => faults.settings.documentedErrorsOnly,
    liveApi: () => faults.settings.liveApi,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const consoleServer = createConsoleServer({
    emulator,
    isAllowedOrigin,
    upstream: options.consoleUpstream,
    forceExpiry: () => faults.takeConsoleExpiry(),
  });
  const consoleConnections = {
    open: consoleServer.openConnections,
    drop: consoleServer.dropAll,
    upstream: consoleServer.upstream,
    setUpstream: consoleServer.setUpstream,
    commandLineUpstream: () => options.consoleUpstream,
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    const cors = origin !== undefined && isAllowedOrigin(origin) ? corsHeaders(origin) : {};
    // Checked before parsing: the parser would resolve `/ssh_keys/%2e%2e/teams` to `/teams`.
    const rawPath = rawPathOf(req.url ?? '/');
    if (rawPath !== null && isAmbiguousPath(rawPath)) {
      return writeResponse(
        res,
        faults.settings.documentedErrorsOnly || faults.settings.liveApi
          ? bodiless(400)
          : errorBody(400, 'INVALID_PATH'),
        closingIfUnread(req, cors),
      );
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '/', url);
    } catch {
      return writeResponse(res, bodiless(400), cors);
    }
    const path = target.pathname;

    if (req.method === 'OPTIONS') {
      // Preflight: only allowed origins learn which methods and headers they may use.
      const allowed = origin !== undefined && isAllowedOrigin(origin);
      return writeResponse(res, bodiless(allowed ? 204 : 403), allowed ? preflightHeaders(origin) : {});
    }

    if (path.startsWith(CONTROL_PREFIX)) {
      const refusal = controlRefusal(req.url ?? '', req.headers, port);
      if (refusal !== null) return writeResponse(res, refusal, closingIfUnread(req, cors));
      let body: string | null;
      try {
        body = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return writeResponse(res, bodiless(413, { connection: 'close' }), cors);
        throw error;
      }
      return writeResponse(
        res,
        handleControl(req.method ?? 'GET', path, body, { emulator, faults, extensions, consoleConnections }),
        cors,
      );
    }

    // Routing and the token first: a body is read only for a route that takes one.
    const head = toRequestHead(req, target, path);
    const admission = emulator.admit(head);
    let payload: RequestPayload = { body: null };
    if (admission.kind !== 'answer') {
      try {
        payload = await readPayload(req, admission);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        const tooLarge = admission.kind === 'upload' ? admission.tooLarge : bodiless(413);
        return writeResponse(res, tooLarge, { ...cors, connection: 'close' });
      }
    }

    const burst = faults.enter();
    try {
      if (faults.settings.latencyMs > 0) await sleep(faults.settings.latencyMs);
      const response: EmulatorResponse =
        burst ??
        faults.nextFault() ??
        (admission.kind === 'answer' ? admission.response : emulator.handle(toEmulatorRequest(head, payload)));
      const unread = admission.kind === 'answer' || admission.kind === 'no-body';
      writeResponse(res, response, unread ? closingIfUnread(req, cors) : cors);
    } finally {
      faults.leave();
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answer(req, res).catch((error: unknown) => {
      // Never the request itself: its URL and headers may carry tokens.
      console.error('emulator server: unexpected error', error);
      if (!res.headersSent) writeResponse(res, errorBody(500, 'INTERNAL_ERROR'));
      else res.destroy();
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let target = new URL('/', url);
    try {
      const rawPath = rawPathOf(req.url ?? '/');
      // An ambiguous path is no console path: answered 404 below.
      if (rawPath === null || !isAmbiguousPath(rawPath)) target = new URL(req.url ?? '/', url);
    } catch {
      // fall through with "/": answered 404
    }
    handleUpgrade(req, target, socket, head, consoleServer);
  });

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        consoleServer.closeAll();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
