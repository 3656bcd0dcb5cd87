// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootFacts, parseRememberedBoot, rememberBootChange, withChange } from './bootSettings';
import { readTabMemory } from '../capabilities/tabMemory';
import { bootFactText, bootModeWords } from '../../features/vms/bootFactText';
import { vmMenuEntries } from '../../features/vms/actions/vmActionMenu';
import type { Vm } from '../types';

const unreported = { use_uefi: undefined, sev_enabled: undefined, uki_image_id: undefined };

afterEach(() => sessionStorage.clear());

describe('boot settings this tab set', () => {
  it('remembers an accepted boot-mode change per VM, with when, and nothing for other settings', () => {
    rememberBootChange('t1', 'vm-1', { use_uefi: true }, 1000);
    rememberBootChange('t1', 'vm-1', { name: 'web-2' }, 2000);
    expect(readTabMemory('vms.boot.t1', parseRememberedBoot)).toEqual({ 'vm-1': { uefi: { value: true, at: 1000 } } });
    expect(bootFacts(unreported, readTabMemory('vms.boot.t1', parseRememberedBoot)['vm-1']).uefi).toEqual({
      source: 'here',
      value: true,
      at: 1000,
    });
  });

  it('SEV on implies UEFI; SEV off ends measured boot; attach and detach are remembered', () => {
    const on = withChange({}, { enable_sev: true }, 5);
    expect(on).toEqual({ sev: { value: true, at: 5 }, uefi: { value: true, at: 5 } });
    const attached = withChange(on, { attachImage: 'img' }, 6);
    expect(attached.ukiImageId).toEqual({ value: 'img', at: 6 });
    expect(withChange(attached, { enable_sev: false }, 7).ukiImageId).toEqual({ value: null, at: 7 });
    expect(withChange(attached, { detachImage: true }, 8).ukiImageId).toEqual({ value: null, at: 8 });
  });

  it('a value the server sends wins over what this tab set; nothing known is unknown', () => {
    const remembered = { uefi: { value: true, at: 1 } };
    expect(bootFacts({ ...unreported, use_uefi: false }, remembered).uefi).toEqual({ source: 'server', value: false });
    expect(bootFacts(unreported, undefined).sev).toEqual({ source: 'unknown' });
  });

  it('ignores what is malformed in storage', () => {
    expect(parseRememberedBoot({ a: { uefi: { value: 'yes', at: 1 } }, b: 3 })).toEqual({ a: {} });
    expect(parseRememberedBoot('x')).toEqual({});
  });

  it('says where a fact comes from', () => {
    const now = 10 * 60_000;
    expect(bootFactText({ source: 'here', value: true, at: now - 2 * 60_000 }, bootModeWords, now)).toBe(
      'UEFI · set here 2 minutes ago',
    );
    expect(bootFactText({ source: 'server', value: false }, bootModeWords, now)).toBe('Legacy BIOS');
    expect(bootFactText({ source: 'unknown' }, bootModeWords, now)).toBe('Not reported by the API');
  });
});

describe('the menu offers what makes sense from what is known', () => {
  const vm = { id: 'vm-1', name: 'web-1', main_ipv6: '', firewall_group_id: null, ...unreported } as unknown as Vm;
  const actions = (remembered?: Parameters<typeof bootFacts>[1]) =>
    vmMenuEntries(vm, bootFacts(vm, remembered)).map((entry) => entry.action);

  it('unknown: both boot modes, both SEV ways, and detach (its dialog says it is not known)', () => {
    expect(actions()).toEqual(expect.arrayContaining(['uefi', 'bios', 'sev-on', 'sev-off', 'measured-boot-detach']));
  });

  it('UEFI set here: only legacy BIOS is offered', () => {
    const offered = actions({ uefi: { value: true, at: 1 } });
    expect(offered).toContain('bios');
    expect(offered).not.toContain('uefi');
  });

  it('detached here: no detach; attached here: detach and no attach', () => {
    expect(actions({ ukiImageId: { value: null, at: 1 } })).not.toContain('measured-boot-detach');
    const attached = actions({ ukiImageId: { value: 'img', at: 1 } });
    expect(attached).toContain('measured-boot-detach');
    expect(attached).not.toContain('measured-boot-attach');
  });
});
