// @vitest-environment node
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
