import { useCallback, useMemo } from 'react';
import { powerOf, powerStateOf, vpcPowerReports, type PowerKnowledge } from '../../api/vms/powerKnowledge';
import { usePowerMemory } from '../../api/vms/powerMemory';
import type { Vpc, VpcDetail } from '../../api/types';

/** A VM's own `power_status` (not documented; some servers send it), read at `at`. */
export interface ServerPower {
  power_status?: string | null;
  at: number;
}

/**
 * What is known of each VM's power: from the team's VPCs (read at `vpcsAt`), the VM object where it
 * says, and what this console did or saw in this session.
 */
export function useVmPowers(
  teamId: string,
  vpcs: { data: readonly (Vpc | VpcDetail)[] | undefined; updatedAt: number },
): (vmId: string, server?: ServerPower) => PowerKnowledge {
  const memory = usePowerMemory();
  const fromVpcs = useMemo(
    () => vpcPowerReports(vpcs.data, vpcs.updatedAt, teamId),
    [vpcs.data, vpcs.updatedAt, teamId],
  );
  return useCallback(
    (vmId: string, server?: ServerPower) => {
      const state = powerStateOf(server?.power_status);
      return powerOf(vmId, {
        vpcs: fromVpcs,
        memory,
        server: state && server ? { state, source: { kind: 'server' }, at: server.at } : null,
      });
    },
    [fromVpcs, memory],
  );
}
