import { parseArgs } from 'node:util';
import { faultSettingProblem } from './faults';
import { DEFAULT_PORT } from './server';
import { parseUpstreamAddress } from './console/upstream';

export const USAGE = `Usage: npm run emulator -- [options]

  --port N                  port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 = any free port)
  --fixtures FILE           JSON fixture to serve instead of the demo data (src/emulator/FIXTURES.md)
  --no-extensions           serve only the 23 contract endpoints; extension routes answer 404
  --latency MS              delay every API answer by MS milliseconds
  --error-rate P            answer this share (0..1) of API requests 503 SERVICE_UNAVAILABLE
  --rate-limit-every N      answer every N-th API request 429 RATE_LIMITED (Retry-After: 1)
  --burst-limit N           answer 503 an API request that arrives while N are being answered
                            (the live API answers bursts so)
  --documented-errors-only  errors carry only what the provider documents: the status, and an
                            {"err"} body only for the codes it names (reserved IPs)
  --live-api                answer as clients of the live API saw it: a rule's subnet_size
                            as a string when created, a VM's firewall group as a number on
                            its single read, VPC lists without attached_vms, the new VM in
                            the deploy answer; errors as with --documented-errors-only
  --console-upstream H:P    real VNC server for the console to proxy to
  --allowed-origin ORIGIN   CORS origin to allow (repeatable; default: any loopback origin)
  --help                    show this text`;

interface CliOptions {
  port: number;
  fixturesFile: string | undefined;
  extensions: boolean;
  latencyMs: number;
  errorRate: number;
  rateLimitEvery: number;
  burstLimit: number;
  documentedErrorsOnly: boolean;
  liveApi: boolean;
  consoleUpstream: string | undefined;
  allowedOrigins: string[] | undefined;
}

export type CliParse = { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

class CliError extends Error {}

function numberFlag(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new CliError(`${flag} needs a number, got "${text}"`);
  return value;
}

function checkFault(
  flag: string,
  name: 'latencyMs' | 'errorRate' | 'rateLimitEvery' | 'burstLimit',
  value: number,
): number {
  const problem = faultSettingProblem(name, value);
  if (problem !== null) throw new CliError(`${flag}: ${problem.replace(name, 'value')}`);
  return value;
}

export function parseCli(argv: string[]): CliParse {
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        fixtures: { type: 'string' },
        'no-extensions': { type: 'boolean' },
        latency: { type: 'string' },
        'error-rate': { type: 'string' },
        'rate-limit-every': { type: 'string' },
        'burst-limit': { type: 'string' },
        'documented-errors-only': { type: 'boolean' },
        'live-api': { type: 'boolean' },
        'console-upstream': { type: 'string' },
        'allowed-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
    if (values.help === true) return { kind: 'help' };

    const port = numberFlag('--port', values.port, DEFAULT_PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new CliError('--port must be an integer from 0 to 65535');

    const upstream = values['console-upstream'];
    if (upstream !== undefined && parseUpstreamAddress(upstream) === null) {
      throw new CliError(
        `--console-upstream needs host:port (a host name, an IPv4 address or an [IPv6] address, and a port from 1 to 65535), got "${upstream}"`,
      );
    }

    const origins = values['allowed-origin'];
    for (const origin of origins ?? []) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin.replace(/\/+$/, ''))) {
        throw new CliError(`--allowed-origin needs an origin such as http://localhost:5173, got "${origin}"`);
      }
    }

    return {
      kind: 'run',
      options: {
        port,
        fixturesFile: values.fixtures,
        extensions: values['no-extensions'] !== true,
        latencyMs: checkFault('--latency', 'latencyMs', numberFlag('--latency', values.latency, 0)),
        errorRate: checkFault('--error-rate', 'errorRate', numberFlag('--error-rate', values['error-rate'], 0)),
        rateLimitEvery: checkFault(
          '--rate-limit-every',
          'rateLimitEvery',
          numberFlag('--rate-limit-every', values['rate-limit-every'], 0),
        ),
        burstLimit: checkFault('--burst-limit', 'burstLimit', numberFlag('--burst-limit', values['burst-limit'], 0)),
        documentedErrorsOnly: values['documented-errors-only'] === true,
        liveApi: values['live-api'] === true,
        consoleUpstream: upstream,
        allowedOrigins: origins,
      },
    };
  } catch (error) {
    // parseArgs reports unknown flags and missing values as TypeErrors with a readable message.
    if (error instanceof CliError || error instanceof TypeError) return { kind: 'error', message: error.message };
    throw error;
  }
}
