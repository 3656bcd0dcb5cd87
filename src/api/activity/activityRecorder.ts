import type { QueryClient } from '@tanstack/react-query';
import { knownName } from '../cache/knownName';
import { errorMessage } from '../../lib/errorText';
import { activityFailed, activityStarted, activitySucceeded, auditLogIdOf, type ActivityLabel } from './activity';
import { isApiError } from '../errors/errors';
import type { DescribeChange, MutationRecorder } from '../cache/mutation';

/** A change without its own label: named after its operation once an error tells it, else generically. */
const GENERIC_ACTIVITY: ActivityLabel = { what: 'Change' };

/** The mutation's own words, with the subject's name looked up where the console has it. */
function labelOf(queryClient: QueryClient, describe: DescribeChange | undefined, result?: unknown): ActivityLabel {
  if (!describe) return GENERIC_ACTIVITY;
  const label = describe(result);
  const { nameFrom } = label;
  const id = label.subject?.id;
  if (nameFrom && id && !label.subject?.name) {
    const name = knownName(queryClient, nameFrom, id);
    if (name) return { ...label, subject: { id, name } };
  }
  return label;
}

/** Feeds the Activity store from `useApiMutation`: names, ids, the audit log id and the error's words only. */
export const activityRecorder: MutationRecorder = {
  started: (queryClient, describe) => activityStarted(labelOf(queryClient, describe)),
  succeeded: (queryClient, id, result, describe) =>
    activitySucceeded(id, {
      auditLogId: auditLogIdOf(result),
      ...(describe ? { refined: labelOf(queryClient, describe, result) } : {}),
    }),
  failed: (id, error, described) => {
    const operation = !described && isApiError(error) ? error.operation : undefined;
    activityFailed(
      id,
      errorMessage(error),
      undefined,
      operation ? `${operation.method} ${operation.template}` : undefined,
    );
  },
};
