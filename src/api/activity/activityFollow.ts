import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityEnded, activityUnfollowable, useActivity, type ActivityEntry } from './activity';
import { isNotFound, isOperationAbsent } from '../errors/errors';
import { invalidate } from '../cache/invalidate';
import type { Vm } from '../types';
import { vmIsChanging, vmKeys, vmQueries } from '../vms/vms';

/** What one read of the followed VM says, with when it arrived. */
export interface FollowedRead {
  data: Pick<Vm, 'active_action_id' | 'status'> | undefined;
  dataUpdatedAt: number;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Whether a VM action accepted at `acceptedAt` has ended, by the same test the VM page polls with
 * (`vmIsChanging`). Only a read that arrived after the acceptance counts: the mutation's own
 * invalidation cancels and replaces any read sent before it. A VM that is gone (deleted) has ended too.
 */
export function followedActionEnded(acceptedAt: number, read: FollowedRead): boolean {
  if (read.error !== null && read.errorUpdatedAt >= acceptedAt && isNotFound(read.error)) return true;
  return read.data !== undefined && read.dataUpdatedAt >= acceptedAt && !vmIsChanging(read.data);
}

const followed = (entry: ActivityEntry): entry is ActivityEntry & { followsVm: string; settledAt: number } =>
  entry.state === 'running' && entry.followsVm !== null && entry.settledAt !== null;

/**
 * Follows every running VM action of the session through the VM's own detail query (polled fast while
 * the VM is busy, as on its page, and shared with that page), and when one ends marks it done and
 * rereads the team's VM list and the VM, so the Power column and the page show the new state. Where the
 * API has no read of one VM, polling could never tell: the entry says the action was accepted instead.
 */
export function useFollowRunningActivity(): void {
  const queryClient = useQueryClient();
  const running = useActivity().filter(followed);
  const reads = useQueries({
    queries: running.map((entry) => vmQueries.detail(entry.teamId ?? '', entry.followsVm)),
  });
  useEffect(() => {
    running.forEach((entry, index) => {
      const read = reads[index];
      if (read && read.error !== null && isOperationAbsent(read.error)) {
        activityUnfollowable(entry.id);
        return;
      }
      if (!read || !followedActionEnded(entry.settledAt, read)) return;
      activityEnded(entry.id);
      const teamId = entry.teamId ?? '';
      const gone = read.error !== null && isNotFound(read.error);
      void invalidate(queryClient, vmKeys.list(teamId), ...(gone ? [] : [vmKeys.detail(teamId, entry.followsVm)]));
    });
  });
}
