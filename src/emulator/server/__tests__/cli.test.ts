import { describe, expect, it } from 'vitest';
import { parseCli } from '../cli';

describe('parseCli', () => {
  it('has defaults', () => {
    expect(parseCli([])).toEqual({
      kind: 'run',
      options: {
        port: 8787,
        fixturesFile: undefined,
        extensions: true,
        latencyMs: 0,
        errorRate: 0,
        rateLimitEvery: 0,
        burstLimit: 0,
        documentedErrorsOnly: false,
        liveApi: false,
        consoleUpstream: undefined,
        allowedOrigins: undefined,
      },
    });
  });

  it('reads every flag, --allowed-origin repeatable', () => {
    const parsed = parseCli([
      '--port',
      '0',
      '--fixtures',
      'f.json',
      '--no-extensions',
      '--latency',
      '250',
      '--error-rate',
      '0.1',
      '--rate-limit-every',
      '5',
      '--burst-limit',
      '3',
      '--documented-errors-only',
      '--live-api',
      '--console-upstream',
      '127.0.0.1:5901',
      '--allowed-origin',
      'http://localhost:5173',
      '--allowed-origin',
      'https://console.example.net',
    ]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        port: 0,
        fixturesFile: 'f.json',
        extensions: false,
        latencyMs: 250,
        errorRate: 0.1,
        rateLimitEvery: 5,
        burstLimit: 3,
        documentedErrorsOnly: true,
        liveApi: true,
        consoleUpstream: '127.0.0.1:5901',
        allowedOrigins: ['http://localhost:5173', 'https://console.example.net'],
      },
    });
  });

  it.each([
    [['--port', 'x']],
    [['--port', '70000']],
    [['--error-rate', '1.5']],
    [['--latency', '-1']],
    [['--rate-limit-every', '2.5']],
    [['--burst-limit', '-1']],
    [['--console-upstream', 'nohost']],
    [['--console-upstream', '127.999.1.1:5900']],
    [['--console-upstream', '127.0.0.1:05900']],
    [['--allowed-origin', 'localhost:5173']],
    [['--unknown']],
    [['stray']],
    [['--port']],
    [['--documented-errors-only=yes']],
    [['--live-api=yes']],
  ])('refuses %j with a message', (argv) => {
    const parsed = parseCli(argv);
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message.length).toBeGreaterThan(5);
  });

  it('asks for help', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
  });
});
