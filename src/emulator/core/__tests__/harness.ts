import { expect } from 'vitest';
import { DEMO_INSTANCE_TYPE_IDS, DEMO_TOKEN } from '../demoFixture';
import { createEmulator } from '../emulator';
import type { EmulatorForm } from '../multipart';
import type { Emulator, EmulatorOptions, EmulatorResponse } from '../types';

/** 2026-11-22T12:00:00Z: after every timestamp in the demo fixture. */
const START = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A deploy (POST /vm body) the demo production team can afford in Amsterdam. */
export const NEW_VM = {
  name: 'app-1',
  payment_cycle: 'monthly' as const,
  instance_type: DEMO_INSTANCE_TYPE_IDS.vps2,
  location: 'Amsterdam',
  cpu: 2,
  ram: 4096,
  disk: 80,
  os: 101,
};

export interface CallOptions {
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent exactly as given (for malformed bodies). */
  rawBody?: string;
  /** Default DEMO_TOKEN; null sends no Authorization header. */
  token?: string | null;
  scheme?: string;
  headers?: Record<string, string>;
  /** A multipart/form-data body as an adapter hands it over (already parsed). */
  form?: EmulatorForm;
}

export interface Harness {
  emulator: Emulator;
  call(method: string, path: string, options?: CallOptions): EmulatorResponse;
  get(path: string, options?: CallOptions): EmulatorResponse;
  post(path: string, body?: unknown, options?: CallOptions): EmulatorResponse;
  put(path: string, body?: unknown, options?: CallOptions): EmulatorResponse;
  patch(path: string, body?: unknown, options?: CallOptions): EmulatorResponse;
  del(path: string, options?: CallOptions): EmulatorResponse;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  now(): number;
}

export function createHarness(options: Omit<EmulatorOptions, 'now'> = {}): Harness {
  let clock = START;
  const emulator = createEmulator({ ...options, now: () => clock });

  const call = (method: string, path: string, opts: CallOptions = {}): EmulatorResponse => {
    const url = new URL(path, 'http://emulator.test');
    const token = opts.token === undefined ? DEMO_TOKEN : opts.token;
    const headers: Record<string, string | undefined> = {
      'content-type': opts.form === undefined ? 'application/json' : 'multipart/form-data; boundary=test',
      ...(token === null ? {} : { authorization: `${opts.scheme ?? 'Bearer'} ${token}` }),
      ...opts.headers,
    };
    const body = opts.rawBody ?? (opts.body === undefined ? null : JSON.stringify(opts.body));
    const form = opts.form === undefined ? {} : { form: opts.form };
    return emulator.handle({ method, path: url.pathname, query: url.searchParams, headers, body, ...form });
  };

  return {
    emulator,
    call,
    get: (path, opts) => call('GET', path, opts),
    post: (path, body, opts) => call('POST', path, { ...opts, body }),
    put: (path, body, opts) => call('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => call('PATCH', path, { ...opts, body }),
    del: (path, opts) => call('DELETE', path, opts),
    advance: (ms) => {
      clock += ms;
    },
    now: () => clock,
  };
}

/** Asserts `{ "err": code }` with the status, the one error shape of the API. */
export function expectError(response: EmulatorResponse, status: number, code: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { err: code } });
}

/** Asserts the status and the whole body at once (the body may hold matchers such as `expect.any(String)`). */
export function expectAnswer(response: EmulatorResponse, status: number, body: unknown): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body });
}

/** Asserts a record has exactly these fields, in any order: no undocumented extra, none missing. */
export function expectFieldNames(record: Record<string, unknown>, names: readonly string[]): void {
  expect(Object.keys(record).sort()).toEqual([...names].sort());
}

/** Asserts a status with no body at all (204, router 404/405). */
export function expectNoBody(response: EmulatorResponse, status: number): void {
  expect(response.status).toBe(status);
  expect(response.body).toBeUndefined();
}

/** The response body as a record, for reading fields the test then asserts on. */
export function bodyOf(response: EmulatorResponse): Record<string, unknown> {
  const { body } = response;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`expected an object body, got ${JSON.stringify(body)}`);
  }
  return body as Record<string, unknown>;
}

export function arrayOf(response: EmulatorResponse): Record<string, unknown>[] {
  if (!Array.isArray(response.body)) throw new Error(`expected an array body, got ${JSON.stringify(response.body)}`);
  return response.body as Record<string, unknown>[];
}

/** `body[key]` as a record (e.g. the `ssh_key` inside `{ ssh_key }`). */
export function field(response: EmulatorResponse, key: string): Record<string, unknown> {
  const value = bodyOf(response)[key];
  if (typeof value !== 'object' || value === null) throw new Error(`expected ${key} to be an object`);
  return value as Record<string, unknown>;
}

export function listField(response: EmulatorResponse, key: string): Record<string, unknown>[] {
  const value = bodyOf(response)[key];
  if (!Array.isArray(value)) throw new Error(`expected ${key} to be an array`);
  return value as Record<string, unknown>[];
}

export function idOf(record: Record<string, unknown>): string {
  const { id } = record;
  if (typeof id !== 'string') throw new Error('expected a string id');
  return id;
}
