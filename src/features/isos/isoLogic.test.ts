import { describe, expect, it } from 'vitest';
import type { CustomIso } from '../../api/types';
import { codelessError } from '../../test/codeless';
import { ApiError } from '../../api/errors/errors';
import { downloadNews } from './downloadNews';
import { addIsoRequest, isoUrlProblem, placeIsoError } from './isoForm';
import { isoState, visibleIsos } from './isoRows';

function iso(id: string, status: number, overrides: Partial<CustomIso> = {}): CustomIso {
  return {
    id,
    date_created: '2026-01-01T00:00:00Z',
    filename: `${id}.iso`,
    name: id,
    desc: '',
    size: 1,
    status,
    is_system_iso: false,
    ...overrides,
  };
}

describe('isoUrlProblem', () => {
  it('accepts a direct http(s) link to an .iso file, with a query string and in any case', () => {
    for (const url of [
      'https://example.net/a.iso',
      'http://mirror.example.org/pub/Alpine-3.22.ISO?size=123',
      '  https://example.net/My%20Disk.iso  ',
    ]) {
      expect(isoUrlProblem(url)).toBeUndefined();
    }
  });

  it('refuses what the provider cannot download as an ISO', () => {
    expect(isoUrlProblem('')).toMatch(/Enter the address/);
    expect(isoUrlProblem('example.net/a.iso')).toMatch(/whole address/);
    expect(isoUrlProblem('ftp://example.net/a.iso')).toMatch(/https:\/\/ or http:\/\//);
    expect(isoUrlProblem('https://example.net/')).toMatch(/\.iso/);
    expect(isoUrlProblem('https://example.net/a.img')).toMatch(/\.iso/);
    expect(isoUrlProblem('https://example.net/.iso')).toMatch(/\.iso/);
    expect(isoUrlProblem('https://example.net/a.iso/')).toMatch(/\.iso/);
  });

  it('refuses, like the emulator, a file name that shows nothing or is over 255 characters', () => {
    for (const name of ['%E2%A0%80', '%E2%80%8B%CC%81', '%EE%80%80', '%20']) {
      expect(isoUrlProblem(`https://example.net/${name}.iso`), name).toMatch(/readable name/);
    }
    expect(isoUrlProblem(`https://example.net/${'a'.repeat(252)}.iso`)).toMatch(/255 characters or fewer/);
    expect(isoUrlProblem(`https://example.net/${'a'.repeat(251)}.iso`)).toBeUndefined();
    expect(placeIsoError(new ApiError({ status: 400, code: 'NAME_TOO_LONG' })).field).toBe('url');
  });

  it('sends the trimmed address', () => {
    expect(addIsoRequest({ url: ' https://example.net/a.iso ' })).toEqual({
      ok: true,
      body: 'https://example.net/a.iso',
    });
  });
});

describe('placeIsoError', () => {
  it('puts a refused URL on the field and a reached limit on the form', () => {
    expect(placeIsoError(new ApiError({ status: 400, code: 'INVALID_ISO_URL' })).field).toBe('url');
    expect(placeIsoError(new ApiError({ status: 400, code: 'ISO_TOO_LARGE' })).field).toBe('url');
    expect(placeIsoError(codelessError('POST', '/isos', 400))).toMatchObject({
      field: 'url',
      message: expect.stringMatching(/^The ISO was refused/) as unknown,
    });
    expect(placeIsoError(new ApiError({ status: 401, code: 'ISO_LIMIT_REACHED' })).field).toBe('form');
    expect(placeIsoError(codelessError('POST', '/isos', 401))).toMatchObject({
      field: 'form',
      message: expect.stringMatching(/limit of ISOs/) as unknown,
    });
  });
});

describe('isoState', () => {
  it('reads 100 as ready, -1 as failed and anything else as a percent under way', () => {
    expect(isoState({ status: 100 })).toEqual({ kind: 'ready' });
    expect(isoState({ status: -1 })).toEqual({ kind: 'failed' });
    expect(isoState({ status: 0 })).toEqual({ kind: 'downloading', percent: 0 });
    expect(isoState({ status: 42.6 })).toEqual({ kind: 'downloading', percent: 43 });
    expect(isoState({ status: 250 })).toEqual({ kind: 'downloading', percent: 99 });
    expect(isoState({ status: -5 })).toEqual({ kind: 'downloading', percent: 0 });
  });
});

describe('visibleIsos', () => {
  const rows = [iso('mine', 100), iso('theirs', 100, { is_system_iso: true }), iso('going', 30)];
  const params = { q: '', sort: 'created', dir: 'desc', source: '' } as const;

  it('filters by source', () => {
    expect(visibleIsos(rows, { ...params, source: 'team' }).map((row) => row.id)).toEqual(['going', 'mine']);
    expect(visibleIsos(rows, { ...params, source: 'system' }).map((row) => row.id)).toEqual(['theirs']);
  });

  it('sorts downloads first by status', () => {
    expect(visibleIsos(rows, { ...params, sort: 'status', dir: 'asc' }).map((row) => row.id)[0]).toBe('going');
  });
});

describe('downloadNews', () => {
  it('announces downloads that start and end, not each percent', () => {
    const first = downloadNews(new Set(), [iso('a', 100), iso('b', 10)]);
    expect(first.message).toBe('1 ISO is downloading.');
    const second = downloadNews(first.watched, [iso('a', 100), iso('b', 60)]);
    expect(second.message).toBeNull();
    const third = downloadNews(second.watched, [iso('a', 100), iso('b', 100), iso('c', 0), iso('d', 0)]);
    expect(third.message).toBe('b is ready. 2 ISOs are downloading.');
    const fourth = downloadNews(third.watched, [iso('c', -1), iso('d', 100)]);
    expect(fourth.message).toBe('The download of c failed. d is ready.');
    expect(fourth.watched.size).toBe(0);
  });
});
