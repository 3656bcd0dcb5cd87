/**
 * One console's life: ask for a session (endpoint 18), open its WebSocket, hand it to the viewer,
 * and decide what each ending means. Framework-free so its rules are unit-tested with fakes:
 *
 * - Exactly one session per open. The request waits one task so that React StrictMode's
 *   mount–unmount–mount in development cancels the first open before anything is sent.
 * - Tokens are single-use: every reconnect asks for a new session.
 * - A session that expired before the connection opened (the server says `expired`, or the
 *   30 s window passed while connecting) is renewed once by itself; a second expiry is shown.
 * - Stopping (leaving the page) aborts the request and closes the socket; open() may start it again.
 */
import { ApiError } from '../api/errors/errors';
import type { ConsoleSession } from '../api/types';
import type { ConsoleUrlResult } from './wsUrl';

/** A console token expires 30 seconds after creation if unused (`POST /vm/{vm_id}/vnc`, src/api/openapi.yaml). */
export const SESSION_LIFETIME_MS = 30_000;

/** Close code the emulator uses for a token that is unknown, used or expired (reason says which). */
export const CLOSE_BAD_SESSION = 4401;
/** Close code the emulator uses when the VM was deleted under an open console. */
const CLOSE_VM_DELETED = 4410;

export type ConsolePhase =
  | { kind: 'idle' }
  | { kind: 'requesting'; renewal: boolean }
  | { kind: 'connecting'; deadline: number; renewal: boolean }
  | { kind: 'connected' }
  /** Ended after it was connected: the server, the network or the VM went away. */
  | { kind: 'disconnected'; detail: string | null }
  /** The server closed it because the VM was deleted: a new session cannot help. */
  | { kind: 'vm-deleted' }
  /** The user closed it. */
  | { kind: 'closed' }
  /** Expired before connecting, also after the one automatic renewal. */
  | { kind: 'expired' }
  | { kind: 'vm-not-running' }
  /** The console server turned the session away before it connected. */
  | { kind: 'refused'; detail: string }
  /** The session request failed. */
  | { kind: 'failed'; error: ApiError }
  /** No WebSocket address can be made from this vnc_url; it can still open in a new tab. */
  | { kind: 'unreachable'; reason: string };

/** The part of a WebSocket the connection watches; the viewer does the rest. */
export interface ConsoleSocket {
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  close(): void;
}

/** The part of noVNC's RFB the connection drives. */
export interface ConsoleViewer {
  addEventListener(
    type: 'connect' | 'disconnect' | 'securityfailure' | 'credentialsrequired',
    listener: (event: Event) => void,
  ): void;
  disconnect(): void;
}

export interface ConnectionDeps<Viewer extends ConsoleViewer> {
  requestSession(signal: AbortSignal): Promise<ConsoleSession>;
  webSocketUrl(vncUrl: string): ConsoleUrlResult;
  openSocket(url: string): ConsoleSocket;
  /** Makes the viewer on the screen element; it draws there. */
  createViewer(socket: ConsoleSocket, screen: HTMLElement): Viewer;
  now?: () => number;
}

type Listener = () => void;

export class ConsoleConnection<Viewer extends ConsoleViewer = ConsoleViewer> {
  private phase: ConsolePhase = { kind: 'idle' };
  private readonly listeners = new Set<Listener>();
  private readonly now: () => number;
  /** Bumped by every new attempt so that events of an abandoned socket or request are ignored. */
  private attempt = 0;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private deadlineTimer: ReturnType<typeof setTimeout> | undefined;
  private abort: AbortController | null = null;
  private socket: ConsoleSocket | null = null;
  private activeViewer: Viewer | null = null;
  private lastVncUrl: string | null = null;
  private screen: HTMLElement | null = null;

  constructor(private readonly deps: ConnectionDeps<Viewer>) {
    this.now = deps.now ?? Date.now;
  }

  getPhase = (): ConsolePhase => this.phase;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The noVNC viewer while a connection is open or opening, for the screen's controls. */
  get viewer(): Viewer | null {
    return this.activeViewer;
  }

  /** The last session's vnc_url, for "open in a new tab" when no WebSocket address can be made. */
  get vncUrl(): string | null {
    return this.lastVncUrl;
  }

  /** Where the viewer draws; a callback ref. */
  setScreen = (element: HTMLElement | null): void => {
    this.screen = element;
  };

  /** Opens on the next task, so an immediate stop() (StrictMode's cleanup) sends nothing. */
  open(): void {
    clearTimeout(this.startTimer);
    this.startTimer = setTimeout(() => this.begin(false), 0);
  }

  /** A fresh session, whatever state the last one ended in. */
  reconnect(): void {
    this.teardown();
    this.begin(false);
  }

  /** The user closes the console; it stays closed until reconnect(). */
  disconnect(): void {
    this.teardown();
    this.set({ kind: 'closed' });
  }

  /** Leaves nothing open or pending; the page is going away (or StrictMode is testing it). */
  stop(): void {
    this.teardown();
    this.set({ kind: 'idle' });
  }

  private set(phase: ConsolePhase): void {
    this.phase = phase;
    for (const listener of [...this.listeners]) listener();
  }

  /** Stops whatever is in flight; later events from it are ignored. */
  private teardown(): void {
    this.attempt += 1;
    clearTimeout(this.startTimer);
    clearTimeout(this.deadlineTimer);
    this.abort?.abort();
    this.abort = null;
    const viewer = this.activeViewer;
    const socket = this.socket;
    this.activeViewer = null;
    this.socket = null;
    if (viewer) viewer.disconnect();
    else socket?.close();
  }

  private begin(renewal: boolean): void {
    const attempt = ++this.attempt;
    const abort = new AbortController();
    this.abort = abort;
    this.set({ kind: 'requesting', renewal });
    this.deps.requestSession(abort.signal).then(
      (session) => {
        if (attempt !== this.attempt) return;
        this.abort = null;
        this.connect(attempt, session, renewal);
      },
      (error: unknown) => {
        if (attempt !== this.attempt) return;
        this.abort = null;
        const apiError = error instanceof ApiError ? error : new ApiError({ status: 0, code: 'NETWORK_ERROR' });
        this.set(apiError.code === 'VM_NOT_RUNNING' ? { kind: 'vm-not-running' } : { kind: 'failed', error: apiError });
      },
    );
  }

  private connect(attempt: number, session: ConsoleSession, renewal: boolean): void {
    this.lastVncUrl = session.vnc_url;
    const target = this.deps.webSocketUrl(session.vnc_url);
    if (!target.ok) {
      this.set({ kind: 'unreachable', reason: target.reason });
      return;
    }
    // The token's clock started on the server; counting from now overestimates by one round trip.
    const deadline = this.now() + SESSION_LIFETIME_MS;
    let closeInfo: { code: number; reason: string } | null = null;
    let opened = false;
    let connected = false;
    const screen = this.screen;
    if (!screen) {
      this.set({ kind: 'refused', detail: 'The console screen is not on the page.' });
      return;
    }
    let socket: ConsoleSocket | null = null;
    let viewer: Viewer;
    try {
      const opening = this.deps.openSocket(target.url);
      socket = opening;
      // Once open, the token has been presented: from then on the 30 s window no longer matters.
      opening.addEventListener('open', () => {
        opened = true;
        if (attempt === this.attempt) clearTimeout(this.deadlineTimer);
      });
      opening.addEventListener('close', (event) => {
        closeInfo = { code: event.code, reason: event.reason };
      });
      viewer = this.deps.createViewer(opening, screen);
    } catch (error) {
      // A socket the viewer never took would stay open, holding the single-use token.
      socket?.close();
      this.set({
        kind: 'refused',
        detail: error instanceof Error ? error.message : 'The console connection could not be opened.',
      });
      return;
    }
    this.socket = socket;
    this.activeViewer = viewer;
    this.set({ kind: 'connecting', deadline, renewal });

    this.deadlineTimer = setTimeout(
      () => {
        if (attempt !== this.attempt || opened) return;
        this.teardown();
        this.expiredBeforeConnecting(renewal);
      },
      Math.max(0, deadline - this.now()),
    );

    viewer.addEventListener('connect', () => {
      if (attempt !== this.attempt) return;
      connected = true;
      clearTimeout(this.deadlineTimer);
      this.set({ kind: 'connected' });
    });
    let refusal: string | null = null;
    viewer.addEventListener('securityfailure', () => {
      refusal = 'The console server refused the session’s credentials.';
    });
    viewer.addEventListener('credentialsrequired', () => {
      refusal = 'The console server asks for a password, which a console session from the API should not need.';
      viewer.disconnect();
    });
    viewer.addEventListener('disconnect', () => {
      if (attempt !== this.attempt) return;
      clearTimeout(this.deadlineTimer);
      this.activeViewer = null;
      this.socket = null;
      const info: { code: number; reason: string } | null = closeInfo;
      if (info?.code === CLOSE_VM_DELETED) {
        this.set({ kind: 'vm-deleted' });
      } else if (connected) {
        this.set({ kind: 'disconnected', detail: describeClose(info) });
      } else if (info?.reason === 'expired' || (!opened && this.now() >= deadline)) {
        this.expiredBeforeConnecting(renewal);
      } else {
        this.set({ kind: 'refused', detail: refusal ?? refusalDetail(info) });
      }
    });
  }

  private expiredBeforeConnecting(renewal: boolean): void {
    if (renewal) this.set({ kind: 'expired' });
    else this.begin(true);
  }
}

function refusalDetail(info: { code: number; reason: string } | null): string {
  if (info?.code === CLOSE_BAD_SESSION && info.reason === 'used') return 'This console session was already used.';
  if (info?.code === CLOSE_BAD_SESSION) return 'The console server does not know this session.';
  return 'The console server closed the connection before it opened.';
}

/** Standard close codes in words; anything else is left to the generic message. */
function describeClose(info: { code: number; reason: string } | null): string | null {
  switch (info?.code) {
    case 1001:
      return 'The console server is going away.';
    case 1011:
      return 'The console server hit an error.';
    case 1012:
      return 'The console server restarted.';
    case 1006:
      return 'The network connection was lost.';
    default:
      return null;
  }
}
