import { useMemo } from 'react';
import { useBackups } from '../../api/resources/catalogue';
import { useReservedIps } from '../../api/resources/reservedIps';
import { useVpcsWithAttachedVms } from '../../api/resources/vpcs';
import { knownVms, type KnownVm } from './vmRows';

/** What the team's VPCs, reserved IPs and backups tell of one VM (null when none mentions it), and the VPCs read. */
export function useKnownVm(teamId: string, vmId: string) {
  const vpcs = useVpcsWithAttachedVms(teamId);
  const reservedIps = useReservedIps(teamId);
  const backups = useBackups();
  const known: KnownVm | null = useMemo(
    () =>
      knownVms({ vpcs: vpcs.data, reservedIps: reservedIps.data, backups: backups.data }, teamId).get(
        vmId.toLowerCase(),
      ) ?? null,
    [vpcs.data, reservedIps.data, backups.data, teamId, vmId],
  );
  return { known, vpcs };
}
