import { contractRoute, extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest } from '../failure';
import type { ImageStatus } from '../fixture';
import { findById } from '../lookup';
import { noContent, ok } from '../responses';
import { secretHex } from '../secrets';
import type { TeamState } from '../state';

/**
 * The emulator's stand-in for the provider's download host: links look like the provider's
 * (`https://<location code>.dl.<host>/download?fid=<random>`) under a reserved test domain, and
 * nothing serves them.
 */
const DOWNLOAD_HOST = 'emulator.test';
/** Used when the VM the image came from no longer exists. */
const UNKNOWN_LOCATION_CODE = 'any';

/** `Amsterdam` → `ams`, the way the provider abbreviates `Sydney` as `syd`. */
function locationCode(team: TeamState, vmId: string): string {
  const vm = team.vms.find((candidate) => candidate.id === vmId);
  const letters = (vm?.location ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return letters === '' ? UNKNOWN_LOCATION_CODE : letters.slice(0, 3);
}

/**
 * A one-time link: its `fid` is 128 random bits from Web Crypto, so a link cannot be guessed from
 * another. Nothing is stored: the emulator serves no downloads. A pending image has nothing to
 * download yet (400, the only client error the provider documents besides 401).
 */
function downloadLink(ctx: RouteContext, status: ImageStatus, vmId: string) {
  if (status === 'pending') return badRequest('DOWNLOAD_NOT_READY');
  const url = `https://${locationCode(ctx.team(), vmId)}.dl.${DOWNLOAD_HOST}/download?fid=${secretHex(32)}`;
  return ok({ url });
}

/** Deleting a pending snapshot cancels it: the VM's snapshot action still ends on schedule. */
function removeSnapshot(ctx: RouteContext) {
  const snapshots = ctx.team().snapshots;
  const snapshot = findById(snapshots, param(ctx, 'snapshotId'));
  snapshots.splice(snapshots.indexOf(snapshot), 1);
  return noContent();
}

/**
 * Snapshots and backups belong to the request's team (`team_id` or the primary team), although
 * the provider documents no team parameter for the lists. GET /snapshots has no `vm_id`: neither
 * the provider's Snapshot nor the contract's has one.
 */
export const snapshotRoutes: RouteDefinition[] = [
  // 23
  contractRoute('GET', '/backups', (ctx) => ok(ctx.team().backups.map((backup) => ({ ...backup })))),
  extensionRoute('GET', '/snapshots', (ctx) =>
    ok(
      ctx.team().snapshots.map((snapshot) => ({
        id: snapshot.id,
        created_at: snapshot.created_at,
        name: snapshot.name,
        desc: snapshot.desc,
        size: snapshot.size,
        status: snapshot.status,
      })),
    ),
  ),
  extensionRoute('POST', '/snapshots/:snapshotId', (ctx) => {
    const snapshot = findById(ctx.team().snapshots, param(ctx, 'snapshotId'));
    return downloadLink(ctx, snapshot.status, snapshot.vm_id);
  }),
  extensionRoute('DELETE', '/snapshots/:snapshotId', removeSnapshot),
  extensionRoute('POST', '/backups/:backupId', (ctx) => {
    const backup = findById(ctx.team().backups, param(ctx, 'backupId'));
    return downloadLink(ctx, backup.status, backup.instance);
  }),
];
