import { contractRoute, type RouteDefinition } from '../context';
import { ok } from '../responses';

/** The provider's catalogues, the same for everyone (backups and snapshots: snapshots.ts). */
export const catalogueRoutes: RouteDefinition[] = [
  // 21
  contractRoute('GET', '/instance_types', ({ state }) =>
    ok(state.instanceTypes.map((type) => ({ ...type, locations: [...type.locations] }))),
  ),
  // 22
  contractRoute('GET', '/os_templates', ({ state }) => ok(state.osTemplates.map((template) => ({ ...template })))),
];
