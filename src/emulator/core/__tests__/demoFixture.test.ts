import { describe, expect, it } from 'vitest';
import { parseSshPublicKey } from '../../../lib/sshKey';
import { CANARY_TOKEN, DEMO_TOKEN, demoFixture, VIEWER_TOKEN } from '../demoFixture';
import { createEmulator } from '../emulator';
import { findFixtureProblems } from '../fixtureConsistency';

describe('demo fixture', () => {
  it('is consistent', () => {
    expect(findFixtureProblems(demoFixture)).toEqual([]);
  });

  it('makes the demo token the emulator demoToken', () => {
    expect(createEmulator().demoToken).toBe(DEMO_TOKEN);
    expect(DEMO_TOKEN).toBe('demo-token-cloud-console');
  });

  it('has the demo user in two teams and the viewer in one', () => {
    const [demo, viewer] = demoFixture.users;
    expect(demo?.memberships.map((membership) => membership.role)).toEqual(['Team Owner', 'Team Admin']);
    expect(viewer?.token).toBe(VIEWER_TOKEN);
    expect(viewer?.memberships).toHaveLength(1);
    expect(demoFixture.teams.map((team) => team.name)).toEqual(['Acme Production', 'Acme Staging']);
  });

  it('has a canary user with the demo user’s teams and roles, for the e2e leak checks', () => {
    const [demo] = demoFixture.users;
    const canary = demoFixture.users.find((user) => user.token === CANARY_TOKEN);
    expect(canary?.memberships).toEqual(demo?.memberships);
    expect(canary?.primary_team_id).toBe(demo?.primary_team_id);
  });

  it('carries only real, valid SSH public keys', () => {
    const keys = demoFixture.teams.flatMap((team) => team.ssh_keys);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(parseSshPublicKey(key.ssh_key).ok, key.name).toBe(true);
  });

  it('has a stopped VM, a BGP VM and VPC attachments with address and MAC', () => {
    const vms = demoFixture.teams.flatMap((team) => team.vms);
    expect(vms.some((vm) => vm.power_status === 'stopped')).toBe(true);
    expect(vms.some((vm) => vm.bgp_enabled)).toBe(true);
    expect(
      vms.flatMap((vm) => vm.vpc_attachments).every((attachment) => attachment.address !== '' && attachment.mac !== ''),
    ).toBe(true);
  });
});
