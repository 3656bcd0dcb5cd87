import { describe, expect, it } from 'vitest';
import { DEMO_VM_IDS } from '../demoFixture';
import { bodyOf, createHarness, expectError } from './harness';

const { web1, worker1, stagingWeb1 } = DEMO_VM_IDS;

function openConsole(h: ReturnType<typeof createHarness>, vmId = web1) {
  const response = h.post(`/vm/${vmId}/vnc`);
  const body = bodyOf(response);
  const url = new URL(String(body['vnc_url']));
  return { response, body, url, token: url.searchParams.get('sessionid') ?? '' };
}

describe('POST /vm/{id}/vnc (18)', () => {
  it('answers 201 {vnc_url, expire_at} with a session on the console origin', () => {
    const h = createHarness();
    const { response, body, url, token } = openConsole(h);
    expect(response.status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['expire_at', 'vnc_url']);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:8787/console/vnc.html');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('vmid')).toBe(web1);
    expect(body['expire_at']).toBe(Math.floor(h.now() / 1000) + 30);
  });

  it('uses the configured console base URL', () => {
    const h = createHarness({ consoleBaseUrl: 'http://localhost:9999/' });
    expect(openConsole(h).url.origin).toBe('http://localhost:9999');
  });

  it('hands out a different token each time', () => {
    const h = createHarness();
    expect(openConsole(h).token).not.toBe(openConsole(h).token);
  });

  it('refuses a stopped VM with 409 VM_NOT_RUNNING and a VM of another team with 404', () => {
    const h = createHarness();
    expectError(h.post(`/vm/${worker1}/vnc`), 409, 'VM_NOT_RUNNING');
    expectError(h.post(`/vm/${stagingWeb1}/vnc`), 404, 'NOT_FOUND');
  });
});

describe('consumeConsoleSession', () => {
  it('redeems a token once, naming the VM', () => {
    const h = createHarness();
    const { token } = openConsole(h);
    expect(h.emulator.consumeConsoleSession(token)).toEqual({ ok: true, vm: { id: web1, name: 'web-1' } });
    expect(h.emulator.consumeConsoleSession(token)).toEqual({ ok: false, reason: 'used' });
  });

  it('accepts a token up to 30 s after creation, and calls it expired after', () => {
    const h = createHarness();
    const early = openConsole(h).token;
    const late = openConsole(h).token;
    h.advance(30_000);
    expect(h.emulator.consumeConsoleSession(early).ok).toBe(true);
    h.advance(1);
    expect(h.emulator.consumeConsoleSession(late)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not know tokens it never issued', () => {
    expect(createHarness().emulator.consumeConsoleSession('0'.repeat(32))).toEqual({ ok: false, reason: 'unknown' });
  });

  it('forgets sessions on reset', () => {
    const h = createHarness();
    const { token } = openConsole(h);
    h.emulator.reset();
    expect(h.emulator.consumeConsoleSession(token)).toEqual({ ok: false, reason: 'unknown' });
  });
});
