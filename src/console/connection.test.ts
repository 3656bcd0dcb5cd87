import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors/errors';
import { codelessError } from '../test/codeless';
import type { ConsoleSession } from '../api/types';
import {
  CLOSE_BAD_SESSION,
  ConsoleConnection,
  SESSION_LIFETIME_MS,
  type ConsoleSocket,
  type ConsoleViewer,
} from './connection';
import { deriveConsoleWebSocketUrl } from './wsUrl';

class FakeSocket implements ConsoleSocket {
  closed = false;
  private readonly target = new EventTarget();
  constructor(readonly url: string) {}
  addEventListener(type: 'open' | 'close', listener: (event: { code: number; reason: string }) => void): void {
    this.target.addEventListener(type, (event) => listener(event as unknown as { code: number; reason: string }));
  }
  serverOpens(): void {
    this.target.dispatchEvent(new Event('open'));
  }
  serverCloses(code: number, reason = ''): void {
    this.closed = true;
    this.target.dispatchEvent(Object.assign(new Event('close'), { code, reason }));
  }
  close(): void {
    this.closed = true;
  }
}

class FakeViewer extends EventTarget implements ConsoleViewer {
  disconnected = false;
  constructor(readonly socket: FakeSocket) {
    super();
  }
  disconnect(): void {
    this.disconnected = true;
    this.socket.close();
  }
  /** What noVNC does when the RFB handshake completes. */
  handshakeDone(): void {
    this.dispatchEvent(new Event('connect'));
  }
  /** The server closes the socket: noVNC reports a disconnect after our close listener ran. */
  dropped(code: number, reason = ''): void {
    this.socket.serverCloses(code, reason);
    this.dispatchEvent(new Event('disconnect'));
  }
}

let sessionsRequested: number;
let sessionAnswers: (() => Promise<ConsoleSession>)[];
let viewers: FakeViewer[];
let clock: number;

function session(n: number): ConsoleSession {
  return { vnc_url: `http://127.0.0.1:8787/console/vnc.html?sessionid=token-${n}&vmid=vm-1`, expire_at: 0 };
}

const screen = {} as HTMLElement;

function withScreen<T extends ConsoleConnection<FakeViewer>>(connection: T): T {
  connection.setScreen(screen);
  return connection;
}

function makeConnection(template?: string) {
  return withScreen(
    new ConsoleConnection<FakeViewer>({
      requestSession: (signal) => {
        sessionsRequested += 1;
        const next = sessionAnswers.shift();
        if (next) return next();
        const n = sessionsRequested;
        return new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          queueMicrotask(() => resolve(session(n)));
        });
      },
      webSocketUrl: (vncUrl) => deriveConsoleWebSocketUrl(vncUrl, template),
      openSocket: (url) => new FakeSocket(url),
      createViewer: (socket) => {
        const viewer = new FakeViewer(socket as FakeSocket);
        viewers.push(viewer);
        return viewer;
      },
      now: () => clock,
    }),
  );
}

const lastViewer = () => viewers[viewers.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sessionsRequested = 0;
  sessionAnswers = [];
  viewers = [];
  clock = 1_000_000;
});

afterEach(() => {
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** A connection that was opened and has had its session request answered. */
async function openedConnection(template?: string) {
  const connection = makeConnection(template);
  connection.open();
  await settle();
  return connection;
}

describe('opening', () => {
  it('asks for one session and opens its WebSocket at once, counting down until connected', async () => {
    const connection = makeConnection();
    connection.open();
    expect(connection.getPhase().kind).toBe('idle');
    await settle();
    expect(sessionsRequested).toBe(1);
    expect(lastViewer().socket.url).toBe('ws://127.0.0.1:8787/console/websockify?sessionid=token-1&vmid=vm-1');
    expect(connection.getPhase()).toEqual({
      kind: 'connecting',
      deadline: clock + SESSION_LIFETIME_MS,
      renewal: false,
    });
    lastViewer().socket.serverOpens();
    lastViewer().handshakeDone();
    expect(connection.getPhase()).toEqual({ kind: 'connected' });
    expect(connection.viewer).toBe(lastViewer());
  });

  it('sends nothing when closed straight after opening, as StrictMode does, and one request for the remount', async () => {
    const connection = makeConnection();
    connection.open();
    connection.stop();
    connection.open();
    await settle();
    expect(sessionsRequested).toBe(1);
    expect(viewers).toHaveLength(1);
  });

  it('tells a stopped VM from other failures', async () => {
    sessionAnswers.push(() => Promise.reject(new ApiError({ status: 409, code: 'VM_NOT_RUNNING' })));
    sessionAnswers.push(() => Promise.reject(new ApiError({ status: 404, code: 'VM_NOT_FOUND' })));
    const connection = await openedConnection();
    expect(connection.getPhase()).toEqual({ kind: 'vm-not-running' });
    connection.reconnect();
    await settle();
    expect(connection.getPhase()).toMatchObject({ kind: 'failed', error: { code: 'VM_NOT_FOUND' } });
    expect(viewers).toHaveLength(0);
  });

  it('fails with a code-less refusal’s own sentence (the session operation’s, from the central table)', async () => {
    sessionAnswers.push(() => Promise.reject(codelessError('POST', '/vm/{vm_id}/vnc', 404)));
    sessionAnswers.push(() => Promise.reject(codelessError('POST', '/vm/{vm_id}/vnc', 409)));
    const connection = await openedConnection();
    expect(connection.getPhase()).toMatchObject({
      kind: 'failed',
      error: { status: 404, code: 'HTTP_404', message: 'This VM no longer exists, or belongs to another team.' },
    });
    connection.reconnect();
    await settle();
    expect(connection.getPhase()).toMatchObject({
      kind: 'failed',
      error: {
        status: 409,
        code: 'HTTP_409',
        message:
          'The VM cannot give a console right now (it may be stopped or busy). Check it on its page, then try again.',
      },
    });
  });

  it('offers the vnc_url itself when no WebSocket address can be made from it', async () => {
    const connection = await openedConnection('wss://c.example/ws?t={param:token}');
    expect(connection.getPhase()).toMatchObject({ kind: 'unreachable' });
    expect(connection.vncUrl).toBe(session(1).vnc_url);
    expect(viewers).toHaveLength(0);
  });
  it('closes the socket when the viewer cannot be made, and says so', async () => {
    const sockets: FakeSocket[] = [];
    const connection = withScreen(
      new ConsoleConnection<FakeViewer>({
        requestSession: () => Promise.resolve(session(1)),
        webSocketUrl: (vncUrl) => deriveConsoleWebSocketUrl(vncUrl),
        openSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
        createViewer: () => {
          throw new Error('No canvas here.');
        },
      }),
    );
    connection.open();
    await settle();
    expect(connection.getPhase()).toEqual({ kind: 'refused', detail: 'No canvas here.' });
    expect(sockets.map((socket) => socket.closed)).toEqual([true]);
  });
});

describe('expiry before connecting', () => {
  it('renews a session the server found expired once, by itself', async () => {
    const connection = await openedConnection();
    lastViewer().socket.serverOpens();
    lastViewer().dropped(CLOSE_BAD_SESSION, 'expired');
    expect(connection.getPhase()).toEqual({ kind: 'requesting', renewal: true });
    await settle();
    expect(sessionsRequested).toBe(2);
    expect(lastViewer().socket.url).toContain('sessionid=token-2');
    lastViewer().socket.serverOpens();
    lastViewer().handshakeDone();
    expect(connection.getPhase()).toEqual({ kind: 'connected' });
  });

  it('shows the expiry when the renewed session expires too, without asking a third time', async () => {
    const connection = await openedConnection();
    lastViewer().dropped(CLOSE_BAD_SESSION, 'expired');
    await settle();
    lastViewer().dropped(CLOSE_BAD_SESSION, 'expired');
    await settle();
    expect(connection.getPhase()).toEqual({ kind: 'expired' });
    expect(sessionsRequested).toBe(2);
  });

  it('gives up on a socket still not open when the 30 s window closes, and renews once', async () => {
    const connection = await openedConnection();
    const stuck = lastViewer();
    clock += SESSION_LIFETIME_MS;
    await vi.advanceTimersByTimeAsync(SESSION_LIFETIME_MS);
    expect(stuck.disconnected).toBe(true);
    expect(sessionsRequested).toBe(2);
    expect(connection.getPhase()).toMatchObject({ kind: 'connecting', renewal: true });
  });

  it('does not time out a socket that opened and is still in its handshake', async () => {
    const connection = await openedConnection();
    lastViewer().socket.serverOpens();
    clock += SESSION_LIFETIME_MS * 2;
    await vi.advanceTimersByTimeAsync(SESSION_LIFETIME_MS * 2);
    expect(sessionsRequested).toBe(1);
    expect(connection.getPhase().kind).toBe('connecting');
  });
});

describe('after a connection', () => {
  it('shows a drop as disconnected, and reconnecting asks for a new session', async () => {
    const connection = await openedConnection();
    lastViewer().socket.serverOpens();
    lastViewer().handshakeDone();
    lastViewer().dropped(1012, 'restart');
    expect(connection.getPhase()).toEqual({ kind: 'disconnected', detail: 'The console server restarted.' });
    expect(connection.viewer).toBeNull();
    connection.reconnect();
    await settle();
    expect(sessionsRequested).toBe(2);
    expect(lastViewer().socket.url).toContain('sessionid=token-2');
  });

  it('says the VM was deleted when the server closes with 4410, and asks for no new session', async () => {
    const connection = await openedConnection();
    lastViewer().socket.serverOpens();
    lastViewer().handshakeDone();
    lastViewer().dropped(4410, 'vm deleted');
    await settle();
    expect(connection.getPhase()).toEqual({ kind: 'vm-deleted' });
    expect(sessionsRequested).toBe(1);
  });

  it('does not renew a used or unknown token by itself, and says which', async () => {
    const connection = await openedConnection();
    lastViewer().socket.serverOpens();
    lastViewer().dropped(CLOSE_BAD_SESSION, 'used');
    await settle();
    expect(connection.getPhase()).toEqual({ kind: 'refused', detail: 'This console session was already used.' });
    expect(sessionsRequested).toBe(1);
  });

  it('closes the socket when the user disconnects, and ignores the viewer’s late events', async () => {
    const connection = await openedConnection();
    const viewer = lastViewer();
    viewer.handshakeDone();
    connection.disconnect();
    expect(viewer.disconnected).toBe(true);
    viewer.dispatchEvent(new Event('disconnect'));
    expect(connection.getPhase()).toEqual({ kind: 'closed' });
  });

  it('on stop, aborts a pending request and never opens its socket', async () => {
    let aborted = false;
    sessionAnswers.push(
      () =>
        new Promise<ConsoleSession>(() => {
          /* never answers */
        }),
    );
    const connection = withScreen(
      new ConsoleConnection<FakeViewer>({
        requestSession: (signal) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          return sessionAnswers.shift()!();
        },
        webSocketUrl: (vncUrl) => deriveConsoleWebSocketUrl(vncUrl),
        openSocket: (url) => new FakeSocket(url),
        createViewer: (socket) => new FakeViewer(socket as FakeSocket),
      }),
    );
    const seen: string[] = [];
    connection.subscribe(() => seen.push(connection.getPhase().kind));
    connection.open();
    await settle();
    connection.stop();
    expect(aborted).toBe(true);
    expect(seen).toEqual(['requesting', 'idle']);
  });

  it('on stop, disconnects an open viewer', async () => {
    const connection = await openedConnection();
    lastViewer().handshakeDone();
    connection.stop();
    expect(lastViewer().disconnected).toBe(true);
    expect(lastViewer().socket.closed).toBe(true);
  });
});
