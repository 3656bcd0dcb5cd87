import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createEmulator, DEMO_TOKEN, type Emulator } from '../emulator/core';
import { emulatorHandlers } from '../emulator/msw';
import { configureApi } from '../api/http/client';
import { createQueryClient } from '../api/cache/queryClient';
import { signIn } from '../api/session/session';

export const API_BASE = 'http://api.test';
/** An SSH public key the emulator accepts, for the tests that add one. */
export const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl test@example';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

/** Every request the server receives, in order, with its JSON body once read; a test empties the list itself. */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: undefined,
    };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text === '' ? undefined : (JSON.parse(text) as unknown);
      });
  });
  return requests;
}

/**
 * Unit tests talk to the emulator core through MSW, so every request the client sends is
 * checked by the same rules as a real server would apply, and recorded for assertions.
 */
export function setupEmulatorApi(
  options: { extensions?: boolean; documentedErrorsOnly?: boolean; liveApi?: boolean } = {},
) {
  const emulator: Emulator = createEmulator({
    extensions: options.extensions ?? true,
    documentedErrorsOnly: options.documentedErrorsOnly ?? false,
    liveApi: options.liveApi ?? false,
  });
  const server = setupServer(...emulatorHandlers(emulator, API_BASE));
  const requests = recordRequests(server);

  return {
    emulator,
    server,
    requests,
    start() {
      server.listen({ onUnhandledRequest: 'error' });
      configureApi({ baseUrl: API_BASE });
      signIn(DEMO_TOKEN, { keepInTab: false });
    },
    reset() {
      emulator.reset();
      requests.length = 0;
      server.resetHandlers();
    },
    stop() {
      server.close();
    },
    last(): RecordedRequest {
      const entry = requests.at(-1);
      if (!entry) throw new Error('no request was sent');
      return entry;
    },
  };
}

/**
 * The emulator API for every test of a file: listening from the first test to the last, emptied
 * before each test, and what a test rendered unmounted after it. A file's own `beforeEach` runs after the reset.
 */
export function emulatorApiPerTest(options?: Parameters<typeof setupEmulatorApi>[0]) {
  const api = setupEmulatorApi(options);
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => api.reset());
  afterEach(cleanup);
  return api;
}

export function wrapperFor(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

/** Renders a hook (usually a mutation hook) inside a fresh QueryClient. */
export function renderApiHook<T>(hook: () => T, queryClient: QueryClient = createQueryClient()) {
  return { queryClient, ...renderHook(hook, { wrapper: wrapperFor(queryClient) }) };
}

/** Renders a mutation hook inside a fresh QueryClient and sends one change with it: the change's answer. */
export function sendChange<TInput, TResult>(
  hook: () => { mutateAsync: (input: TInput) => Promise<TResult> },
  input: TInput,
): Promise<TResult> {
  return renderApiHook(hook).result.current.mutateAsync(input);
}
