import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activityEntries } from '../activity/activity';
import { ApiError } from '../errors/errors';
import { useBatch, type BatchAction } from './useBatch';

interface Thing {
  id: string;
  name: string;
}
const THINGS: Thing[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `thing ${id}` }));

function setUp(refuse: (thing: Thing, attempt: number) => boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const sent: string[] = [];
  const action: BatchAction<Thing> = {
    what: (count) => `Delete ${count} things`,
    teamId: 't1',
    keyOf: (thing) => thing.id,
    nameOf: (thing) => thing.name,
    send: async (thing) => {
      sent.push(thing.id);
      if (refuse(thing, sent.filter((id) => id === thing.id).length))
        throw new ApiError({ status: 403, code: 'HTTP_403', message: `No to ${thing.name}.` });
    },
    invalidates: [['things']],
    idempotent: true,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBatch(action, THINGS), { wrapper });
  return { hook, sent, invalidated };
}

describe('useBatch', () => {
  it('a double start sends each item once; the lists are reread once, at the end', async () => {
    const { hook, sent, invalidated } = setUp(() => false);
    act(() => {
      hook.result.current.start();
      hook.result.current.start();
    });
    await waitFor(() => expect(hook.result.current.running).toBe(false));
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(invalidated).toHaveBeenCalledTimes(1);
    expect([...hook.result.current.outcomes.values()].every((outcome) => outcome.state === 'done')).toBe(true);
    expect(hook.result.current.retryable).toBe(0);
  });

  it('"Retry failed" sends only the refused, once however often it is pressed; Activity records each batch', async () => {
    const { hook, sent } = setUp((thing, attempt) => thing.id === 'b' && attempt === 1);
    act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.running).toBe(false));
    expect(hook.result.current.outcomes.get('b')).toMatchObject({ state: 'refused', words: 'No to thing b.' });
    expect(hook.result.current.retryable).toBe(1);
    const [batch] = activityEntries();
    expect(batch).toMatchObject({ what: 'Delete 4 things', state: 'failed', error: '1 of 4 did not succeed.' });
    expect(batch?.items?.map((item) => item.state)).toEqual(['done', 'failed', 'done', 'done']);

    act(() => {
      hook.result.current.retryFailed();
      hook.result.current.retryFailed();
    });
    await waitFor(() => expect(hook.result.current.running).toBe(false));
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(hook.result.current.outcomes.get('b')).toEqual({ state: 'done' });
    expect(activityEntries()[0]).toMatchObject({ what: 'Delete 1 things', state: 'done' });
  });
});
