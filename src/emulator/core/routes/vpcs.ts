import { isPrivateIpv4Network, parseCidr } from '../../../lib/ip';
import { contractRoute, extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureVpc } from '../fixture';
import { sameText } from '../lookup';
import { bodiless, noContent, ok } from '../responses';
import type { EmulatorState, TeamState } from '../state';
import { isoSeconds } from '../time';
import { checkDescription, checkName } from '../validation';
import { findLocationOr404 } from './locations';

/** Create limits; an update allows the common 255 for both (src/api/openapi.yaml). */
const VPC_CREATE_NAME_MAX = 200;
const VPC_CREATE_DESCRIPTION_MAX = 200;
const VPC_UPDATE_MAX = 255;
/** Most VPCs a team may own; a fixture may hold more (creates are refused, loading is not). */
const VPCS_PER_TEAM = 20;
/** A new VPC is usable this long after it was asked for. */
const VPC_BUILD_MS = 5_000;
/** Narrower than /8 is not private space; wider than /29 leaves no room for VMs. */
const VPC_PREFIX_MIN = 8;
const VPC_PREFIX_MAX = 29;

export interface VisibleVpc {
  vpc: FixtureVpc;
  owner: TeamState;
}

/** VPCs the team owns, then those shared with it. */
export function visibleVpcs(state: EmulatorState, team: TeamState): VisibleVpc[] {
  const owned = team.vpcs.map((vpc) => ({ vpc, owner: team }));
  const shared: VisibleVpc[] = [];
  for (const owner of state.teams.values()) {
    if (owner.id === team.id) continue;
    for (const vpc of owner.vpcs) if (vpc.shared_with_team_ids.includes(team.id)) shared.push({ vpc, owner });
  }
  return [...owned, ...shared];
}

function teamRef(team: TeamState) {
  return { id: team.id, name: team.name };
}

/** Attached VMs come from every team: a shared VPC carries VMs of the teams it is shared with. */
function attachedVms(state: EmulatorState, vpc: FixtureVpc) {
  const attached = [];
  for (const team of state.teams.values()) {
    for (const vm of team.vms) {
      for (const attachment of vm.vpc_attachments) {
        if (attachment.vpc_id !== vpc.id) continue;
        attached.push({
          id: vm.id,
          name: vm.name,
          power_status: vm.power_status,
          owner_team: teamRef(team),
          mac: attachment.mac,
          vpc_id: vpc.id,
          vpc_name: vpc.name,
          address: attachment.address,
        });
      }
    }
  }
  return attached;
}

function presentVpc(state: EmulatorState, { vpc, owner }: VisibleVpc) {
  const attached = attachedVms(state, vpc);
  return {
    id: vpc.id,
    name: vpc.name,
    description: vpc.description,
    date_created: vpc.date_created,
    status: vpc.status,
    location: vpc.location,
    v4_subnet: vpc.v4_subnet,
    v4_subnet_mask: vpc.v4_subnet_mask,
    owner_team: teamRef(owner),
    teams: vpc.shared_with_team_ids.flatMap((id) => {
      const team = state.teams.get(id);
      return team === undefined ? [] : [teamRef(team)];
    }),
    attached_vms_count: attached.length,
    attached_vms: attached,
  };
}

function visibleVpc(ctx: RouteContext): VisibleVpc {
  const id = param(ctx, 'vpcId');
  return visibleVpcs(ctx.state, ctx.team()).find(({ vpc }) => vpc.id === id) ?? notFound();
}

/** Teams a VPC is shared with may look at it and attach to it, but only its owner changes it. */
function ownedVpc(ctx: RouteContext): VisibleVpc {
  const found = visibleVpc(ctx);
  if (found.owner.id !== ctx.team().id) return fail(403, 'FORBIDDEN');
  return found;
}

/** `v4_subnet` + `v4_subnet_mask` as one private IPv4 network written without host bits. */
function readPrivateNetwork(ctx: RouteContext): { subnet: string; mask: string } {
  const subnet = ctx.body.string('v4_subnet').trim();
  const mask = ctx.body.numericText('v4_subnet_mask').trim();
  const cidr = subnet.includes('/') ? null : parseCidr(`${subnet}/${mask}`, { requirePrefix: true });
  const acceptable =
    cidr !== null &&
    !cidr.hostBitsSet &&
    cidr.prefix >= VPC_PREFIX_MIN &&
    cidr.prefix <= VPC_PREFIX_MAX &&
    isPrivateIpv4Network(cidr);
  if (!acceptable) return badRequest('INVALID_SUBNET_RANGE');
  return { subnet: cidr.network, mask: String(cidr.prefix) };
}

export const vpcRoutes: RouteDefinition[] = [
  // 11
  contractRoute('GET', '/network/vpcs/:vpcId', (ctx) => ok({ vpc: presentVpc(ctx.state, visibleVpc(ctx)) })),
  // 12: the whole VPC, `name` and `description` both required; 200 with no body, as documented.
  contractRoute('PATCH', '/network/vpcs/:vpcId', (ctx) => {
    const { vpc } = ownedVpc(ctx);
    const name = checkName(ctx.body.string('name'), VPC_UPDATE_MAX);
    const description = checkDescription(ctx.body.string('description'), VPC_UPDATE_MAX);
    vpc.name = name;
    vpc.description = description;
    return bodiless(200);
  }),
  extensionRoute('GET', '/network/vpcs', (ctx) => {
    const location = ctx.req.query.get('location');
    const vpcs = visibleVpcs(ctx.state, ctx.team()).filter(
      ({ vpc }) => location === null || sameText(vpc.location, location),
    );
    const listed = vpcs.map((found) => presentVpc(ctx.state, found));
    // The documents show `attached_vms` only on the single read; live-API mode lists VPCs that way.
    return ok({ vpcs: ctx.settings.liveApi() ? listed.map(({ attached_vms: _attached, ...vpc }) => vpc) : listed });
  }),
  // Answers 201 with no body: the new VPC shows up in the list, `building` for a while. An
  // unknown location is 404; the team's VPC limit, or a team without any VM, is 403.
  extensionRoute('POST', '/network/vpcs', (ctx) => {
    const team = ctx.team();
    const location = findLocationOr404(ctx.state, ctx.body.string('location'));
    const name = checkName(ctx.body.string('name'), VPC_CREATE_NAME_MAX);
    const description = checkDescription(ctx.body.string('description'), VPC_CREATE_DESCRIPTION_MAX);
    const network = readPrivateNetwork(ctx);
    if (team.vms.length === 0) return fail(403, 'VPC_REQUIRES_VM');
    if (team.vpcs.length >= VPCS_PER_TEAM) return fail(403, 'VPC_LIMIT_REACHED');
    const vpc: FixtureVpc = {
      id: ctx.state.ids.uuid(),
      name,
      description,
      date_created: isoSeconds(ctx.now),
      status: 'building',
      location,
      v4_subnet: network.subnet,
      v4_subnet_mask: network.mask,
      shared_with_team_ids: [],
    };
    team.vpcs.push(vpc);
    ctx.state.scheduler.at(ctx.now + VPC_BUILD_MS, () => {
      if (vpc.status === 'building') vpc.status = 'active';
    });
    return bodiless(201);
  }),
  extensionRoute('DELETE', '/network/vpcs/:vpcId', (ctx) => {
    const { vpc, owner } = ownedVpc(ctx);
    if (attachedVms(ctx.state, vpc).length > 0) return fail(403, 'VPC_HAS_ATTACHED_VMS');
    owner.vpcs.splice(owner.vpcs.indexOf(vpc), 1);
    return noContent();
  }),
];
