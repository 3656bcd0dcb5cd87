import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, isNotFound } from './errors';
import { invalidate } from './invalidate';

export interface ApiMutation<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** What the change makes stale: refetched once it succeeds (the mutation settles when they are fresh). */
  invalidates: (result: TResult, input: TInput) => readonly QueryKey[];
  /** What no longer exists once it succeeds: dropped from the cache rather than refetched. */
  removes?: (input: TInput) => QueryKey;
  /** The key whose data the answer is (a created item's detail), so its page opens without a read. */
  caches?: (result: TResult) => QueryKey;
  /** What else the data layer keeps of a success (tab memory, see tabMemory.ts). */
  onSuccess?: (result: TResult, input: TInput) => void;
  /**
   * A refusal that may mean the console's copy is stale (a limit reached or a duplicate made elsewhere),
   * so these keys are reread. The emulator names such refusals with `codes`; the provider documents
   * them as a bare 400, so any 400 counts.
   */
  staleWhenRefused?: { codes: readonly string[]; invalidates: readonly QueryKey[] };
  /** A 404 on an item of a list means it was deleted elsewhere: these keys are reread, so the page stops offering it. */
  staleWhenGone?: readonly QueryKey[];
  /** 0 for an answer that holds a secret: it leaves the mutation cache once nobody observes it. */
  gcTime?: number;
}

/** A mutation of the API whose cache upkeep is declared: what it makes stale, drops and caches. */
export function useApiMutation<TInput, TResult>(options: ApiMutation<TInput, TResult>) {
  const queryClient = useQueryClient();
  const { staleWhenRefused } = options;
  return useMutation({
    mutationFn: options.mutationFn,
    ...(options.gcTime === undefined ? {} : { gcTime: options.gcTime }),
    onSuccess: (result: TResult, input: TInput) => {
      if (options.caches) queryClient.setQueryData(options.caches(result), result);
      options.onSuccess?.(result, input);
      if (options.removes) queryClient.removeQueries({ queryKey: options.removes(input) });
      return invalidate(queryClient, ...options.invalidates(result, input));
    },
    onError: (error: unknown) => {
      if (options.staleWhenGone && isNotFound(error)) return invalidate(queryClient, ...options.staleWhenGone);
      return staleWhenRefused &&
        isApiError(error) &&
        (staleWhenRefused.codes.includes(error.code) || error.status === 400)
        ? invalidate(queryClient, ...staleWhenRefused.invalidates)
        : undefined;
    },
  });
}
