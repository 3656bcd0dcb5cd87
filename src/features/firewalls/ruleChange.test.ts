import { describe, expect, it } from 'vitest';
import type { FirewallRule } from '../../api/types';
import { checkRuleChange, ruleChangeSteps, ruleFormValuesOf } from './ruleChange';
import { SSH_RULE } from './testRules';

const LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const rule = (changes: Partial<FirewallRule>): FirewallRule => ({ ...SSH_RULE, ...changes });
const SSH = rule({});
const HTTPS = rule({ id: 'r2', port: '443', subnet: '0.0.0.0', subnet_size: 0, desc: 'HTTPS' });

describe('the change of a rule’s port or source', () => {
  it('starts from the rule as it is, whatever its source', () => {
    expect(ruleFormValuesOf(SSH)).toEqual({
      protocol: 'tcp',
      port: '22',
      sourceKind: 'address',
      address: '198.51.100.0/28',
      special: '',
      ipListId: '',
      desc: 'SSH from the office',
    });
    expect(ruleFormValuesOf(rule({ subnet: 'Cloudflare', subnet_size: '0' }))).toMatchObject({
      sourceKind: 'special',
      special: 'Cloudflare',
      address: '',
    });
    expect(ruleFormValuesOf(rule({ subnet: `list:${LIST}`, subnet_size: 0 }))).toMatchObject({
      sourceKind: 'ipList',
      ipListId: LIST,
    });
    expect(ruleFormValuesOf(rule({ protocol: 'ipv6-icmp', port: '', subnet: '::', subnet_size: 0 }))).toMatchObject({
      protocol: 'icmp',
      port: '',
      address: '::/0',
    });
  });

  it('sends nothing when the port and source are the rule’s own, however they are typed', () => {
    const values = { ...ruleFormValuesOf(SSH), port: ' 22 ', address: '198.51.100.7/28' };
    expect(checkRuleChange(values, SSH, [SSH, HTTPS])).toEqual({ ok: true, body: { kind: 'unchanged' } });
  });

  it('adds the new rule with the old one’s protocol and description', () => {
    const values = { ...ruleFormValuesOf(SSH), port: '2222' };
    expect(checkRuleChange(values, SSH, [SSH, HTTPS])).toEqual({
      ok: true,
      body: {
        kind: 'replace',
        body: { protocol: 'tcp', port: '2222', subnet: '198.51.100.0', subnet_size: '28', desc: 'SSH from the office' },
      },
    });
  });

  it('refuses a change into another rule of the group, and a port that is no port', () => {
    const intoHttps = { ...ruleFormValuesOf(SSH), port: '443', address: '0.0.0.0/0' };
    expect(checkRuleChange(intoHttps, SSH, [SSH, HTTPS])).toMatchObject({ ok: false });
    expect(checkRuleChange({ ...ruleFormValuesOf(SSH), port: '70000' }, SSH, [SSH])).toMatchObject({
      ok: false,
      problems: { port: expect.any(String) },
    });
  });

  it('lists each step with how it went', () => {
    const created = rule({ id: 'r3', port: '2222' });
    expect(ruleChangeSteps({ stage: 'adding' })).toEqual([{ text: 'Adding the new rule…', state: 'running' }]);
    expect(ruleChangeSteps({ stage: 'refused' })).toEqual([
      { text: 'New rule not added', state: 'failed', detail: 'The old rule is kept: nothing changed.' },
    ]);
    expect(ruleChangeSteps({ stage: 'removing', created }).map((step) => step.state)).toEqual(['done', 'running']);
    expect(ruleChangeSteps({ stage: 'removed', created })).toEqual([
      { text: 'New rule added', state: 'done' },
      { text: 'Old rule removed', state: 'done' },
    ]);
    expect(ruleChangeSteps({ stage: 'remove-failed', created, reason: 'The server could not be reached.' })).toEqual([
      { text: 'New rule added', state: 'done' },
      { text: 'Old rule not removed', state: 'failed', detail: 'The server could not be reached.' },
    ]);
  });
});
