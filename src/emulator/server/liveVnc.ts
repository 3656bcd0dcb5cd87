/**
 * A real VNC server for live checks of `--console-upstream`: Xvfb (a virtual X display), x11vnc
 * serving it over RFB, and optionally an xterm on it so typed keys show. For the vitest live check,
 * e2e specs and benchmarks; Debian packages `xvfb`, `x11vnc` and (for the terminal) `xterm`.
 *
 * Everything is on loopback: Xvfb takes no TCP, x11vnc listens on 127.0.0.1 only. Each process gets
 * its own process group so stop() reaches what it spawned, and a process-exit hook ends what a
 * caller forgot to stop. The display number comes from Xvfb itself (`-displayfd`), so parallel
 * callers never race for one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { VNC_PORTS } from './console/upstream';

export interface RealVncOptions {
  /** Start an xterm filling the screen with a `$ ` shell prompt, if xterm is installed (see `terminal`). */
  withTerminal?: boolean;
  /** Screen size in pixels; default 1024×768. */
  width?: number;
  height?: number;
}

export interface RealVncServer {
  /** `127.0.0.1:<port>` with a port from 5900 to 5999, for `consoleUpstream`, `--console-upstream` or the control. */
  upstream: string;
  /** The X display, e.g. `:1`. */
  display: string;
  /** Whether an xterm is running on the display. */
  terminal: boolean;
  /** Ends every process started; safe to call more than once. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 2_000;
const POLL_MS = 25;
/** x11vnc can lose a free port to another process between our probe and its bind; then we retry. */
const PORT_ATTEMPTS = 3;
/** xterm's built-in "fixed" font cell and its default 2 px inner border on each side. */
const CELL = { width: 6, height: 13 };
const XTERM_BORDER = 2;

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    if (dir === '') return false;
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function hasRealVncBinaries(): boolean {
  return onPath('Xvfb') && onPath('x11vnc');
}

export function hasTerminalBinary(): boolean {
  return onPath('xterm');
}

interface Managed {
  name: string;
  child: ChildProcess;
  hasExited(): boolean;
  exited: Promise<void>;
  /** The last lines the process printed, for error messages. */
  output(): string;
}

function launch(name: string, args: string[], extra: { env?: NodeJS.ProcessEnv; displayFd?: boolean } = {}): Managed {
  const child = spawn(name, args, {
    // A new process group per process: stop() signals the group, not just the leader.
    detached: true,
    stdio: extra.displayFd === true ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'],
    env: extra.env ?? process.env,
  });
  let output = '';
  // Read both pipes so a chatty process never blocks on a full pipe.
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-2_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const done = new Promise<void>((resolve) => {
    const finish = (): void => {
      exited = true;
      resolve();
    };
    child.once('exit', finish);
    // A binary that cannot be spawned reports 'error' and may never report 'exit'.
    child.once('error', (error) => {
      keep(Buffer.from(error.message));
      finish();
    });
  });
  return { name, child, hasExited: () => exited, exited: done, output: () => output.trim() };
}

function signalGroup(managed: Managed, signal: NodeJS.Signals): void {
  const pid = managed.child.pid;
  if (pid === undefined || managed.hasExited()) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function end(managed: Managed): Promise<void> {
  signalGroup(managed, 'SIGTERM');
  await Promise.race([managed.exited, sleep(STOP_GRACE_MS)]);
  if (managed.hasExited()) return;
  signalGroup(managed, 'SIGKILL');
  await managed.exited;
}

/** Polls `ready` until it yields a value; fails early when a process it depends on has exited. */
async function until<T>(
  what: string,
  watched: Managed[],
  ready: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const value = await ready();
    if (value !== undefined) return value;
    const dead = watched.find((managed) => managed.hasExited());
    if (dead !== undefined)
      throw new Error(`${dead.name} exited while waiting for ${what}: ${dead.output() || '(no output)'}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port among VNC's (5900–5999): the only loopback ports PUT /_emulator/console-upstream
 * accepts. The search starts at a random one, so parallel callers seldom probe the same port.
 */
async function freeVncPort(): Promise<number> {
  const count = VNC_PORTS.last - VNC_PORTS.first + 1;
  const start = Math.floor(Math.random() * count);
  for (let step = 0; step < count; step++) {
    const port = VNC_PORTS.first + ((start + step) % count);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${VNC_PORTS.first} to ${VNC_PORTS.last} on 127.0.0.1 for x11vnc`);
}

/** Whether something listens on 127.0.0.1:port. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startXvfb(width: number, height: number, started: Managed[]): Promise<string> {
  const xvfb = launch('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    displayFd: true,
  });
  started.push(xvfb);
  // Xvfb writes the display number it chose once it accepts clients.
  let written = '';
  (xvfb.child.stdio[3] as Readable | null)?.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  const number = await until('Xvfb to choose a display', [xvfb], () => /^(\d+)\n/.exec(written)?.[1]);
  return `:${number}`;
}

async function startX11vnc(display: string, started: Managed[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const port = await freeVncPort();
    const vnc = launch('x11vnc', [
      '-display',
      display,
      '-rfbport',
      String(port),
      // -localhost alone would also listen on [::1]; -noipv6 keeps it to 127.0.0.1.
      '-localhost',
      '-noipv6',
      '-nopw',
      '-forever',
      '-shared',
      '-quiet',
      // No ~/.x11vncrc: the same flags on every machine.
      '-norc',
    ]);
    started.push(vnc);
    try {
      await until('x11vnc to listen', [vnc], async () => ((await acceptsConnections(port)) ? true : undefined));
      return `127.0.0.1:${port}`;
    } catch (error) {
      if (!vnc.hasExited() || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function startTerminal(
  display: string,
  width: number,
  height: number,
  dir: string,
  started: Managed[],
): Promise<void> {
  const readyFile = join(dir, 'terminal-ready');
  const columns = Math.floor((width - 2 * XTERM_BORDER) / CELL.width);
  const rows = Math.floor((height - 2 * XTERM_BORDER) / CELL.height);
  // The window fills the screen: with no window manager, keys go to the window under the pointer.
  const xterm = launch(
    'xterm',
    [
      '-fn',
      'fixed',
      '-geometry',
      `${columns}x${rows}+0+0`,
      '-e',
      '/bin/sh',
      '-c',
      'touch "$1" && exec /bin/sh -i',
      'sh',
      readyFile,
    ],
    { env: { ...process.env, DISPLAY: display, PS1: '$ ' } },
  );
  started.push(xterm);
  await until('xterm to start its shell', [xterm], () => (existsSync(readyFile) ? true : undefined));
}

export async function startRealVncServer(options: RealVncOptions = {}): Promise<RealVncServer> {
  const width = options.width ?? 1024;
  const height = options.height ?? 768;
  // Xvfb crashes rather than refusing a nonsensical screen.
  if (![width, height].every((side) => Number.isInteger(side) && side >= 16 && side <= 8192)) {
    throw new RangeError(`screen size must be whole pixels from 16 to 8192, got ${width}x${height}`);
  }
  const started: Managed[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'live-vnc-'));
  const onExit = (): void => {
    for (const managed of started) signalGroup(managed, 'SIGTERM');
  };
  process.on('exit', onExit);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await Promise.all(started.map(end));
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    })());

  try {
    const display = await startXvfb(width, height, started);
    const upstream = await startX11vnc(display, started);
    const terminal = options.withTerminal === true && hasTerminalBinary();
    if (terminal) await startTerminal(display, width, height, dir, started);
    return { upstream, display, terminal, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
