import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itAnswers } from '../test/answerTables';
import {
  acceptsGzip,
  API_GZIP_LEVEL,
  compressesApiAnswer,
  UNCOMPRESSED_API_PATHS,
  type ProxiedAnswer,
} from './apiCompression';

const sshKeys: ProxiedAnswer = {
  path: '/ssh_keys?team_id=t',
  method: 'GET',
  status: 200,
  acceptEncoding: 'gzip, deflate, br',
  contentType: 'application/json; charset=utf-8',
  contentEncoding: undefined,
};

describe('compressesApiAnswer', () => {
  it('compresses a JSON list for a client that accepts gzip', () => {
    expect(compressesApiAnswer(sshKeys)).toBe(true);
    expect(compressesApiAnswer({ ...sshKeys, status: 404 })).toBe(true);
  });

  it('leaves the answers that carry a secret as they are', () => {
    for (const path of [
      '/vm?team_id=t',
      '/vm/abc',
      '/vm/abc/vnc',
      '/object-storage/s/buckets/b/access_keys',
      '/startup_scripts',
    ])
      expect(compressesApiAnswer({ ...sshKeys, path }), path).toBe(false);
  });

  it('leaves bodiless, non-JSON and already encoded answers, and clients without gzip', () => {
    expect(compressesApiAnswer({ ...sshKeys, status: 204 })).toBe(false);
    expect(compressesApiAnswer({ ...sshKeys, method: 'HEAD' })).toBe(false);
    expect(compressesApiAnswer({ ...sshKeys, contentType: 'text/html' })).toBe(false);
    expect(compressesApiAnswer({ ...sshKeys, contentEncoding: 'br' })).toBe(false);
    expect(compressesApiAnswer({ ...sshKeys, acceptEncoding: undefined })).toBe(false);
  });
});

describe('acceptsGzip', () => {
  itAnswers(acceptsGzip, 'reads %j with its weights: %s', [
    ['gzip', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0, br', false],
    ['identity', false],
    ['', false],
  ]);
});

const site = readFileSync(new URL('./nginx/cloud-console.conf', import.meta.url), 'utf8');

it('the nginx site compresses at the level the proxies use', () => {
  expect(site).toContain(`gzip_comp_level ${API_GZIP_LEVEL};`);
});

it('the nginx site leaves exactly the same API paths uncompressed', () => {
  const uncompressed = [...site.matchAll(/location @API_PATH@(\S+) \{([^}]*)\}/g)]
    .filter((match) => match[2]?.includes('cloud-console-uncompressed.conf'))
    .map((match) => `/${match[1] ?? ''}`);
  expect(uncompressed.sort()).toEqual([...UNCOMPRESSED_API_PATHS].sort());
});
