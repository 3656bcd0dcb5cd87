import { describe, expect, it } from 'vitest';
import {
  ageText,
  knownPower,
  powerStateOf,
  powerText,
  shortSourceText,
  vpcPowerReports,
  type PowerReport,
} from './powerKnowledge';

const MIN = 60_000;
const vpc = (at: number, state: 'on' | 'off', vpcName = 'prod-ams'): PowerReport => ({
  state,
  source: { kind: 'vpc', vpcName },
  at,
});
const did = (at: number, action: 'stop' | 'reboot'): PowerReport => ({
  state: action === 'stop' ? 'off' : 'on',
  source: { kind: 'action', action },
  at,
});

describe('power knowledge', () => {
  it('knows nothing without a report', () => {
    expect(knownPower([])).toEqual({ state: 'unknown', source: null, at: null });
    expect(powerText(knownPower([]), 0)).toBeNull();
  });

  it('lets the newest source decide', () => {
    expect(knownPower([vpc(1 * MIN, 'on'), did(2 * MIN, 'stop')])).toEqual(did(2 * MIN, 'stop'));
    expect(knownPower([did(1 * MIN, 'stop'), vpc(3 * MIN, 'on')])).toEqual(vpc(3 * MIN, 'on'));
    const consoleSaw: PowerReport = { state: 'off', source: { kind: 'console' }, at: 5 * MIN };
    expect(knownPower([did(4 * MIN, 'reboot'), consoleSaw, vpc(1 * MIN, 'on')])).toEqual(consoleSaw);
  });

  it('names what changed the state, not a later read that only agrees', () => {
    // Stopped here, then the VPC was reread and says the same.
    expect(knownPower([vpc(0, 'on'), did(1 * MIN, 'stop'), vpc(2 * MIN, 'off')])).toEqual(did(1 * MIN, 'stop'));
    expect(knownPower([vpc(0, 'off'), did(1 * MIN, 'reboot'), vpc(2 * MIN, 'on')])).toEqual(did(1 * MIN, 'reboot'));
  });

  it('says the state, its source and its age in a few words', () => {
    expect(powerText(did(0, 'stop'), 2 * MIN + 5_000)).toBe('Off · you stopped it 2 min ago');
    expect(powerText(vpc(0, 'on'), 10_000)).toBe('On · seen in VPC prod-ams just now');
    expect(powerText(did(0, 'reboot'), 0)).toBe('On · you rebooted it just now');
    expect(powerText({ state: 'off', source: { kind: 'console' }, at: 0 }, 3 * 60 * MIN)).toBe(
      'Off · seen by the console 3 h ago',
    );
    expect(ageText(0, 49 * 60 * MIN)).toBe('2 days ago');
    expect(shortSourceText({ kind: 'vpc', vpcName: 'prod-ams' })).toBe('VPC prod-ams');
    expect(shortSourceText({ kind: 'action', action: 'stop' })).toBe('you stopped it');
  });

  it('reads only the power statuses it understands', () => {
    expect(powerStateOf('running')).toBe('on');
    expect(powerStateOf('stopped')).toBe('off');
    expect(powerStateOf('paused')).toBeNull();
    expect(powerStateOf(undefined)).toBeNull();
  });

  it('reads the VPCs’ attached VMs of this team, by id in lower case', () => {
    const team = { id: 'team-a' };
    const reports = vpcPowerReports(
      [
        {
          name: 'shared-fra',
          attached_vms: [
            { id: 'VM-1', power_status: 'stopped', owner_team: team },
            { id: 'vm-2', power_status: 'running', owner_team: { id: 'team-b' } },
            { id: 'vm-3', owner_team: team },
          ],
        },
        { name: 'no-detail' },
      ],
      7,
      'team-a',
    );
    expect([...reports.entries()]).toEqual([
      ['vm-1', { state: 'off', source: { kind: 'vpc', vpcName: 'shared-fra' }, at: 7 }],
    ]);
    expect(vpcPowerReports(undefined, 0, 'team-a').size).toBe(0);
  });
});
