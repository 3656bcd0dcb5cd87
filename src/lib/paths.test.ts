import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('encodes the team and every id, so each stays one segment', () => {
    expect(paths.vm('t 1', 'vm/1')).toBe('/teams/t%201/vms/vm%2F1');
    expect(paths.vmConsole('t1', 'a?b')).toBe('/teams/t1/vms/a%3Fb/console');
    expect(paths.firewallGroup('t1', '#g')).toBe('/teams/t1/firewalls/%23g');
    expect(paths.ipList('t1', 'l1')).toBe('/teams/t1/ip-lists/l1');
    expect(paths.reservedIp('t1', 'r1')).toBe('/teams/t1/reserved-ips/r1');
    expect(paths.vpc('t1', 'v1')).toBe('/teams/t1/vpcs/v1');
    expect(paths.startupScript('t1', 's1')).toBe('/teams/t1/startup-scripts/s1');
  });

  it('builds each area list, and the backups of one VM', () => {
    expect(paths.area('t1', 'ssh-keys')).toBe('/teams/t1/ssh-keys');
    expect([
      paths.vms('t'),
      paths.vpcs('t'),
      paths.firewallGroups('t'),
      paths.ipLists('t'),
      paths.reservedIps('t'),
      paths.startupScripts('t'),
    ]).toEqual([
      '/teams/t/vms',
      '/teams/t/vpcs',
      '/teams/t/firewalls',
      '/teams/t/ip-lists',
      '/teams/t/reserved-ips',
      '/teams/t/startup-scripts',
    ]);
    expect(paths.backups('t')).toBe('/teams/t/backups');
    expect(paths.backups('t', { vm: 'vm 1' })).toBe('/teams/t/backups?vm=vm%201');
    expect(paths.deployVm('t')).toBe('/teams/t/vms/new');
    expect(paths.deployVm('t', { iso: 'i/1' })).toBe('/teams/t/vms/new?iso=i%2F1');
    expect(paths.deployVm('t', { snapshot: 's 1' })).toBe('/teams/t/vms/new?snapshot=s%201');
  });

  it('goes down object storage one level at a time', () => {
    expect(paths.objectStorage('t')).toBe('/teams/t/object-storage');
    expect(paths.objectStorage('t', 's/1')).toBe('/teams/t/object-storage/s%2F1');
    expect(paths.objectStorage('t', 's1', 'my.bucket')).toBe('/teams/t/object-storage/s1/buckets/my.bucket');
  });
});
