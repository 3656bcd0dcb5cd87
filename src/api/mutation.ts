import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../lib/errorText';
import { activityFailed, activityStarted, activitySucceeded, auditLogIdOf, type ActivityLabel } from './activity';
import { isApiError, isNotFound } from './errors';
import { invalidate } from './invalidate';

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

/** A change without its own label: named after the operation once an error tells it, else generically. */
const GENERIC_ACTIVITY: ActivityLabel = { what: 'Change' };

const NAME_FIELDS = ['name', 'description', 'filename', 'label'] as const;

/** The name a cached item goes by: the field each resource shows as its name. */
function nameOfItem(item: Record<string, unknown>): string | undefined {
  for (const field of NAME_FIELDS) {
    const value = item[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Finds the item with `id` in cached reads under `key` (a list, a page of a list, or the item itself). */
export function knownName(queryClient: QueryClient, key: QueryKey, id: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: key })) {
    const candidates: unknown[] = Array.isArray(data) ? data : [data];
    if (!Array.isArray(data) && data && typeof data === 'object') {
      for (const value of Object.values(data)) if (Array.isArray(value)) candidates.push(...(value as unknown[]));
    }
    for (const item of candidates) {
      if (item && typeof item === 'object' && (item as { id?: unknown }).id === id) {
        const name = nameOfItem(item as Record<string, unknown>);
        if (name) return name;
      }
    }
  }
  return undefined;
}

function labelFor<TInput, TResult>(
  queryClient: QueryClient,
  options: ApiMutation<TInput, TResult>,
  input: TInput,
  result?: TResult,
): ActivityLabel {
  if (!options.activity) return GENERIC_ACTIVITY;
  const { nameFrom, ...label } = options.activity(input, result);
  const id = label.subject?.id;
  if (nameFrom && id && !label.subject?.name) {
    const name = knownName(queryClient, nameFrom, id);
    if (name) return { ...label, subject: { id, name } };
  }
  return label;
}

/** A mutation of the API whose cache upkeep is declared: what it makes stale, drops and caches. */
export function useApiMutation<TInput, TResult>(options: ApiMutation<TInput, TResult>) {
  const queryClient = useQueryClient();
  const { staleWhenRefused } = options;
  return useMutation({
    mutationFn: options.mutationFn,
    ...(options.gcTime === undefined ? {} : { gcTime: options.gcTime }),
    onMutate: (input: TInput) => activityStarted(labelFor(queryClient, options, input)),
    onSuccess: (result: TResult, input: TInput, activityId: number | undefined) => {
      if (activityId !== undefined) {
        activitySucceeded(activityId, {
          auditLogId: auditLogIdOf(result),
          ...(options.activity ? { refined: labelFor(queryClient, options, input, result) } : {}),
        });
      }
      if (options.caches) queryClient.setQueryData(options.caches(result), result);
      options.onSuccess?.(result, input);
      if (options.removes) queryClient.removeQueries({ queryKey: options.removes(input) });
      return invalidate(queryClient, ...options.invalidates(result, input));
    },
    onError: (error: unknown, _input: TInput, activityId: number | undefined) => {
      if (activityId !== undefined) {
        const operation = !options.activity && isApiError(error) ? error.operation : undefined;
        activityFailed(
          activityId,
          errorMessage(error),
          undefined,
          operation ? `${operation.method} ${operation.template}` : undefined,
        );
      }
      if (options.staleWhenGone && isNotFound(error)) return invalidate(queryClient, ...options.staleWhenGone);
      return staleWhenRefused &&
        isApiError(error) &&
        (staleWhenRefused.codes.includes(error.code) || error.status === 400)
        ? invalidate(queryClient, ...staleWhenRefused.invalidates)
        : undefined;
    },
  });
}
