import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSOLE_TEMPLATE, DEFAULT_RUNTIME_CONFIG } from '../config/runtimeConfig';
import { deriveConsoleWebSocketUrl } from './wsUrl';

const ok = (url: string) => ({ ok: true, url });

describe('deriveConsoleWebSocketUrl', () => {
  it('maps the provider’s vnc.html URL to wss://host/websockify with the same query', () => {
    expect(deriveConsoleWebSocketUrl('https://console.example.com/vnc.html?sessionid=abc123&vmid=9f34ad03')).toEqual(
      ok('wss://console.example.com/websockify?sessionid=abc123&vmid=9f34ad03'),
    );
  });

  it('maps the emulator’s URL, keeping its port and directory, over ws for http', () => {
    expect(deriveConsoleWebSocketUrl('http://127.0.0.1:8787/console/vnc.html?sessionid=t0k&vmid=v1')).toEqual(
      ok('ws://127.0.0.1:8787/console/websockify?sessionid=t0k&vmid=v1'),
    );
  });

  it('follows noVNC’s own host/port/path/encrypt convention, whatever the template', () => {
    expect(
      deriveConsoleWebSocketUrl(
        'https://panel.example.net/novnc/vnc.html?host=vnc.example.net&port=6080&path=websockify%3Ftoken%3Dabc&encrypt=1',
        'wss://ignored/',
      ),
    ).toEqual(ok('wss://vnc.example.net:6080/websockify?token=abc'));
    expect(deriveConsoleWebSocketUrl('http://10.0.0.5/vnc.html?path=ws&encrypt=0')).toEqual(ok('ws://10.0.0.5/ws'));
    // Without encrypt, the page's scheme decides.
    expect(deriveConsoleWebSocketUrl('https://c.example/vnc.html?path=websockify')).toEqual(
      ok('wss://c.example/websockify'),
    );
  });

  it('fills an operator’s template, including single query parameters', () => {
    expect(
      deriveConsoleWebSocketUrl(
        'https://console.example.com/vnc.html?sessionid=s1&vmid=v1',
        'wss://ws.example.com/vnc/{param:vmid}?token={param:sessionid}',
      ),
    ).toEqual(ok('wss://ws.example.com/vnc/v1?token=s1'));
    expect(
      deriveConsoleWebSocketUrl(
        'https://console.example.com:8443/a/b/vnc.html?x=1',
        '{ws}://{hostname}:{port}{dir}/ws?{query}',
      ),
    ).toEqual(ok('wss://console.example.com:8443/a/b/ws?x=1'));
  });

  it('encodes parameter values so a token cannot change the address', () => {
    const result = deriveConsoleWebSocketUrl(
      'https://c.example/vnc.html?sessionid=a%2F..%2Fb%26x%3D1',
      'wss://c.example/ws?t={param:sessionid}',
    );
    expect(result).toEqual(ok('wss://c.example/ws?t=a%2F..%2Fb%26x%3D1'));
  });

  it('says why when no WebSocket address can be made', () => {
    expect(deriveConsoleWebSocketUrl('not a url').ok).toBe(false);
    expect(deriveConsoleWebSocketUrl('ftp://c.example/vnc').ok).toBe(false);
    expect(
      deriveConsoleWebSocketUrl('https://c.example/vnc.html?vmid=1', 'wss://c.example/ws?t={param:sessionid}').ok,
    ).toBe(false);
    expect(deriveConsoleWebSocketUrl('https://c.example/vnc.html', 'https://{host}/ws').ok).toBe(false);
  });

  it('puts a template that starts with / on the page’s own origin, ws for http and wss for https', () => {
    const vncUrl = 'http://127.0.0.1:8787/console/vnc.html?sessionid=t0k&vmid=v1';
    expect(
      deriveConsoleWebSocketUrl(
        vncUrl,
        '/api/console/websockify?{query}',
        'http://127.0.0.1:5173/teams/default/vms/v1/console',
      ),
    ).toEqual(ok('ws://127.0.0.1:5173/api/console/websockify?sessionid=t0k&vmid=v1'));
    expect(
      deriveConsoleWebSocketUrl(
        'https://console.example.com/vnc.html?sessionid=s1',
        '/vnc-proxy/websockify?{query}',
        'https://cloud.example.org/x',
      ),
    ).toEqual(ok('wss://cloud.example.org/vnc-proxy/websockify?sessionid=s1'));
  });

  it('never lets a page-relative template reach another host', () => {
    expect(
      deriveConsoleWebSocketUrl(
        'https://c.example/vnc.html?sessionid=s1',
        '//evil.example/ws?{query}',
        'https://cloud.example.org/',
      ),
    ).toEqual(ok('wss://cloud.example.org/evil.example/ws?sessionid=s1'));
    expect(deriveConsoleWebSocketUrl('https://c.example/vnc.html?sessionid=s1', '/ws?{query}').ok).toBe(false);
  });

  it('defaults to the vnc_url’s own host, and the shipped config.json goes through the page’s /api proxy', () => {
    const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as { consoleWebSocketTemplate: string };
    expect(shipped.consoleWebSocketTemplate).toBe('/api/console/websockify?{query}');
    expect(DEFAULT_RUNTIME_CONFIG.consoleWebSocketTemplate).toBe(DEFAULT_CONSOLE_TEMPLATE);
  });
});
