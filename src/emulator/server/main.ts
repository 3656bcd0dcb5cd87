import { DEMO_TOKEN, type Fixture } from '../core';
import { parseCli, USAGE } from './cli';
import { FixtureFileError, loadFixtureFile } from './loadFixture';
import { startEmulatorServer } from './server';

/**
 * `npm run emulator`: prints exactly two lines (the API URL and the demo token) and serves until
 * SIGINT/SIGTERM. Requests are not logged: their headers and query strings may carry tokens.
 */
async function main(): Promise<number> {
  const parsed = parseCli(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    console.error(`emulator: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;

  let fixture: Fixture | undefined;
  if (options.fixturesFile !== undefined) {
    try {
      fixture = await loadFixtureFile(options.fixturesFile);
    } catch (error) {
      if (error instanceof FixtureFileError) {
        console.error(`emulator: ${error.message}`);
        return 1;
      }
      throw error;
    }
  }

  let server;
  try {
    server = await startEmulatorServer({
      port: options.port,
      fixture,
      extensions: options.extensions,
      faults: {
        latencyMs: options.latencyMs,
        errorRate: options.errorRate,
        rateLimitEvery: options.rateLimitEvery,
        burstLimit: options.burstLimit,
        documentedErrorsOnly: options.documentedErrorsOnly,
        liveApi: options.liveApi,
      },
      consoleUpstream: options.consoleUpstream,
      allowedOrigins: options.allowedOrigins,
    });
  } catch (error) {
    console.error(
      `emulator: cannot listen on port ${options.port} (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }

  console.log(`Emulator API: ${server.url}`);
  console.log(`Demo token: ${fixture?.users[0]?.token ?? DEMO_TOKEN}`);

  const running = server;
  await new Promise<void>((resolve) => {
    const stop = () => {
      running.close().then(resolve, resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('emulator: failed to start', error);
    process.exit(1);
  },
);
