import {
  hashKey,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../errors/errors';
import type { paths } from '../schema.gen';
import { readJsonList } from '../../lib/jsonListStream';
import { yieldToPage } from '../../browser/scheduling';

/**
 * A team's list read as its answer arrives (lib/jsonListStream.ts): the list page draws the rows
 * received so far while the rest is still on its way, which for a team with thousands of SSH keys
 * is most of the wait on a slow line.
 *
 * The rows so far are kept beside the query cache, not in it: every other reader of the list (the
 * deploy form's key picker, a page telling whether an item exists) sees the list only once it is
 * whole, so none of them concludes anything from a part. Only a list page asks for them
 * (useListQuery), and says the list is partial (ui/list/bindings.ts).
 */

/** How often a list still arriving is drawn again, after its first rows. */
const REDRAW_MS = 250;

const partialLists = new Map<string, readonly unknown[]>();
const listeners = new Set<() => void>();
const watchedClients = new WeakSet<QueryClient>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Forgets a query's rows so far once it has its answer or failed, is cancelled (its state set back to
 * what it was before the read: the last page reading it closed), or is removed from the cache (sign-out).
 */
function forgetWhenSettled(client: QueryClient): void {
  if (watchedClients.has(client)) return;
  watchedClients.add(client);
  client.getQueryCache().subscribe((event) => {
    const hash = event.query.queryHash;
    if (!partialLists.has(hash)) return;
    if (event.type === 'removed') {
      partialLists.delete(hash);
      notify();
    } else if (event.type === 'updated' && ['success', 'error', 'setState'].includes(event.action.type)) {
      // Not announced: the page's next render reads the query's own result, which has changed already.
      partialLists.delete(hash);
    }
  });
}

/** The paths with a GET whose success is JSON, and that JSON. */
type JsonReadPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': unknown } } } } }
    ? P
    : never;
}[keyof paths];
export type JsonAnswer<P extends JsonReadPath> = paths[P]['get']['responses'][200]['content']['application/json'];

/** A list read sent with `parseAs: 'stream'` through the typed client (its answer's body, unparsed). */
type StreamedRead = Promise<{ data?: ReadableStream<Uint8Array> | null; response: Response }>;

/**
 * The answer of `read`, parsed as it arrives. While the query has no data yet, the elements of the
 * answer's list (`member`, or the answer itself when null) are offered to the list page as they come.
 * A body that is not JSON fails as the typed client's own parse would report it: not the API.
 */
export async function readStreamedList<TAnswer>(
  context: { queryKey: QueryKey; client: QueryClient; signal: AbortSignal },
  read: StreamedRead,
  member: string | null,
): Promise<TAnswer> {
  const { data: body, response } = await read;
  if (!body) throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
  const offersRows = context.client.getQueryData(context.queryKey) === undefined;
  if (offersRows) forgetWhenSettled(context.client);
  const hash = hashKey(context.queryKey);
  const received: unknown[] = [];
  let shownAt = Number.NEGATIVE_INFINITY;
  let showing: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    showing = undefined;
    if (context.signal.aborted) return;
    shownAt = performance.now();
    partialLists.set(hash, received.slice());
    notify();
  };
  const onElements = (elements: readonly unknown[]) => {
    if (!offersRows) return;
    for (const element of elements) received.push(element);
    // Shown from a task of its own: an answer that is all there already is read to its end first, and
    // drawn once, whole, not as a part announced "so far" for a frame. Later parts wait out REDRAW_MS,
    // never dropped: a pause in the answer must not leave rows received but not drawn.
    if (showing === undefined) showing = setTimeout(show, Math.max(0, shownAt + REDRAW_MS - performance.now()));
  };
  try {
    return (await readJsonList(body, member, onElements, yieldToPage)) as TAnswer;
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
    // A connection lost while the answer arrives is told in words, as the transport tells one lost before it.
    if (!context.signal.aborted) throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
    throw error;
  } finally {
    clearTimeout(showing);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A list query's result, with the rows received so far while its first answer is still arriving (`partial`). */
export type ListQueryResult<TData> = UseQueryResult<TData> & { partial: boolean };

/**
 * useQuery for a list page: until the first answer is whole, its data is the rows received so far
 * and `partial` is true; the page says so in its count and search (ui/list/bindings.ts).
 */
export function useListQuery<TData extends readonly unknown[], TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): ListQueryResult<TData> {
  const query = useQuery(options);
  const hash = hashKey(options.queryKey);
  const received = useSyncExternalStore(subscribe, () => partialLists.get(hash));
  if (query.status !== 'pending' || received === undefined) return { ...query, partial: false };
  // The rows are elements of this query's own answer: what its data will hold once whole.
  const data = received as unknown as TData;
  return {
    ...query,
    data,
    status: 'success',
    isPending: false,
    isLoading: false,
    isSuccess: true,
    isPlaceholderData: false,
    partial: true,
  } as ListQueryResult<TData>;
}
