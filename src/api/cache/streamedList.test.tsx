import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/client';
import { isApiError } from '../errors/errors';
import { createQueryClient } from './queryClient';
import { signIn, signOut } from '../session/session';
import { sshKeyQueries, useSshKeyList } from '../resources/sshKeys';
import { wrapperFor } from '../../test/emulatorHarness';

const key = (index: number) => ({
  id: `k${index}`,
  name: `key ${index}`,
  created: '2026-01-01T00:00:00Z',
  ssh_key: 'x',
});
const KEYS = Array.from({ length: 40 }, (_, index) => key(index));

/** An answer whose body the test sends piece by piece. */
function slowAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cut: () => controller.error(new TypeError('network error')),
  };
}

describe('a list read as its answer arrives', () => {
  let answer: ReturnType<typeof slowAnswer>;
  const sent: Request[] = [];

  beforeEach(() => {
    answer = slowAnswer();
    sent.length = 0;
    configureApi({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        sent.push(request as Request);
        return answer.response;
      },
    });
    signIn('tkn', { keepInTab: false });
  });
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('gives the list page the rows received so far, and every other reader only the whole list', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => ({ page: useSshKeyList('t1'), picker: useQuery(sshKeyQueries.list('t1')) }), {
      wrapper: wrapperFor(queryClient),
    });
    const text = JSON.stringify({ ssh_keys: KEYS });
    const half = text.indexOf('{"id":"k20"');
    act(() => answer.send(text.slice(0, half)));

    await waitFor(() => expect(result.current.page.data).toHaveLength(20));
    expect(result.current.page).toMatchObject({ partial: true, isSuccess: true, isPending: false });
    expect(result.current.picker.isPending).toBe(true);
    expect(sent[0]?.url).toBe('http://api.test/ssh_keys?team_id=t1');

    act(() => {
      answer.send(text.slice(half));
      answer.end();
    });
    await waitFor(() => expect(result.current.picker.data).toEqual(KEYS));
    expect(result.current.page).toMatchObject({ partial: false, data: KEYS });
  });

  it('draws an answer that is all there at once whole, never as a part', async () => {
    const queryClient = createQueryClient();
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const read = useSshKeyList('t1');
        seen.push(read.partial);
        return read;
      },
      { wrapper: wrapperFor(queryClient) },
    );
    act(() => {
      answer.send(JSON.stringify({ ssh_keys: KEYS }));
      answer.end();
    });
    await waitFor(() => expect(result.current.data).toEqual(KEYS));
    expect(seen).not.toContain(true);
  });

  it('drops the rows so far and shows the failure when the answer turns out not to be JSON', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    act(() => answer.send(`{"ssh_keys":[${JSON.stringify(key(1))},${JSON.stringify(key(2))},`));
    await waitFor(() => expect(result.current.partial).toBe(true));
    act(() => {
      answer.send('oops]}');
      answer.end();
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.partial).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(isApiError(result.current.error) && result.current.error.code).toBe('INVALID_RESPONSE');
  });

  it('draws rows that arrive soon after the first ones, though the answer then pauses', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    act(() => answer.send(`{"ssh_keys":[${JSON.stringify(key(1))},`));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    act(() => answer.send(`${JSON.stringify(key(2))},${JSON.stringify(key(3))},`));
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(result.current.partial).toBe(true);
  });

  it('says in words that the API could not be reached when the connection is lost mid-answer', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    act(() => answer.send(`{"ssh_keys":[${JSON.stringify(key(1))},`));
    await waitFor(() => expect(result.current.partial).toBe(true));
    act(() => answer.cut());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.code).toBe('NETWORK_ERROR');
    expect(result.current.data).toBeUndefined();
  });

  it('shows the next page none of the rows of a read cancelled when the last page reading it closed', async () => {
    const queryClient = createQueryClient();
    const first = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    act(() => answer.send(`{"ssh_keys":[${JSON.stringify(key(1))},`));
    await waitFor(() => expect(first.result.current.partial).toBe(true));
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryState(sshKeyQueries.list('t1').queryKey)?.fetchStatus).toBe('idle'));

    answer = slowAnswer();
    const { result } = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(result.current).toMatchObject({ partial: false, isPending: true, data: undefined });
  });

  it('keeps showing the whole list it has while a later read arrives', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sshKeyQueries.list('t1').queryKey, KEYS);
    const { result } = renderHook(() => useSshKeyList('t1'), { wrapper: wrapperFor(queryClient) });
    act(() => void queryClient.invalidateQueries({ queryKey: sshKeyQueries.list('t1').queryKey }));
    act(() => answer.send(`{"ssh_keys":[${JSON.stringify(key(99))},${JSON.stringify(key(98))},`));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current).toMatchObject({ partial: false, data: KEYS });
    act(() => {
      answer.send(`${JSON.stringify(key(97))}]}`);
      answer.end();
    });
    await waitFor(() => expect(result.current.data).toEqual([key(99), key(98), key(97)]));
  });
});
