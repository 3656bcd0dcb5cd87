import { contractRoute, extensionRoute, type RouteDefinition } from '../context';
import { ok } from '../responses';

/**
 * Read-only lists. Instance types and OS templates are the provider's, the same for everyone;
 * backups and snapshots belong to the request's team (`team_id` or the primary team), although
 * the spec shows no parameter for them.
 */
export const catalogueRoutes: RouteDefinition[] = [
  // 21
  // Only the documented fields: prices, bandwidth and the SEV flag are the emulator's own.
  contractRoute('GET', '/instance_types', ({ state }) =>
    ok(
      state.instanceTypes.map((type) => ({
        id: type.id,
        type: type.type,
        cpu: type.cpu,
        max_vcpu: type.max_vcpu,
        max_ram: type.max_ram,
        max_disk: type.max_disk,
        network_rate: type.network_rate,
        locations: [...type.locations],
      })),
    ),
  ),
  // 22
  contractRoute('GET', '/os_templates', ({ state }) => ok(state.osTemplates.map((template) => ({ ...template })))),
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
];
