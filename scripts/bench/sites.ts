/**
 * The builds the `rows` section compares, each served as it ships: by its own nginx site (its
 * checkout's scripts/nginx.ts and src/deploy/nginx, as the e2e runs them), on a free port of
 * 127.0.0.1, in front of the bench's emulator. The baseline is built from a git ref in a temporary
 * worktree, removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../../e2e/servers';

/** A build and the checkout whose nginx deployment serves it. */
export interface Build {
  /** "current d174a5b", "baseline e5b497e": how the table names it. */
  label: string;
  checkout: string;
  dist: string;
}

export interface Site {
  build: Build;
  url: string;
  stop(): Promise<void>;
}

function git(args: readonly string[], cwd = process.cwd()): string {
  return execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The working tree's commit, marked when it holds changes not committed (they are in its build). */
export function currentCommit(): string {
  const commit = git(['rev-parse', '--short', 'HEAD']);
  return git(['status', '--porcelain', '--untracked-files=no']) === '' ? commit : `${commit}+changes`;
}

/**
 * The environment without what this process picked up on the way: `npm run bench`'s own settings
 * (`npm_config_*`, `npm_package_*`) and the NODE_ENV=production Vite sets when the bench starts its
 * preview, with which `npm ci` leaves out the dev dependencies the build needs.
 */
function environmentOfAShell(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && !['INIT_CWD', 'NODE_ENV'].includes(name)),
  );
}

/** Runs a command in `cwd`, its output kept and shown only when it fails. */
function runQuietly(command: string, args: readonly string[], cwd: string): void {
  try {
    execFileSync(command, args, {
      cwd,
      env: environmentOfAShell(),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new CommandError(`${command} ${args.join(' ')} failed in ${cwd}\n${output.slice(-4000)}`, output, error);
  }
}

class CommandError extends Error {
  constructor(
    message: string,
    readonly output: string,
    cause: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * `npm ci`, or `npm install` when npm refuses the ref's lock file as out of step with its
 * package.json: a newer npm asks for entries an older one left out (other platforms' optional
 * builds), which `npm install` adds to the throwaway checkout's lock while keeping every locked
 * version. Returns the command that installed.
 */
function installDependencies(checkout: string): string {
  try {
    runQuietly('npm', ['ci', '--no-audit', '--no-fund'], checkout);
    return 'npm ci';
  } catch (error) {
    if (!(error instanceof CommandError) || !error.output.includes('are in sync')) throw error;
    runQuietly('npm', ['install', '--no-audit', '--no-fund'], checkout);
    return 'npm install (npm ci refused its lock file as out of step with package.json)';
  }
}

export interface BaselineCheckout {
  commit: string;
  /** How its dependencies were installed. */
  installedWith: string;
  checkout: string;
  dist: string;
  /** Removes the worktree and its folder. */
  remove(): void;
}

/** `ref` checked out in a temporary worktree, installed (`npm ci`) and built with `npm run build`. */
export function buildBaseline(ref: string): BaselineCheckout {
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const parent = mkdtempSync(join(tmpdir(), 'cloud-console-bench-baseline-'));
  const checkout = join(parent, commit);
  let added = false;
  const remove = () => {
    if (added) {
      try {
        git(['worktree', 'remove', '--force', checkout]);
        added = false;
      } catch (error) {
        console.error(
          `Could not remove the baseline worktree ${checkout} (git worktree prune forgets it): ${String(error)}`,
        );
      }
    }
    rmSync(parent, { recursive: true, force: true });
  };
  try {
    git(['worktree', 'add', '--detach', checkout, commit]);
    added = true;
    const installedWith = installDependencies(checkout);
    runQuietly('npm', ['run', 'build'], checkout);
    return { commit, installedWith, checkout, dist: join(checkout, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The build behind its checkout's nginx site, proxying the API to `apiUpstream`. */
export async function startNginxSite(build: Build, apiUpstream: string): Promise<Site> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: `nginx for ${build.label}`,
    command: process.execPath,
    args: [
      ...['--import', 'tsx', 'scripts/nginx.ts'],
      ...['--listen', `127.0.0.1:${port}`, '--api-upstream', apiUpstream],
      ...['--dist', resolve(build.dist), '--prefix', join(tmpdir(), `cloud-console-bench-nginx-${port}`)],
    ],
    cwd: build.checkout,
    readyUrl: url,
    timeoutMs: 30_000,
  });
  return { build, url, stop: () => server.stop() };
}

const interruptCleanups = new Set<() => Promise<void> | void>();
let listeningForInterrupts = false;

async function cleanUpAndExit(signal: NodeJS.Signals): Promise<void> {
  for (const cleanup of [...interruptCleanups].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/**
 * Runs `cleanup` if the bench is interrupted (Ctrl-C) before it is done: the nginx sites run in
 * process groups of their own, which a Ctrl-C does not reach. Returns the function that forgets it.
 */
export function cleanUpOnInterrupt(cleanup: () => Promise<void> | void): () => void {
  if (!listeningForInterrupts) {
    listeningForInterrupts = true;
    process.once('SIGINT', (signal) => void cleanUpAndExit(signal));
    process.once('SIGTERM', (signal) => void cleanUpAndExit(signal));
  }
  interruptCleanups.add(cleanup);
  return () => void interruptCleanups.delete(cleanup);
}
