import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/errors';
import { codelessError, centralSentence } from '../../../test/codeless';
import {
  deletionEffects,
  domainProblem,
  firewallGroupRequest,
  measuredBootRequest,
  placeVmChangeError,
  rdnsRequest,
  rdnsRows,
  reinstallRequest,
  renameRequest,
  vmChangeFailure,
  vmDeleteFailure,
} from './vmChange';
import { vmMenuEntries } from './vmActionMenu';
import { WEB_1 as VM } from '../testVms';

describe('vmChangeFailure', () => {
  it('reads the SEV codes as sentences', () => {
    expect(vmChangeFailure(new ApiError({ status: 400, code: 'SEV_NOT_SUPPORTED' }))).toMatch(/host cluster/);
    expect(vmChangeFailure(new ApiError({ status: 400, code: 'SEV_REQUIRES_UEFI' }))).toMatch(/SEV needs UEFI boot/);
    expect(vmChangeFailure(new ApiError({ status: 400, code: 'SEV_REQUIRED_UEFI' }))).toMatch(/SEV needs UEFI boot/);
  });

  it('gives a code-less 400 and a 409 their sentences for PATCH /vm/{vm_id}', () => {
    expect(vmChangeFailure(codelessError('PATCH', '/vm/{vm_id}', 400))).toBe(
      centralSentence('PATCH', '/vm/{vm_id}', 400),
    );
    expect(vmChangeFailure(codelessError('PATCH', '/vm/{vm_id}', 409))).toMatch(/Another action is already running/);
  });

  it('names the VM when the server only says NOT_FOUND', () => {
    const gone = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'It no longer exists.' });
    expect(vmChangeFailure(gone)).toBe(centralSentence('PATCH', '/vm/{vm_id}', 404));
  });
});

describe('vmDeleteFailure', () => {
  it('names the VM for a NOT_FOUND (deleted meanwhile) and keeps every other error as it is', () => {
    const gone = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'It no longer exists.' });
    expect(vmDeleteFailure(gone)).toBe('This VM no longer exists, or it is already being deleted.');
    const busy = new ApiError({ status: 409, code: 'VM_BUSY', message: 'Busy.' });
    expect(vmDeleteFailure(busy)).toBe(busy);
  });
});

describe('deletionEffects', () => {
  it('says what goes and what stays', () => {
    const effects = deletionEffects(VM, {
      backupCount: 2,
      reservedIps: ['198.51.100.7'],
      vpcs: ['internal'],
      firewallGroup: { name: 'Public web servers' },
    });
    expect(effects.goes.join(' ')).toMatch(/2 backups/);
    expect(effects.goes.join(' ')).toMatch(/203\.0\.113\.10/);
    expect(effects.goes.join(' ')).toMatch(/VPC internal/);
    expect(effects.goes).toContain('Its membership of the firewall group “Public web servers” (the group stays).');
    expect(effects.stays.join(' ')).toMatch(/snapshots/);
    expect(effects.stays.join(' ')).toMatch(/198\.51\.100\.7: detached and kept/);
  });

  it('says so when the firewall group is not known here, naming no id', () => {
    const related = { backupCount: 0, reservedIps: [], vpcs: [] };
    expect(deletionEffects(VM, { ...related, firewallGroup: { name: null } }).goes).toContain(
      'Its membership of a firewall group not known here (the group stays).',
    );
    expect(deletionEffects(VM, { ...related, firewallGroup: null }).goes.join(' ')).not.toMatch(/firewall/);
  });
});

describe('rdnsRows', () => {
  it('lists the primary addresses first, then others the server names, once each', () => {
    const rows = rdnsRows({ main_ipv4: '203.0.113.10', main_ipv6: '2001:db8::10' }, [
      { ip: '198.51.100.7', domain: 'reserved.example.com' },
      { ip: '203.0.113.10', domain: 'web.example.com' },
      { ip: '2001:DB8::10', domain: '' },
    ]);
    expect(rows).toEqual([
      { ip: '203.0.113.10', domain: 'web.example.com', version: 4 },
      { ip: '2001:db8::10', domain: null, version: 6 },
      { ip: '198.51.100.7', domain: 'reserved.example.com', version: 4 },
    ]);
  });

  it('checks a domain before sending', () => {
    expect(domainProblem('')).toBe('Enter a domain name.');
    expect(domainProblem('localhost')).toMatch(/full domain/);
    expect(domainProblem('host.example.com.')).toBeUndefined();
  });
});

describe('vmMenuEntries', () => {
  it('offers IPv6 only without one, detach only with a group, measured boot both ways only when known', () => {
    const plain = vmMenuEntries(VM).map((entry) => entry.action);
    expect(plain).toContain('ipv6');
    expect(plain).not.toContain('firewall-detach');
    expect(plain).toEqual(expect.arrayContaining(['uefi', 'bios', 'sev-on', 'sev-off', 'delete']));
    const secure = vmMenuEntries({
      ...VM,
      main_ipv6: '2001:db8::1',
      firewall_group_id: 'g1',
      use_uefi: true,
      sev_enabled: true,
      uki_image_id: 'img',
    }).map((entry) => entry.action);
    expect(secure).not.toContain('ipv6');
    expect(secure).toContain('firewall-detach');
    expect(secure).not.toContain('uefi');
    expect(secure).not.toContain('sev-on');
    expect(secure).toContain('measured-boot-detach');
    expect(secure).not.toContain('measured-boot-attach');
  });
});

describe('the action forms’ checks', () => {
  it('rename: trims, and refuses a blank name', () => {
    expect(renameRequest({ name: '  web-2 ' })).toEqual({ ok: true, body: { name: 'web-2' } });
    expect(renameRequest({ name: '   ' })).toEqual({ ok: false, problems: { name: 'Enter a name.' } });
  });

  it('attach: only an offered group', () => {
    const group = { id: 'g1', description: 'Web' } as never;
    expect(firewallGroupRequest({ groupId: 'g1' }, [group])).toEqual({ ok: true, body: group });
    expect(firewallGroupRequest({ groupId: 'gone' }, [group])).toEqual({
      ok: false,
      problems: { groupId: 'Choose a firewall group.' },
    });
  });

  it('reinstall: a template and the exact name, each problem on its field', () => {
    const templates = [{ id: 112, name: 'Debian 13', family: 'debian' }];
    expect(reinstallRequest({ osId: '112', typed: 'web-1' }, templates, 'web-1')).toEqual({
      ok: true,
      body: templates[0],
    });
    expect(reinstallRequest({ osId: '', typed: 'web' }, templates, 'web-1')).toEqual({
      ok: false,
      problems: { osId: 'Choose an operating system.', typed: 'Type the VM’s name exactly.' },
    });
  });

  it('measured boot: one of the images', () => {
    const image = { id: 'i1', filename: 'a.efi' } as never;
    expect(measuredBootRequest({ imageId: 'i1' }, [image])).toEqual({ ok: true, body: image });
    expect(measuredBootRequest({ imageId: '' }, [image])).toEqual({
      ok: false,
      problems: { imageId: 'Choose an image.' },
    });
  });

  it('reverse DNS: a full domain name, sent trimmed', () => {
    expect(rdnsRequest({ domain: ' mail.example.com ' })).toEqual({ ok: true, body: { domain: 'mail.example.com' } });
    expect(rdnsRequest({ domain: 'localhost' })).toMatchObject({ ok: false, problems: { domain: expect.any(String) } });
  });

  it('places a refused change on the form, with its code', () => {
    expect(placeVmChangeError(new ApiError({ status: 400, code: 'SEV_NOT_SUPPORTED' }))).toMatchObject({
      field: 'form',
      code: 'SEV_NOT_SUPPORTED',
      message: expect.stringMatching(/host cluster/) as unknown,
    });
  });
});
