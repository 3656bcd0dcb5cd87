import { extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { findById } from '../lookup';
import { ok } from '../responses';
import type { VmRecord } from '../state';

/**
 * The provider's VM object with the fields live clients also see (`location`, `bgp_enabled`,
 * `active_action_id`). The power state and VPC attachments stay internal: the VM object has no
 * field for them.
 */
export function presentVm(vm: VmRecord) {
  return {
    id: vm.id,
    name: vm.name,
    vcpu: vm.vcpu,
    ram: vm.ram,
    disk: vm.disk,
    bw_used: vm.bw_used,
    main_ipv4: vm.main_ipv4,
    main_ipv6: vm.main_ipv6,
    template: vm.template,
    firewall_group_id: vm.firewall_group_id,
    created_at: vm.created_at,
    renewed_at: vm.renewed_at,
    due_date: vm.due_date,
    recurring_amount: vm.recurring_amount,
    amount_paid: vm.amount_paid ?? vm.recurring_amount,
    payment_currency: vm.payment_currency,
    billing_cycle: vm.billing_cycle,
    status: vm.status,
    location: vm.location,
    bgp_enabled: vm.bgp_enabled,
    active_action_id: vm.active_action_id,
    password: vm.password,
  };
}

/**
 * The number live-API mode shows for a firewall group on a single VM read: live clients saw
 * `firewall_group_id` as a number on some reads. The live service's numbering is not known, so a
 * stable number is drawn from the group's id (its first 24 bits); nothing maps it back.
 */
export function firewallGroupNumber(groupId: string): number {
  return Number.parseInt(groupId.replace(/-/g, '').slice(0, 6), 16) || 1;
}

/** GET /vm/{id}: in live-API mode the group as a number (the list keeps the string, see docs/emulator.md). */
function presentSingleVm(ctx: RouteContext, vm: VmRecord) {
  const shown = presentVm(vm);
  if (!ctx.settings.liveApi() || vm.firewall_group_id === null) return shown;
  return { ...shown, firewall_group_id: firewallGroupNumber(vm.firewall_group_id) };
}

export function vmOf(ctx: RouteContext): VmRecord {
  return findById(ctx.team().vms, param(ctx, 'vmId'));
}

export const vmRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/vm', (ctx) => ok(ctx.team().vms.map(presentVm))),
  extensionRoute('GET', '/vm/:vmId', (ctx) => ok(presentSingleVm(ctx, vmOf(ctx)))),
  extensionRoute('GET', '/vm/:vmId/backups', (ctx) => {
    const vm = vmOf(ctx);
    return ok(
      ctx
        .team()
        .backups.filter((backup) => backup.instance === vm.id)
        .map((backup) => ({ ...backup })),
    );
  }),
];
