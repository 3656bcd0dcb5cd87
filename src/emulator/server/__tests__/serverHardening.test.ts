/**
 * What a hostile page or a crafted path can make the emulator's Node server do: the `/_emulator/*`
 * controls only for its own loopback address and loopback origins; a path that decodes or
 * normalises into another resource refused. Raw node:http requests, because fetch() resolves
 * `%2e%2e` and would not send a Host of our choosing.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../core';
import { serverPerTest, upgradeStatus } from './serverPerTest';

const SSH_KEY = 'd05c06e9-be71-4fde-bd14-494b233e2f00';
const FIREWALL_GROUP = '05969206-704c-4692-97d3-b447725ce341';
const TEAM = 'b2c5a7b4-41fe-4f5b-baac-43a8506c261a';

const server = serverPerTest();

async function start(): Promise<{ url: string; port: number }> {
  const url = await server.start();
  return { url, port: Number(new URL(url).port) };
}

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `path` byte for byte, with exactly the headers given (Host included, when given). */
function send(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers, setHost: !('Host' in headers) }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

async function sshKeyCount(url: string): Promise<number> {
  const answer = await send(url, 'GET', '/ssh_keys', auth);
  return (JSON.parse(answer.body) as { ssh_keys: unknown[] }).ssh_keys.length;
}

describe('the /_emulator/* controls', () => {
  it('answer a client on this machine that names the emulator’s own address', async () => {
    const { url, port } = await start();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect((await send(url, 'GET', '/_emulator/health', { Host: host })).status, host).toBe(200);
    }
    for (const origin of [`http://127.0.0.1:${port}`, 'http://localhost:5173', 'https://[::1]:4173']) {
      expect(
        (await send(url, 'GET', '/_emulator/health', { Host: `127.0.0.1:${port}`, Origin: origin })).status,
        origin,
      ).toBe(200);
    }
  });

  it('refuse 421 a Host that is not the emulator’s own (DNS rebinding, or a proxy in front)', async () => {
    const { url, port } = await start();
    await send(url, 'DELETE', `/ssh_keys/${SSH_KEY}`, auth);
    for (const host of [
      `rebind.example:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `127.0.0.2:${port}`,
      `localhost.:${port}`,
      '',
    ]) {
      const answer = await send(url, 'POST', '/_emulator/reset', { Host: host });
      expect(answer.status, host).toBe(421);
    }
    expect(await sshKeyCount(url)).toBe(2);
    // The API itself is unchanged: a proxy in front forwards its own Host.
    expect((await send(url, 'GET', '/ssh_keys', { ...auth, Host: 'console.example:443' })).status).toBe(200);
  });

  it('refuse 403 a request from a page on another site, and reset nothing', async () => {
    const { url, port } = await start();
    await send(url, 'DELETE', `/ssh_keys/${SSH_KEY}`, auth);
    const host = `127.0.0.1:${port}`;
    for (const origin of [
      'https://evil.example',
      'null',
      `http://127.0.0.1.evil.example:${port}`,
      'file://',
      `ftp://127.0.0.1:${port}`,
    ]) {
      // A form POST needs no CORS preflight: the browser just sends it, with its Origin.
      const answer = await send(url, 'POST', '/_emulator/reset', {
        Host: host,
        Origin: origin,
        'Content-Type': 'text/plain',
      });
      expect(answer, origin).toEqual({ status: 403, body: JSON.stringify({ err: 'FORBIDDEN' }) });
    }
    const fixture = await send(url, 'PUT', '/_emulator/fixture', { Host: host, Origin: 'https://evil.example' }, '{}');
    expect(fixture.status).toBe(403);
    expect(await sshKeyCount(url)).toBe(2);
    expect((await send(url, 'POST', '/_emulator/reset', { Host: host, Origin: 'http://localhost:5173' })).status).toBe(
      204,
    );
    expect(await sshKeyCount(url)).toBe(3);
  });

  it('refuse a request target that is an absolute URL', async () => {
    const { url, port } = await start();
    const answer = await send(url, 'POST', `http://rebind.example:${port}/_emulator/reset`, {
      Host: `127.0.0.1:${port}`,
    });
    expect(answer.status).toBe(421);
  });
});

describe('paths that could name another resource', () => {
  it('answer 400 INVALID_PATH, never the resource they would resolve to', async () => {
    const { url } = await start();
    const firewall = `network/firewalls/${FIREWALL_GROUP}?team_id=${TEAM}`;
    for (const path of [
      `/ssh_keys/..%2F${firewall.replace(/\//g, '%2F')}`,
      `/ssh_keys/%2e%2e/${firewall}`,
      `/ssh_keys/%2E%2E/${firewall}`,
      `/ssh_keys/.%2e/${firewall}`,
      `/ssh_keys/../${firewall}`,
      `/ssh_keys/./..//${firewall}`,
      `/ssh_keys/%2e/${SSH_KEY}`,
      `/ssh_keys\\..\\${firewall}`,
      `/ssh_keys/%5C..%5C${firewall}`,
      `/ssh_keys//${SSH_KEY}`,
      `//ssh_keys/${SSH_KEY}`,
    ]) {
      const answer = await send(url, 'DELETE', path, auth);
      expect(answer, path).toEqual({ status: 400, body: JSON.stringify({ err: 'INVALID_PATH' }) });
    }
    expect((await send(url, 'GET', `/${firewall}`, auth)).status).toBe(200);
    expect(await sshKeyCount(url)).toBe(3);
  });

  it('do not reach the controls either', async () => {
    const { url, port } = await start();
    await send(url, 'DELETE', `/ssh_keys/${SSH_KEY}`, auth);
    const answer = await send(url, 'POST', '/ssh_keys/%2e%2e/_emulator/reset', { Host: `127.0.0.1:${port}` });
    expect(answer.status).toBe(400);
    expect(await sshKeyCount(url)).toBe(2);
  });

  it('leave alone a dot inside a segment, encoded characters in the query and a trailing slash', async () => {
    const { url } = await start();
    expect((await send(url, 'GET', '/ssh_keys/a%2eb', auth)).status).toBe(404);
    expect((await send(url, 'GET', '/ssh_keys?unused=a%2Fb%2E..', auth)).status).toBe(200);
    expect(await send(url, 'GET', '/ssh_keys/', auth)).toEqual({ status: 404, body: '' });
  });

  it('refuse a console WebSocket path that would resolve to the console', async () => {
    const { url } = await start();
    const status = await upgradeStatus(url, '/x/%2e%2e/console/websockify?sessionid=x');
    expect(status).toBe(404);
  });
});
