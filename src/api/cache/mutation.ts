import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ActivityLabel } from '../activity/activity';
import { isApiError, isNotFound } from '../errors/errors';
import { invalidate } from './invalidate';
import { onSignOut } from '../session/session';

/** How a change reads in the Activity panel; `nameFrom` is a cached read the subject's name is looked up in. */
export type MutationActivity = ActivityLabel & { nameFrom?: QueryKey };

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
  /**
   * How the change is listed in the Activity panel: read with the input when it is sent, and again with
   * the answer once accepted (a created thing's id). Names and ids only, never a secret of the answer.
   * Without it the change is still listed, under a generic label.
   */
  activity?: (input: TInput, result?: TResult) => MutationActivity;
}

/** Describes one change for the Activity panel: with its answer once accepted, without it before. */
export type DescribeChange = (result?: unknown) => MutationActivity;

/**
 * Hears of every change sent through `useApiMutation`: the Activity store (activityRecorder.ts),
 * registered by the signed-in shell, so its code is not part of the sign-in page, where nothing changes.
 */
export interface MutationRecorder {
  started(queryClient: QueryClient, describe: DescribeChange | undefined): number;
  succeeded(queryClient: QueryClient, id: number, result: unknown, describe: DescribeChange | undefined): void;
  failed(id: number, error: unknown, described: boolean): void;
}

let recorder: MutationRecorder | null = null;

/**
 * What changes tell the recorder while none is registered: the signed-in shell registers it with the
 * Activity button's code, which comes after the page's data, and a change sent before then must still
 * be listed. Held here in order, each under an id of its own (negative), and told to the recorder once
 * it registers.
 */
type HeldEvent =
  | { kind: 'started'; id: number; queryClient: QueryClient; describe: DescribeChange | undefined }
  | { kind: 'succeeded'; id: number; queryClient: QueryClient; result: unknown; describe: DescribeChange | undefined }
  | { kind: 'failed'; id: number; error: unknown; described: boolean };
const held: HeldEvent[] = [];
let lastHeldId = 0;
/** A held start's id → the id the recorder gave it. */
const recordedIds = new Map<number, number>();
const idFor = (id: number) => recordedIds.get(id) ?? id;

const holding: MutationRecorder = {
  started(queryClient, describe) {
    lastHeldId -= 1;
    held.push({ kind: 'started', id: lastHeldId, queryClient, describe });
    return lastHeldId;
  },
  succeeded: (queryClient, id, result, describe) => held.push({ kind: 'succeeded', id, queryClient, result, describe }),
  failed: (id, error, described) => held.push({ kind: 'failed', id, error, described }),
};

// Another user's changes are never told to the recorder of the next one.
onSignOut(() => {
  held.length = 0;
  recordedIds.clear();
});

/** The registered recorder, or the holding one; ids of held starts are translated on the way. */
const recording: MutationRecorder = {
  started: (queryClient, describe) => (recorder ?? holding).started(queryClient, describe),
  succeeded: (queryClient, id, result, describe) =>
    (recorder ?? holding).succeeded(queryClient, idFor(id), result, describe),
  failed: (id, error, described) => (recorder ?? holding).failed(idFor(id), error, described),
};

/** Registers the recorder, telling it first of the changes sent without one; returns the function that removes it. */
export function recordMutationsWith(next: MutationRecorder): () => void {
  recorder = next;
  for (const event of held.splice(0)) {
    if (event.kind === 'started') recordedIds.set(event.id, next.started(event.queryClient, event.describe));
    else if (event.kind === 'succeeded')
      next.succeeded(event.queryClient, idFor(event.id), event.result, event.describe);
    else next.failed(idFor(event.id), event.error, event.described);
  }
  return () => {
    if (recorder === next) recorder = null;
  };
}

/** A mutation of the API whose cache upkeep is declared: what it makes stale, drops and caches. */
export function useApiMutation<TInput, TResult>(options: ApiMutation<TInput, TResult>) {
  const queryClient = useQueryClient();
  const { staleWhenRefused, activity } = options;
  const describe = (input: TInput): DescribeChange | undefined =>
    activity && ((result) => activity(input, result as TResult | undefined));
  return useMutation({
    mutationFn: options.mutationFn,
    ...(options.gcTime === undefined ? {} : { gcTime: options.gcTime }),
    onMutate: (input: TInput) => recording.started(queryClient, describe(input)),
    onSuccess: (result: TResult, input: TInput, recordId: number | undefined) => {
      if (recordId !== undefined) recording.succeeded(queryClient, recordId, result, describe(input));
      if (options.caches) queryClient.setQueryData(options.caches(result), result);
      options.onSuccess?.(result, input);
      if (options.removes) queryClient.removeQueries({ queryKey: options.removes(input) });
      return invalidate(queryClient, ...options.invalidates(result, input));
    },
    onError: (error: unknown, _input: TInput, recordId: number | undefined) => {
      if (recordId !== undefined) recording.failed(recordId, error, options.activity !== undefined);
      if (options.staleWhenGone && isNotFound(error)) return invalidate(queryClient, ...options.staleWhenGone);
      return staleWhenRefused &&
        isApiError(error) &&
        (staleWhenRefused.codes.includes(error.code) || error.status === 400)
        ? invalidate(queryClient, ...staleWhenRefused.invalidates)
        : undefined;
    },
  });
}
