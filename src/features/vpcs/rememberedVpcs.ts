import { useCallback } from 'react';
import { useMemory } from '../../ui/list/tabMemory';

/**
 * Without `GET /network/vpcs` the page lists the VPCs opened in this browser tab: ids only, per
 * team, newest first (see tabMemory).
 */
export const rememberedKey = (teamId: string) => `cloud-console.vpcs.opened.${teamId}`;

export function useRememberedVpcs(teamId: string) {
  const { entries, remember, forget } = useMemory(rememberedKey(teamId));
  return {
    ids: entries,
    remember: useCallback((id: string) => remember(id.toLowerCase()), [remember]),
    forget: useCallback((id: string) => forget(id.toLowerCase()), [forget]),
  };
}
