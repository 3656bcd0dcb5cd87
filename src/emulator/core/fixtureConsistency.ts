import { parseCidr, parseIp } from '../../lib/ip';
import { isValidDomain, normalizeDomain } from './dnsNames';
import type { Fixture, FixtureTeam } from './fixture';
import { IP_LIST_SUBNET_PREFIX } from './routes/firewallRuleInput';
import { PRICE_CURRENCIES, rateFor } from './vmPricing';

type Report = (where: string, problem: string) => void;

/**
 * Cross-references a fixture's shape cannot express: every id a record points at exists where it
 * must, tokens and ids are unique, addresses parse. Returns one readable problem per line; an
 * empty list means the emulator can serve the fixture without tripping over its own data.
 */
export function findFixtureProblems(fixture: Fixture): string[] {
  const problems: string[] = [];
  const report: Report = (where, problem) => problems.push(`${where}: ${problem}`);
  const teamIds = new Set(fixture.teams.map((team) => team.id));
  const locations = new Set(fixture.locations);

  checkUnique(
    report,
    'users[].token',
    fixture.users.map((user) => user.token),
  );
  checkUnique(
    report,
    'teams[].id',
    fixture.teams.map((team) => team.id),
  );
  if (fixture.users.length === 0) report('users', 'at least one user is needed (its token is the demo token)');

  fixture.users.forEach((user, index) => {
    const where = `users[${index}]`;
    if (user.token.trim() === '' || /\s/.test(user.token))
      report(`${where}.token`, 'must be non-empty, without spaces');
    for (const { team_id: teamId } of user.memberships) {
      if (!teamIds.has(teamId)) report(`${where}.memberships`, `team ${teamId} does not exist`);
    }
    if (!user.memberships.some((membership) => membership.team_id === user.primary_team_id)) {
      report(`${where}.primary_team_id`, "must be one of the user's memberships");
    }
  });

  fixture.reserved_ip_pools.forEach((pool, index) => {
    const where = `reserved_ip_pools[${index}]`;
    if (!locations.has(pool.location)) report(`${where}.location`, `"${pool.location}" is not in locations`);
    pool.addresses.forEach((address, addressIndex) => {
      if (!isIpv4(address)) report(`${where}.addresses[${addressIndex}]`, 'not an IPv4 address');
    });
    (pool.ipv6_networks ?? []).forEach((text, networkIndex) => {
      const network = parseCidr(text, { requirePrefix: true });
      if (network === null || network.family !== 6 || network.prefix !== 64 || network.hostBitsSet) {
        report(`${where}.ipv6_networks[${networkIndex}]`, 'not an IPv6 /64 network such as 2001:db8:10:1::/64');
      }
    });
  });

  fixture.teams.forEach((team, index) => checkTeam(report, fixture, team, `teams[${index}]`, locations));
  checkExtras(report, fixture);
  checkVmLifecycle(report, fixture, locations);
  return problems;
}

/** Reverse DNS addresses and names, ISO and measured-boot image references. */
function checkExtras(report: Report, fixture: Fixture): void {
  for (const [domain, addresses] of Object.entries(fixture.dns ?? {})) {
    if (!isValidDomain(normalizeDomain(domain))) report(`dns["${domain}"]`, 'not a domain name');
    addresses.forEach((address, index) => {
      if (parseIp(address) === null) report(`dns["${domain}"][${index}]`, 'not an IPv4 or IPv6 address');
    });
  }
  (fixture.rdns_records ?? []).forEach((record, index) => {
    if (parseIp(record.ip) === null) report(`rdns_records[${index}].ip`, 'not an IPv4 or IPv6 address');
    if (!isValidDomain(normalizeDomain(record.domain))) report(`rdns_records[${index}].domain`, 'not a domain name');
  });
  (fixture.rdns_provider?.locked_addresses ?? []).forEach((address, index) => {
    if (parseIp(address) === null) report(`rdns_provider.locked_addresses[${index}]`, 'not an IPv4 or IPv6 address');
  });
  const systemIsoIds = (fixture.system_isos ?? []).map((iso) => iso.id);
  checkUnique(report, 'system_isos[].id', systemIsoIds);
  fixture.teams.forEach((team, teamIndex) => {
    const where = `teams[${teamIndex}]`;
    const isoIds = new Set([...systemIsoIds, ...(team.isos ?? []).map((iso) => iso.id)]);
    const imageIds = new Set((team.measured_boot_images ?? []).map((image) => image.id));
    checkUnique(
      report,
      `${where}.isos[].id`,
      (team.isos ?? []).map((iso) => iso.id),
    );
    checkUnique(report, `${where}.measured_boot_images[].id`, [...imageIds]);
    team.vms.forEach((vm, vmIndex) => {
      const vmWhere = `${where}.vms[${vmIndex}]`;
      if (vm.iso_id != null && !isoIds.has(vm.iso_id)) {
        report(`${vmWhere}.iso_id`, `ISO ${vm.iso_id} is neither a system ISO nor this team's`);
      }
      if (vm.uki_image_id != null && !imageIds.has(vm.uki_image_id)) {
        report(`${vmWhere}.uki_image_id`, `measured-boot image ${vm.uki_image_id} is not in this team`);
      }
      if (vm.uki_image_id != null && vm.sev_enabled !== true) {
        report(`${vmWhere}.uki_image_id`, 'a measured-boot image needs sev_enabled: true');
      }
    });
  });
}

/**
 * Deploy and price data: pools in known locations holding addresses no VM or reservation of the
 * fixture already holds, a rate for every price currency and team currency, and VM links to
 * instance types that exist.
 */
function checkVmLifecycle(report: Report, fixture: Fixture, locations: Set<string>): void {
  const held = new Set<string>();
  for (const team of fixture.teams) {
    for (const vm of team.vms) held.add(vm.main_ipv4).add(vm.main_ipv6);
    for (const reservedIp of team.reserved_ips) held.add(reservedIp.ip_addr);
  }
  (fixture.vm_address_pools ?? []).forEach((pool, index) => {
    const where = `vm_address_pools[${index}]`;
    if (!locations.has(pool.location)) report(`${where}.location`, `"${pool.location}" is not in locations`);
    const addresses: [string, 4 | 6, string][] = [
      ...pool.ipv4.map((address, i): [string, 4 | 6, string] => [address, 4, `${where}.ipv4[${i}]`]),
      ...(pool.ipv6 ?? []).map((address, i): [string, 4 | 6, string] => [address, 6, `${where}.ipv6[${i}]`]),
    ];
    for (const [address, family, at] of addresses) {
      if (parseIp(address)?.family !== family) report(at, `not an IPv${family} address`);
      else if (held.has(address)) report(at, `${address} is already held by a VM or reserved IP`);
    }
  });

  const rates = fixture.exchange_rates;
  if (rates !== undefined) {
    const needed = new Set<string>([...PRICE_CURRENCIES, ...fixture.teams.map((team) => team.currency.toLowerCase())]);
    for (const code of needed) {
      if (rateFor(rates, code) === undefined) report('exchange_rates', `no rate above 0 for "${code}"`);
    }
  }

  const typeIds = new Set(fixture.instance_types.map((type) => type.id));
  fixture.teams.forEach((team, teamIndex) => {
    team.vms.forEach((vm, vmIndex) => {
      if (vm.instance_type_id !== undefined && !typeIds.has(vm.instance_type_id)) {
        report(
          `teams[${teamIndex}].vms[${vmIndex}].instance_type_id`,
          `instance type ${vm.instance_type_id} does not exist`,
        );
      }
    });
  });
}

function isIpv4(text: string): boolean {
  return parseIp(text)?.family === 4;
}

function checkUnique(report: Report, what: string, values: readonly string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) report(what, `"${value}" appears more than once`);
    seen.add(value);
  }
}

function checkTeam(report: Report, fixture: Fixture, team: FixtureTeam, where: string, locations: Set<string>): void {
  const groupIds = new Set(team.firewall_groups.map((group) => group.id));
  const listIds = new Set(team.ip_lists.map((list) => list.id));
  const vmIds = new Set(team.vms.map((vm) => vm.id));
  const otherTeamIds = new Set(fixture.teams.map((candidate) => candidate.id).filter((id) => id !== team.id));
  const reachableVpcIds = new Set(
    fixture.teams.flatMap((owner) =>
      owner.vpcs
        .filter((vpc) => owner.id === team.id || vpc.shared_with_team_ids.includes(team.id))
        .map((vpc) => vpc.id),
    ),
  );

  const collections = {
    ssh_keys: team.ssh_keys,
    startup_scripts: team.startup_scripts,
    firewall_groups: team.firewall_groups,
    ip_lists: team.ip_lists,
    vms: team.vms,
    reserved_ips: team.reserved_ips,
  };
  for (const [name, items] of Object.entries(collections)) {
    checkUnique(
      report,
      `${where}.${name}[].id`,
      items.map((item) => item.id),
    );
  }

  team.firewall_groups.forEach((group, groupIndex) => {
    group.rules.forEach((rule, ruleIndex) => {
      if (!rule.subnet.startsWith(IP_LIST_SUBNET_PREFIX)) return;
      const listId = rule.subnet.slice(IP_LIST_SUBNET_PREFIX.length);
      if (!listIds.has(listId)) {
        report(
          `${where}.firewall_groups[${groupIndex}].rules[${ruleIndex}].subnet`,
          `IP list ${listId} is not in this team`,
        );
      }
    });
  });

  team.vpcs.forEach((vpc, vpcIndex) => {
    const vpcWhere = `${where}.vpcs[${vpcIndex}]`;
    if (!locations.has(vpc.location)) report(`${vpcWhere}.location`, `"${vpc.location}" is not in locations`);
    for (const shared of vpc.shared_with_team_ids) {
      if (!otherTeamIds.has(shared)) report(`${vpcWhere}.shared_with_team_ids`, `${shared} is not another team`);
    }
  });

  team.vms.forEach((vm, vmIndex) => {
    const vmWhere = `${where}.vms[${vmIndex}]`;
    if (!locations.has(vm.location)) report(`${vmWhere}.location`, `"${vm.location}" is not in locations`);
    if (!isIpv4(vm.main_ipv4)) report(`${vmWhere}.main_ipv4`, 'not an IPv4 address');
    if (vm.main_ipv6 !== '' && parseIp(vm.main_ipv6)?.family !== 6) {
      report(`${vmWhere}.main_ipv6`, 'not an IPv6 address (or "")');
    }
    if (vm.firewall_group_id !== null && !groupIds.has(vm.firewall_group_id)) {
      report(`${vmWhere}.firewall_group_id`, `group ${vm.firewall_group_id} is not in this team`);
    }
    for (const attachment of vm.vpc_attachments) {
      if (!reachableVpcIds.has(attachment.vpc_id)) {
        report(`${vmWhere}.vpc_attachments`, `VPC ${attachment.vpc_id} is neither owned by nor shared with this team`);
      }
      if (!isIpv4(attachment.address))
        report(`${vmWhere}.vpc_attachments`, `address "${attachment.address}" is not IPv4`);
    }
  });

  team.reserved_ips.forEach((reservedIp, reservedIpIndex) => {
    const reservedIpWhere = `${where}.reserved_ips[${reservedIpIndex}]`;
    if (parseIp(reservedIp.ip_addr) === null) report(`${reservedIpWhere}.ip_addr`, 'not an IPv4 or IPv6 address');
    const vm = team.vms.find((candidate) => candidate.id === reservedIp.attached_vm_id);
    if (reservedIp.attached_vm_id !== null && vm === undefined) {
      report(`${reservedIpWhere}.attached_vm_id`, `VM ${reservedIp.attached_vm_id} is not in this team`);
    }
    if (reservedIp.is_vm_primary && vm?.main_ipv4 !== reservedIp.ip_addr) {
      report(
        `${reservedIpWhere}.is_vm_primary`,
        'only an IP attached to a VM whose main_ipv4 it is can be its primary',
      );
    }
  });

  team.backups.forEach((backup, index) => {
    if (!vmIds.has(backup.instance))
      report(`${where}.backups[${index}].instance`, `VM ${backup.instance} is not in this team`);
  });
  team.snapshots.forEach((snapshot, index) => {
    if (!vmIds.has(snapshot.vm_id))
      report(`${where}.snapshots[${index}].vm_id`, `VM ${snapshot.vm_id} is not in this team`);
  });
}
