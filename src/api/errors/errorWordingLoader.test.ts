import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticImportClosure } from '../../test/moduleGraph';
import { ERROR_MESSAGES } from '../../contract/errorCodes';
import { EARLY_MESSAGES } from './errors';

describe('the words of failed calls', () => {
  it('stay out of the first route', () => {
    // The boot and the app proper (src/app/boot/startApp.tsx): what any first visit loads before a page.
    const firstRoute = new Set([
      ...staticImportClosure('src/main.tsx'),
      ...staticImportClosure('src/app/boot/startApp.tsx'),
    ]);
    expect(firstRoute.has(resolve('src/api/http/transport.ts'))).toBe(true);
    for (const wording of [
      'src/api/errors/errorWording.ts',
      'src/api/errors/operationErrors.ts',
      'src/contract/errorCodes.ts',
    ]) {
      expect(firstRoute.has(resolve(wording)), wording).toBe(false);
    }
  });

  it('give the errors raised before any answer the sentences of their codes', () => {
    for (const [code, sentence] of Object.entries(EARLY_MESSAGES)) {
      expect(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], code).toBe(sentence);
    }
  });
});

describe('an answer when the words cannot load', () => {
  afterEach(() => {
    vi.doUnmock('./errorWording');
    vi.resetModules();
  });

  /** Fresh modules, nothing loaded yet, and a wording chunk that fails to arrive. */
  async function withoutWording() {
    vi.resetModules();
    vi.doMock('./errorWording', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { errorOfAnswer } = await import('./answerError');
    const { ApiError } = await import('./errors');
    const { installedErrorWording } = await import('./errors');
    return { errorOfAnswer, ApiError, installedErrorWording };
  }

  const request = { method: 'GET', url: 'http://api.test/network/firewalls', baseUrl: 'http://api.test' };

  it('keeps its status and code, in plain words, and still reports a 401', async () => {
    const { errorOfAnswer, ApiError, installedErrorWording } = await withoutWording();
    expect(installedErrorWording()).toBeUndefined();
    const onUnauthorized = vi.fn(() => 'permission' as const);

    const refused = await errorOfAnswer(
      { status: 401, body: undefined, retryAfterMs: undefined },
      request,
      onUnauthorized,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'HTTP_401', operation: undefined });
    expect(refused.message).toBe(
      'The server could not carry out this request. Try again; if it keeps failing, contact support.',
    );

    const coded = await errorOfAnswer({ status: 503, body: { err: 'VM_BUSY' }, retryAfterMs: 2000 }, request, () => {
      throw new Error('only a 401 is reported');
    });
    expect(coded).toMatchObject({ status: 503, code: 'VM_BUSY', retryAfterMs: 2000 });
    expect(coded.message).toBe('The server hit an error. Try again.');
  });

  it('tries to load the words again on the next failure', async () => {
    const { errorOfAnswer, installedErrorWording } = await withoutWording();
    await errorOfAnswer({ status: 404, body: undefined, retryAfterMs: undefined }, request, () => undefined);
    vi.doUnmock('./errorWording');

    const absent = await errorOfAnswer(
      { status: 404, body: undefined, retryAfterMs: undefined },
      request,
      () => undefined,
    );
    expect(installedErrorWording()).toBeDefined();
    expect(absent).toMatchObject({
      code: 'HTTP_404',
      message: 'The server does not offer this.',
      operation: { method: 'GET', template: '/network/firewalls', item: false },
    });
  });
});
