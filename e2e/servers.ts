import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The servers one Playwright worker owns: started when the worker starts, stopped when it ends
 * (e2e/fixtures.ts), on the ports e2e/env.ts gives its slot. Each runs in a process group of its
 * own, so stopping it stops what it started too (npx, nginx's workers).
 */
export interface RunningServer {
  stop(): Promise<void>;
  /** The last few thousand characters it printed (stdout and stderr). */
  output(): string;
}

export interface ServerSpec {
  /** Shown in errors: "emulator", "preview", … */
  name: string;
  command: string;
  args: readonly string[];
  env?: Readonly<Record<string, string>>;
  /** Where it runs; the current directory when not given. */
  cwd?: string;
  /** Answers (any status below 500) once the server is ready. */
  readyUrl: string;
  timeoutMs: number;
}

const OUTPUT_KEPT = 4_000;

export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const child = spawn(spec.command, [...spec.args], {
    env: { ...process.env, ...spec.env },
    cwd: spec.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { stop: () => stopGroup(child, exited), output: () => output };
  try {
    await waitUntilReady(spec, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${spec.name} did not start: ${(error as Error).message}\n${output}`);
  }
  return server;
}

async function waitUntilReady(spec: ServerSpec, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + spec.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${spec.readyUrl} did not answer within ${spec.timeoutMs} ms`);
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const killed = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killed);
}
