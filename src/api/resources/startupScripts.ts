import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../http/client';
import { readStreamedList, type JsonAnswer } from '../cache/streamedList';
import { callOptional, useOperationAbsent } from '../capabilities/capabilities';
import { isOperationAbsent } from '../errors/errors';
import { useApiMutation } from '../cache/mutation';
import type { BatchAction } from '../cache/useBatch';
import { secretTabMemory, type ItemsSource } from '../capabilities/tabMemory';
import { teamChange, teamItem, teamParam, teamQuery, teamResourceKeys } from './team';
import type { StartupScript, StartupScriptSummary } from '../types';
import { planRequest, sendPlanned } from '../http/apiRequest';

/** The spec's cap (10 a team, src/api/openapi.yaml): the create action is disabled at this count. */
export const STARTUP_SCRIPT_LIMIT = 10;

export const startupScriptKeys = teamResourceKeys('startup-scripts');

/**
 * Tab memory (see tabMemory.ts) of the content of the scripts created or saved here, for a server
 * that does not offer reading a script back. Scripts can hold secrets: in memory only.
 */
const contentKey = (teamId: string, id: string) => `${teamId}\u0000${id}`;

export function scriptContentInTab(teamId: string, id: string): string | undefined {
  return secretTabMemory.read(contentKey(teamId, id));
}

export const startupScriptQueries = {
  list: (teamId: string) =>
    queryOptions({
      queryKey: startupScriptKeys.list(teamId),
      queryFn: async (context) => {
        const read = api().GET('/startup_scripts', { ...teamQuery(teamId, context.signal), parseAs: 'stream' });
        return (await readStreamedList<JsonAnswer<'/startup_scripts'>>(context, read, 'scripts')).scripts;
      },
    }),
  detail: (teamId: string, id: string) =>
    queryOptions({
      queryKey: startupScriptKeys.detail(teamId, id),
      queryFn: ({ signal }) =>
        callOptional('startupScripts.read', async () => {
          const data = await call(
            api().GET('/startup_scripts/{script_id}', teamItem(teamId, { script_id: id }, signal)),
          );
          return data.script;
        }),
    }),
};

export const useStartupScripts = (teamId: string) => useQuery(startupScriptQueries.list(teamId));

/** GET by id (an optional operation); pass `enabled: false` once the server is known not to offer it. */
function useStartupScript(teamId: string, id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...startupScriptQueries.detail(teamId, id), enabled: options.enabled ?? true });
}

interface ShownStartupScript {
  id: string;
  name: string;
  created: string;
  updated: string;
  /** Undefined when the server does not offer reading it back and it was not created in this tab. */
  content: string | undefined;
}

/**
 * One script as its page shows it: from GET by id (`source` 'server'), or, without that operation,
 * its summary from the list with the content this tab remembers (`source` 'tab'). `detail` and
 * `list` are the reads behind it, for their loading and error states.
 */
export function useStartupScriptShown(teamId: string, id: string) {
  const readAbsent = useOperationAbsent('startupScripts.read');
  const detail = useStartupScript(teamId, id, { enabled: !readAbsent });
  const list = useStartupScripts(teamId);
  const source: ItemsSource = readAbsent || isOperationAbsent(detail.error) ? 'tab' : 'server';
  let script: ShownStartupScript | null = null;
  if (source === 'server' && detail.data) {
    script = { ...detail.data, content: detail.data.content ?? scriptContentInTab(teamId, id) };
  } else if (source === 'tab') {
    const summary = list.data?.find((known) => known.id === id);
    if (summary) script = { ...summary, content: scriptContentInTab(teamId, id) };
  }
  return { script, source, detail, list };
}

/** The changes of startup scripts as planned requests: what is sent, and what the "API request" view shows. */
export const startupScriptRequests = {
  create: (teamId: string, input: { name: string; content: string }) =>
    planRequest('post', '/startup_scripts', { body: { ...teamParam(teamId), ...input } }),
  /** The body is always whole: the API requires `name` and `content` together, whatever changed. */
  update: (teamId: string, id: string, input: { name: string; content: string }) =>
    planRequest('patch', '/startup_scripts/{script_id}', teamChange(teamId, { script_id: id }, input)),
  delete: (teamId: string, id: string) =>
    planRequest('delete', '/startup_scripts/{script_id}', teamItem(teamId, { script_id: id })),
};

export function useCreateStartupScript(teamId: string) {
  return useApiMutation({
    mutationFn: async (input: { name: string; content: string }): Promise<StartupScript> =>
      (await sendPlanned(startupScriptRequests.create(teamId, input))).script,
    caches: (created) => startupScriptKeys.detail(teamId, created.id),
    // The create answer is the only time a server without GET-by-id shows the content.
    onSuccess: (created, input) =>
      secretTabMemory.remember(contentKey(teamId, created.id), created.content ?? input.content),
    activity: (input, created) => ({
      what: 'Create startup script',
      subject: { id: created?.id, name: input.name },
      teamId,
    }),
    invalidates: () => [startupScriptKeys.list(teamId)],
    // Refused at the limit: another tab or client made the 10th script, so the list is stale.
    staleWhenRefused: { codes: ['STARTUP_SCRIPT_LIMIT_REACHED'], invalidates: [startupScriptKeys.list(teamId)] },
  });
}

export function useUpdateStartupScript(teamId: string) {
  return useApiMutation({
    mutationFn: ({ id, name, content }: { id: string; name: string; content: string }) =>
      callOptional('startupScripts.update', () =>
        sendPlanned(startupScriptRequests.update(teamId, id, { name, content })),
      ),
    onSuccess: (_result, { id, content }) => secretTabMemory.remember(contentKey(teamId, id), content),
    activity: ({ id, name }) => ({ what: 'Change startup script', subject: { id, name }, teamId }),
    invalidates: (_result, { id }) => [startupScriptKeys.list(teamId), startupScriptKeys.detail(teamId, id)],
  });
}

const deleteStartupScript = (teamId: string, id: string) => sendPlanned(startupScriptRequests.delete(teamId, id));

export function useDeleteStartupScript(teamId: string) {
  return useApiMutation({
    mutationFn: (id: string) => deleteStartupScript(teamId, id),
    onSuccess: (_result, id) => secretTabMemory.forget(contentKey(teamId, id)),
    removes: (id) => startupScriptKeys.detail(teamId, id),
    activity: (id) => ({
      what: 'Delete startup script',
      subject: { id },
      teamId,
      nameFrom: startupScriptKeys.all(teamId),
    }),
    invalidates: () => [startupScriptKeys.list(teamId)],
  });
}

/** Deleting several scripts (useBatch): one DELETE each; a script already gone counts as deleted. */
export const startupScriptDeletes = (teamId: string): BatchAction<Pick<StartupScriptSummary, 'id' | 'name'>> => ({
  what: (count) => `Delete ${count} startup ${count === 1 ? 'script' : 'scripts'}`,
  teamId,
  keyOf: (script) => script.id,
  nameOf: (script) => script.name,
  send: (script) => deleteStartupScript(teamId, script.id),
  onDone: (script) => secretTabMemory.forget(contentKey(teamId, script.id)),
  removes: (script) => startupScriptKeys.detail(teamId, script.id),
  invalidates: [startupScriptKeys.list(teamId)],
  goneIsDone: true,
  idempotent: true,
});
