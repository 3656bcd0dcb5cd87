import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { validateRuleDraft } from '../../lib/firewallRule';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import { visibleProblems } from '../../ui/form/useForm';
import { checkedRule, draftOf, EMPTY_RULE_FORM, placeRuleError, RULE_JUDGE, type RuleFormValues } from './ruleForm';

const LIST = '9f34ad03-ea10-49fa-ae46-75066926ebe8';
const form = (changes: Partial<RuleFormValues>): RuleFormValues => ({ ...EMPTY_RULE_FORM, ...changes });
const validate = (values: RuleFormValues) => validateRuleDraft(draftOf(values), []);

describe('the add-rule form', () => {
  it('sends an address normalised, with its prefix as subnet_size', () => {
    const result = validate(form({ port: '443', address: '203.0.113.77/24', desc: '  partners ' }));
    expect(result).toEqual({
      ok: true,
      body: { protocol: 'tcp', port: '443', subnet: '203.0.113.0', subnet_size: '24', desc: 'partners' },
      ipType: 'v4',
      notices: ['Host bits are set: 203.0.113.0/24 will be stored.'],
    });
  });

  it('sends a provider or an IP list with subnet_size 0, and no port for icmp', () => {
    expect(
      validate(form({ protocol: 'icmp', port: '22', sourceKind: 'special', special: 'HetrixTools' })),
    ).toMatchObject({
      ok: true,
      body: { protocol: 'icmp', subnet: 'HetrixTools', subnet_size: '0' },
    });
    const list = validate(form({ port: '9100', sourceKind: 'ipList', ipListId: LIST }));
    expect(list).toMatchObject({
      ok: true,
      body: { port: '9100', subnet: `list:${LIST}`, subnet_size: '0' },
      ipType: null,
    });
    expect(list.ok && 'ip_type' in list.body).toBe(false);
    expect(list.ok && 'port' in list.body).toBe(true);
    const icmp = validate(form({ protocol: 'icmp', address: '192.0.2.1' }));
    expect(icmp.ok && 'port' in icmp.body).toBe(false);
  });

  it('keeps the value of each source kind when switching between them', () => {
    const values = form({ address: '192.0.2.1', special: 'Cloudflare', sourceKind: 'special' });
    expect(draftOf(values).source).toEqual({ kind: 'special', name: 'Cloudflare' });
    expect(draftOf({ ...values, sourceKind: 'address' }).source).toEqual({ kind: 'address', text: '192.0.2.1' });
  });

  it('judges only what was typed until the user submits', () => {
    const shown = (values: RuleFormValues, submitted: boolean) => {
      const checked = checkedRule(values, validate(values));
      if (checked.ok) throw new Error('expected problems');
      return visibleProblems(checked.problems, values, { submitted, judge: RULE_JUDGE });
    };
    expect(shown(form({}), false)).toEqual({});
    const problem = expect.any(String) as unknown;
    expect(shown(form({}), true)).toEqual({ address: problem, port: problem });
    expect(shown(form({ port: '70000' }), false)).toEqual({ port: problem });
    expect(shown(form({ sourceKind: 'special', port: '22' }), true)).toEqual({ special: problem });
  });

  it('places the server’s refusals on their fields', () => {
    expect(placeRuleError(new ApiError({ status: 400, code: 'INVALID_PORT' })).field).toBe('port');
    expect(placeRuleError(new ApiError({ status: 400, code: 'IP_LIST_NOT_FOUND' })).field).toBe('source');
    expect(placeRuleError(new ApiError({ status: 400, code: 'DESCRIPTION_TOO_LONG' })).field).toBe('desc');
    const duplicate = placeRuleError(new ApiError({ status: 400, code: 'DUPLICATE_RULE' }));
    expect(duplicate).toMatchObject({ field: 'form', code: 'DUPLICATE_RULE' });
    expect(duplicate.message).toMatch(/^An identical rule already exists in this group\./);
    expect(placeRuleError(new ApiError({ status: 404, code: 'NOT_FOUND' })).message).toMatch(
      /firewall group no longer exists/,
    );
  });

  it('shows code-less refusals above the buttons in the operation’s words', () => {
    const template = '/network/firewalls/{firewall_id}/rules';
    expect(placeRuleError(codelessError('POST', template, 400))).toEqual(
      formLevelRefusal(400, `${centralSentence('POST', template, 400)} The list has been refreshed.`),
    );
    expect(placeRuleError(codelessError('POST', template, 404))).toEqual(
      formLevelRefusal(404, 'This firewall group no longer exists, or belongs to another team.'),
    );
  });
});
