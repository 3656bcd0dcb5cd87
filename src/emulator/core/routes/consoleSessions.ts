import { contractRoute, type RouteDefinition } from '../context';
import { fail } from '../failure';
import { consoleSessionToken } from '../secrets';
import { created } from '../responses';
import type { EmulatorState } from '../state';
import type { ConsoleSessionResult } from '../types';
import { unixSeconds } from '../time';
import { vmOf } from './vms';

/** A console token expires 30 s after creation if unused (`POST /vm/{vm_id}/vnc`, src/api/openapi.yaml). */
const CONSOLE_SESSION_TTL_MS = 30_000;
/** Long-dead sessions are forgotten so a long-running server does not grow without bound. */
const FORGET_AFTER_MS = 10 * 60_000;

function forgetOldSessions(state: EmulatorState, now: number): void {
  for (const [token, session] of state.consoleSessions) {
    if (now - session.createdAt > FORGET_AFTER_MS) state.consoleSessions.delete(token);
  }
}

export const consoleSessionRoutes: RouteDefinition[] = [
  // 18
  contractRoute('POST', '/vm/:vmId/vnc', (ctx) => {
    const vm = vmOf(ctx);
    if (vm.power_status !== 'running') return fail(409, 'VM_NOT_RUNNING');
    forgetOldSessions(ctx.state, ctx.now);
    const token = consoleSessionToken();
    ctx.state.consoleSessions.set(token, { vmId: vm.id, vmName: vm.name, createdAt: ctx.now, used: false });
    const query = new URLSearchParams({ sessionid: token, vmid: vm.id });
    return created({
      vnc_url: `${ctx.settings.consoleBaseUrl}/console/vnc.html?${query.toString()}`,
      expire_at: unixSeconds(ctx.now + CONSOLE_SESSION_TTL_MS),
    });
  }),
];

/** Redeems a token once; the console server calls this when a browser connects. */
export function consumeConsoleSession(state: EmulatorState, token: string, now: number): ConsoleSessionResult {
  const session = state.consoleSessions.get(token);
  if (session === undefined) return { ok: false, reason: 'unknown' };
  if (session.used) return { ok: false, reason: 'used' };
  if (now - session.createdAt > CONSOLE_SESSION_TTL_MS) return { ok: false, reason: 'expired' };
  session.used = true;
  return { ok: true, vm: { id: session.vmId, name: session.vmName } };
}
