/**
 * A request body is read only once routing and the token say a route wants it: an upload to an
 * unknown path, without a token, or announcing more than the image limit is answered from its
 * headers, while the client is still sending. Raw node:http requests, so a test can announce a
 * body it never finishes sending.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN, demoFixture } from '../../core';
import { MAX_MULTIPART_PARTS } from '../../core/multipart';
import { serverPerTest } from './serverPerTest';

const server = serverPerTest();
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const BOUNDARY = 'b0undary';
const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

interface EarlyAnswer {
  status: number;
  body: string;
}

/**
 * Announces `announced` bytes of body, sends only the first 16 KiB, and waits for an answer:
 * null when none came within a second (the server is waiting for the rest).
 */
function answerBeforeBody(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  announced: number,
): Promise<EarlyAnswer | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const req = request({
      hostname,
      port,
      method,
      path,
      headers: { ...headers, 'Content-Length': String(announced) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, 1_000);
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: response.statusCode ?? 0, body: text });
      });
    });
    req.on('error', () => undefined); // the server may close the connection on an unread body
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.efi"\r\n\r\n`);
    req.write(new Uint8Array(16 * 1024));
  });
}

const LARGE = 63 * 1024 * 1024;

describe('request bodies are read only for a route that takes them', () => {
  it('answers an upload to an unknown path 404 without reading it', async () => {
    const url = await server.start();
    expect(await answerBeforeBody(url, 'POST', '/no-such-path', { ...auth, ...multipart }, LARGE)).toEqual({
      status: 404,
      body: '',
    });
  });

  it('answers an upload without a valid token 401 without reading it', async () => {
    const url = await server.start();
    expect(await answerBeforeBody(url, 'POST', '/measured-boot-images', multipart, LARGE)).toEqual({
      status: 401,
      body: '{"err":"UNAUTHORIZED"}',
    });
  });

  it('answers an upload announcing more than the image limit 400 FILE_TOO_LARGE without reading it', async () => {
    const url = await server.start({ fixture: { ...demoFixture, measured_boot_image_max_size: 1024 * 1024 } });
    expect(
      await answerBeforeBody(url, 'POST', '/measured-boot-images', { ...auth, ...multipart }, 2 * 1024 * 1024),
    ).toEqual({
      status: 400,
      body: '{"err":"FILE_TOO_LARGE"}',
    });
  });

  it('answers a JSON body to an unknown path, or to a route that takes none, without reading it', async () => {
    const url = await server.start();
    const json = { ...auth, 'Content-Type': 'application/json' };
    expect((await answerBeforeBody(url, 'POST', '/no-such-path', json, 512 * 1024))?.status).toBe(404);
    expect((await answerBeforeBody(url, 'GET', '/ssh_keys', json, 512 * 1024))?.status).toBe(200);
  });

  it('refuses a JSON body announcing more than 1 MiB with 413 before reading it', async () => {
    const url = await server.start();
    const json = { ...auth, 'Content-Type': 'application/json' };
    expect((await answerBeforeBody(url, 'POST', '/ssh_keys', json, 2 * 1024 * 1024))?.status).toBe(413);
  });

  it('refuses a form with more parts than the cap with 400 INVALID_MULTIPART, and takes one within it', async () => {
    const url = await server.start();
    const tooMany = new FormData();
    tooMany.append('file', new Blob([new Uint8Array(10)]), 'a.efi');
    for (let index = 0; index < MAX_MULTIPART_PARTS; index++) tooMany.append(`field${index}`, 'x');
    const refused = await fetch(`${url}/measured-boot-images`, { method: 'POST', headers: auth, body: tooMany });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ err: 'INVALID_MULTIPART' });

    const within = new FormData();
    within.append('file', new Blob([new Uint8Array(10)]), 'a.efi');
    for (let index = 1; index < MAX_MULTIPART_PARTS; index++) within.append(`field${index}`, 'x');
    expect((await fetch(`${url}/measured-boot-images`, { method: 'POST', headers: auth, body: within })).status).toBe(
      201,
    );
  });
});
