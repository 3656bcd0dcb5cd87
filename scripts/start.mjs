// `npm start`: the emulator and the console's dev server together, one origin for the browser.
// Ports: EMULATOR_PORT (default 8787) and CONSOLE_PORT (default 5173).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const emulatorPort = process.env.EMULATOR_PORT ?? '8787';
const consolePort = process.env.CONSOLE_PORT ?? '5173';
const children = [];

function run(command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} exited (${code ?? 'signal'}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Resolves with the first line of the child's stdout matching each pattern, in any order. */
function watchLines(child) {
  const seen = [];
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    seen.push(line);
    for (const waiter of [...waiting]) {
      const match = waiter.pattern.exec(line);
      if (match) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  });
  return (pattern) =>
    new Promise((resolve) => {
      const earlier = seen.map((line) => pattern.exec(line)).find(Boolean);
      if (earlier) resolve(earlier);
      else waiting.push({ pattern, resolve });
    });
}

const emulator = run(process.execPath, ['--import', 'tsx', 'src/emulator/server/main.ts', '--port', emulatorPort]);
const emulatorLine = watchLines(emulator);
const [, emulatorUrl] = await emulatorLine(/^Emulator API: (\S+)/);
const [, demoToken] = await emulatorLine(/^Demo token: (\S+)/);

const vite = run(process.execPath, ['node_modules/vite/bin/vite.js', '--clearScreen', 'false'], {
  API_UPSTREAM: emulatorUrl,
  CONSOLE_PORT: consolePort,
});
await watchLines(vite)(/ready in/i);

console.log('');
console.log(`  Cloud Console:  http://127.0.0.1:${consolePort}/`);
console.log(`  Demo token:     ${demoToken}`);
console.log(`  Emulator API:   ${emulatorUrl}  (curl -H "Authorization: Bearer ${demoToken}" ${emulatorUrl}/ssh_keys)`);
console.log('');
console.log('  Press Ctrl+C to stop both.');
