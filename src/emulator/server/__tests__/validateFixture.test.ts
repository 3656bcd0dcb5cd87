import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFixture } from '../../core';
import { FixtureFileError, loadFixtureFile } from '../loadFixture';
import { validateFixture } from '../validateFixture';

function broken(change: (fixture: ReturnType<typeof structuredClone<typeof demoFixture>>) => void): unknown {
  const fixture = structuredClone(demoFixture);
  change(fixture);
  return fixture;
}

function problemsOf(value: unknown): string[] {
  const result = validateFixture(value);
  return result.ok ? [] : result.problems;
}

describe('validateFixture', () => {
  it('accepts the demo fixture', () => {
    expect(problemsOf(demoFixture)).toEqual([]);
  });

  it('names missing and unknown fields by path', () => {
    const problems = problemsOf(
      broken((fixture) => {
        const vm = fixture.teams[0]?.vms[1] as unknown as Record<string, unknown>;
        delete vm['ram'];
        vm['colour'] = 'blue';
      }),
    );
    expect(problems).toContain('teams[0].vms[1]: missing field "ram"');
    expect(problems).toContain('teams[0].vms[1]: unknown field "colour"');
  });

  it('names wrong types and enum values', () => {
    const problems = problemsOf(
      broken((fixture) => {
        Object.assign(fixture.teams[0]?.vms[0] ?? {}, { vcpu: 'two', power_status: 'sleeping' });
      }),
    );
    expect(problems).toContain('teams[0].vms[0].vcpu: must be integer');
    expect(problems).toContain('teams[0].vms[0].power_status: must be one of ["running","stopped"]');
  });

  it('finds broken cross-references', () => {
    const problems = problemsOf(
      broken((fixture) => {
        const [production] = fixture.teams;
        if (production === undefined) return;
        const [firstUser] = fixture.users;
        if (firstUser) firstUser.primary_team_id = '00000000-0000-4000-8000-000000000000';
        Object.assign(production.vms[0] ?? {}, { firewall_group_id: 'e3f0d96a-b426-45f1-b755-7d661ba00afc' });
        Object.assign(production.backups[0] ?? {}, { instance: '00000000-0000-4000-8000-000000000001' });
        Object.assign(production.reserved_ips[1] ?? {}, { is_vm_primary: true });
      }),
    );
    expect(problems).toEqual([
      "users[0].primary_team_id: must be one of the user's memberships",
      'teams[0].vms[0].firewall_group_id: group e3f0d96a-b426-45f1-b755-7d661ba00afc is not in this team',
      'teams[0].reserved_ips[1].is_vm_primary: only an IP attached to a VM whose main_ipv4 it is can be its primary',
      'teams[0].backups[0].instance: VM 00000000-0000-4000-8000-000000000001 is not in this team',
    ]);
  });

  it('spells team roles, entry types and rule sizes as the provider does', () => {
    const problems = problemsOf(
      broken((fixture) => {
        Object.assign(fixture.users[0]?.memberships[1] ?? {}, { role: 'Admin' });
        Object.assign(fixture.teams[0]?.ip_lists[0]?.entries[0] ?? {}, { type: 'v4' });
        Object.assign(fixture.teams[0]?.firewall_groups[0]?.rules[0] ?? {}, { subnet_size: '28' });
      }),
    );
    expect(problems).toContain(
      'users[0].memberships[1].role: must be one of ["Team Owner","Team Admin","Team Member","Team Biller"]',
    );
    expect(problems).toContain('teams[0].ip_lists[0].entries[0].type: must be one of ["ipv4","ipv6"]');
    expect(problems).toContain('teams[0].firewall_groups[0].rules[0].subnet_size: must be integer');
  });

  it('accepts fixtures without the optional fields, and checks IPv6 pools and addresses', () => {
    const withoutOptional = broken((fixture) => {
      for (const pool of fixture.reserved_ip_pools) delete pool.ipv6_networks;
      for (const service of fixture.teams.flatMap((team) => team.object_storage)) {
        delete service.recurring_amount;
        delete service.download_usage;
        delete service.upload_usage;
      }
    });
    expect(problemsOf(withoutOptional)).toEqual([]);
    const problems = problemsOf(
      broken((fixture) => {
        const [amsterdam] = fixture.reserved_ip_pools;
        if (amsterdam) amsterdam.ipv6_networks = ['2001:db8:a000:1::/48', '203.0.113.0/24', '2001:db8:a000:9::/64'];
        Object.assign(fixture.teams[0]?.reserved_ips[2] ?? {}, { ip_addr: '2001:db8:a000:5::' });
        Object.assign(fixture.teams[0]?.vms[0] ?? {}, { amount_paid: -1 });
      }),
    );
    expect(problems).toEqual(['teams[0].vms[0].amount_paid: must be >= 0']);
    const poolProblems = problemsOf(
      broken((fixture) => {
        const [amsterdam] = fixture.reserved_ip_pools;
        if (amsterdam) amsterdam.ipv6_networks = ['2001:db8:a000:1::/48', '203.0.113.0/24', '2001:db8:a000:9::/64'];
      }),
    );
    expect(poolProblems).toEqual([
      'reserved_ip_pools[0].ipv6_networks[0]: not an IPv6 /64 network such as 2001:db8:10:1::/64',
      'reserved_ip_pools[0].ipv6_networks[1]: not an IPv6 /64 network such as 2001:db8:10:1::/64',
    ]);
  });

  it('refuses duplicate tokens', () => {
    const problems = problemsOf(
      broken((fixture) => {
        const [first, second] = fixture.users;
        if (first && second) second.token = first.token;
      }),
    );
    expect(problems).toEqual(['users[].token: "demo-token-cloud-console" appears more than once']);
  });
});

describe('loadFixtureFile', () => {
  it('loads a valid file and explains an invalid one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emulator-fixture-'));
    try {
      const good = join(dir, 'good.json');
      await writeFile(good, JSON.stringify(demoFixture));
      expect((await loadFixtureFile(good)).users[0]?.token).toBe('demo-token-cloud-console');

      const badJson = join(dir, 'bad.json');
      await writeFile(badJson, '{ nope');
      await expect(loadFixtureFile(badJson)).rejects.toThrow(/not valid JSON/);
      await expect(loadFixtureFile(join(dir, 'missing.json'))).rejects.toBeInstanceOf(FixtureFileError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
