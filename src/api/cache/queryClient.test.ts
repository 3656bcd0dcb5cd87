import { MutationObserver, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';

const clients: QueryClient[] = [];

/** A client mounted as QueryClientProvider mounts it: listening for the network coming back. */
function mountedClient(): QueryClient {
  const client = createQueryClient();
  client.mount();
  clients.push(client);
  return client;
}

afterEach(() => {
  onlineManager.setOnline(true);
  for (const client of clients.splice(0)) client.unmount();
});

describe('the query client offline', () => {
  it('runs a change at once, so its failure is shown instead of it being queued', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async () => {
      throw new Error('You are offline: nothing was sent.');
    });
    const observer = new MutationObserver(mountedClient(), { mutationFn: send });
    await expect(observer.mutate()).rejects.toThrow('nothing was sent');
    expect(send).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });

    // Back online nothing is sent again by itself.
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets a read wait for the network and then load', async () => {
    onlineManager.setOnline(false);
    const read = vi.fn(async () => 'keys');
    const observer = new QueryObserver(mountedClient(), { queryKey: ['keys'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(read).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('keys'));
    unsubscribe();
  });
});
