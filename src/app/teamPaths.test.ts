import { describe, expect, it } from 'vitest';
import { areaFromPath, teamAreaPath } from './teamPaths';

describe('areaFromPath', () => {
  it('takes the area of a team page and drops ids below it', () => {
    expect(areaFromPath('/teams/t1/vms/abc/console')).toBe('vms');
    expect(areaFromPath('/teams/t1/ssh-keys')).toBe('ssh-keys');
  });

  it('falls back to the default area', () => {
    expect(areaFromPath('/teams/t1')).toBe('vms');
    expect(areaFromPath('/')).toBe('vms');
  });
});

describe('teamAreaPath', () => {
  it('encodes the team id', () => {
    expect(teamAreaPath('a/b', 'vpcs')).toBe('/teams/a%2Fb/vpcs');
    expect(teamAreaPath('default')).toBe('/teams/default/vms');
  });
});
