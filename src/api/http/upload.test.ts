import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/errors';
import type { UnauthorizedVerdict } from '../errors/answerError';
import { createUploader, type UploadProgress, type UploadXhr } from './upload';

/** An XMLHttpRequest that records what was sent and answers when the test says. */
class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body?: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setup(options: { token?: string | null; online?: boolean; verdict?: UnauthorizedVerdict } = {}) {
  const xhrs: FakeXhr[] = [];
  const onUnauthorized = vi.fn(() => options.verdict ?? 'unknown');
  const upload = createUploader({
    baseUrl: 'http://api.test/v1/',
    getToken: () => (options.token === undefined ? 'tkn' : options.token),
    onUnauthorized,
    isOnline: () => options.online ?? true,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
  });
  const form = new FormData();
  form.append('file', new Blob(['uki']), 'a.efi');
  const last = () => {
    const xhr = xhrs.at(-1);
    if (!xhr) throw new Error('nothing was sent');
    return xhr;
  };
  return { upload, form, last, xhrs, onUnauthorized };
}

describe('createUploader', () => {
  it('posts the form to the path below the base URL with the bearer token, reports progress, reads the JSON answer', async () => {
    const { upload, form, last } = setup();
    const progress: UploadProgress[] = [];
    const done = upload<{ id: string }>({ path: '/measured-boot-images', form, onProgress: (p) => progress.push(p) });
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/v1/measured-boot-images');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer tkn', Accept: 'application/json' });
    expect(xhr.body).toBe(form);
    xhr.progress(10, 40);
    xhr.progress(40, 40);
    xhr.progress(5, 0, false);
    xhr.answer(201, { id: 'img-1' });
    await expect(done).resolves.toEqual({ id: 'img-1' });
    expect(progress).toEqual([
      { loaded: 10, total: 40 },
      { loaded: 40, total: 40 },
      { loaded: 5, total: undefined },
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    const { upload, form, last } = setup({ token: null });
    const done = upload({ path: '/measured-boot-images', form });
    expect(last().headers).toEqual({ Accept: 'application/json' });
    last().answer(204, undefined, {});
    await expect(done).resolves.toBeUndefined();
  });

  it('fails with the server’s code, or with the operation’s sentence when the answer has none', async () => {
    const { upload, form, last } = setup();
    const coded = upload({ path: '/measured-boot-images', form });
    last().answer(400, { err: 'FILE_TOO_LARGE' });
    await expect(coded).rejects.toMatchObject({ status: 400, code: 'FILE_TOO_LARGE' });

    const bare = upload({ path: '/measured-boot-images', form });
    last().answer(400, undefined, {});
    const error: unknown = await bare.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'HTTP_400',
      operation: { method: 'POST', template: '/measured-boot-images', item: false },
    });
    expect((error as ApiError).message).toMatch(/^The image was refused/);
  });

  it('reads Retry-After of a refusal', async () => {
    const { upload, form, last } = setup();
    const done = upload({ path: '/measured-boot-images', form });
    last().answer(503, undefined, { 'retry-after': '7' });
    await expect(done).rejects.toMatchObject({ status: 503, retryAfterMs: 7_000 });
  });

  it('asks what a 401 means, and words a permission refusal for the operation', async () => {
    const { upload, form, last, onUnauthorized } = setup({ verdict: 'permission' });
    const done = upload({ path: '/measured-boot-images', form });
    last().answer(401, undefined, {});
    await expect(done).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/permission to change measured boot images/) as unknown,
    });
    expect(onUnauthorized).toHaveBeenCalledWith('tkn');
  });

  it('turns a network failure into NETWORK_ERROR and a non-JSON success into INVALID_RESPONSE', async () => {
    const { upload, form, last } = setup();
    const failed = upload({ path: '/measured-boot-images', form });
    last().onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const html = upload({ path: '/measured-boot-images', form });
    last().answer(200, '<!doctype html>', { 'content-type': 'text/html' });
    await expect(html).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('refuses to send while offline', async () => {
    const { upload, form, xhrs } = setup({ online: false });
    await expect(upload({ path: '/measured-boot-images', form })).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(xhrs).toHaveLength(0);
  });

  it('aborts the request when the signal fires, and rejects with the abort reason', async () => {
    const { upload, form, last, xhrs } = setup();
    const controller = new AbortController();
    const done = upload({ path: '/measured-boot-images', form, signal: controller.signal });
    controller.abort();
    expect(last().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    await expect(upload({ path: '/measured-boot-images', form, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhrs).toHaveLength(1);
  });
});
