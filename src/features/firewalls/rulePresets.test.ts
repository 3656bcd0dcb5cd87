import { describe, expect, it } from 'vitest';
import { EMPTY_RULE_FORM, type RuleFormValues } from './ruleForm';
import { presetOf, presetSummary, RULE_PRESETS, withPreset, type RulePreset } from './rulePresets';

const preset = (id: RulePreset['id']): RulePreset => {
  const found = RULE_PRESETS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};
const form = (changes: Partial<RuleFormValues>): RuleFormValues => ({ ...EMPTY_RULE_FORM, ...changes });

describe('rule presets', () => {
  it('offers SSH, HTTP, HTTPS, ping and the two database ports', () => {
    expect(RULE_PRESETS.map(presetSummary)).toEqual([
      'SSH: TCP port 22',
      'HTTP: TCP port 80',
      'HTTPS: TCP port 443',
      'Ping: ICMP',
      'PostgreSQL: TCP port 5432',
      'MySQL: TCP port 3306',
    ]);
  });

  it('fills protocol, port and an empty description, and leaves the source as typed', () => {
    const typed = form({ protocol: 'udp', port: '53', address: '203.0.113.0/24', sourceKind: 'address' });
    expect(withPreset(typed, preset('ssh'))).toEqual({ ...typed, protocol: 'tcp', port: '22', desc: 'SSH' });
    const provider = form({ sourceKind: 'special', special: 'Cloudflare' });
    expect(withPreset(provider, preset('https'))).toMatchObject({ sourceKind: 'special', special: 'Cloudflare' });
  });

  it('keeps a description the person wrote, but replaces one another preset filled in', () => {
    expect(withPreset(form({ desc: 'from the office' }), preset('http')).desc).toBe('from the office');
    const ssh = withPreset(form({}), preset('ssh'));
    expect(withPreset(ssh, preset('mysql'))).toMatchObject({ protocol: 'tcp', port: '3306', desc: 'MySQL' });
  });

  it('ping chooses ICMP and keeps the typed port for a switch back', () => {
    expect(withPreset(form({ port: '8080' }), preset('ping'))).toMatchObject({
      protocol: 'icmp',
      port: '8080',
      desc: 'Ping',
    });
  });

  it('knows which preset the protocol and port are, whoever typed them', () => {
    expect(presetOf(form({ protocol: 'tcp', port: ' 443 ' }))?.id).toBe('https');
    expect(presetOf(form({ protocol: 'udp', port: '443' }))).toBeUndefined();
    expect(presetOf(form({ protocol: 'icmp', port: '9' }))?.id).toBe('ping');
    expect(presetOf(form({ protocol: 'tcp', port: '' }))).toBeUndefined();
  });
});
