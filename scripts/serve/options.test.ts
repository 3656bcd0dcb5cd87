import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVE_PORT, parseServeOptions } from './options';

describe('npm run serve options', () => {
  it('takes the API upstream, and puts the console host at its /console when not given', () => {
    expect(parseServeOptions({ API_UPSTREAM: 'https://api.example.com/v1/' }, [])).toEqual({
      ok: true,
      options: {
        apiUpstream: 'https://api.example.com/v1',
        consoleUpstream: 'https://api.example.com/v1/console',
        port: DEFAULT_SERVE_PORT,
        dist: undefined,
      },
    });
  });

  it('takes a console host, a port and a build to serve as it is', () => {
    const parsed = parseServeOptions(
      {
        API_UPSTREAM: 'https://api.example.com',
        CONSOLE_UPSTREAM: 'https://console.example.com',
        CONSOLE_PORT: '8080',
      },
      ['--dist', '/srv/console'],
    );
    expect(parsed).toEqual({
      ok: true,
      options: {
        apiUpstream: 'https://api.example.com',
        consoleUpstream: 'https://console.example.com',
        port: 8080,
        dist: '/srv/console',
      },
    });
  });

  it('needs an API upstream', () => {
    expect(parseServeOptions({}, [])).toEqual({ ok: false, message: 'API_UPSTREAM is not set' });
  });

  it('refuses clear-text http to another machine, which would carry the API token in the open', () => {
    const parsed = parseServeOptions({ API_UPSTREAM: 'http://api.example.com' }, []);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining('must be https') as unknown });
    expect(parseServeOptions({ API_UPSTREAM: 'http://127.0.0.1:8787' }, [])).toMatchObject({ ok: true });
    const consoleInClear = parseServeOptions(
      { API_UPSTREAM: 'https://api.example.com', CONSOLE_UPSTREAM: 'http://console.example.com' },
      [],
    );
    expect(consoleInClear).toMatchObject({
      ok: false,
      message: expect.stringContaining('CONSOLE_UPSTREAM') as unknown,
    });
  });

  it.each([
    ['api.example.com', 'absolute URL'],
    ['ftp://api.example.com', 'http(s) URL'],
    ['https://user:secret@api.example.com', 'no credentials'],
    ['https://api.example.com/?team_id=1', 'no credentials, query'],
  ])('refuses %s as an upstream', (upstream, problem) => {
    expect(parseServeOptions({ API_UPSTREAM: upstream }, [])).toMatchObject({
      ok: false,
      message: expect.stringContaining(problem) as unknown,
    });
  });

  it('refuses a bad port and unknown arguments', () => {
    expect(parseServeOptions({ API_UPSTREAM: 'https://a.example', CONSOLE_PORT: '99999' }, [])).toMatchObject({
      ok: false,
    });
    expect(parseServeOptions({ API_UPSTREAM: 'https://a.example' }, ['--port', '1'])).toEqual({
      ok: false,
      message: 'unknown argument "--port"',
    });
    expect(parseServeOptions({ API_UPSTREAM: 'https://a.example' }, ['--dist'])).toEqual({
      ok: false,
      message: '--dist needs a directory',
    });
  });
});
