import { contractRoute, type RouteDefinition } from '../context';
import { ok } from '../responses';

/** The provider's catalogues, the same for everyone (backups and snapshots: snapshots.ts). */
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
];
