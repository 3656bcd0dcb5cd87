import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { expectRefusedField } from '../../test/formSteps';
import { centralSentence, codelessError } from '../../test/codeless';
import type { FirewallRule } from '../../api/types';
import { EditRuleDialog } from './EditRuleDialog';
import { configureApi } from '../../api/http/client';

// The forms describe their request by the API's address.
configureApi({ baseUrl: '/api' });

const TEMPLATE = '/network/firewalls/{firewall_id}/rules/{rule_id}';
const { updateRule } = vi.hoisted(() => ({
  updateRule: vi.fn<(input: { ruleId: string; desc: string }) => Promise<unknown>>(),
}));
// The planned requests are the module's own: only the hooks are replaced.
vi.mock('../../api/resources/firewalls', async (original) => ({
  ...(await original<typeof import('../../api/resources/firewalls')>()),
  useUpdateFirewallRule: () => useMutation({ mutationFn: updateRule }),
}));

const RULE: FirewallRule = {
  id: '5c0e4f7a-8b1d-4e2f-9a3b-6c7d8e9f0a1b',
  group: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  ip_type: 'v4',
  action: 'allow',
  protocol: 'tcp',
  port: '22',
  subnet: '198.51.100.0',
  subnet_size: 28,
  desc: 'ssh',
};

function renderDialog() {
  return renderForm(
    <EditRuleDialog teamId="t1" groupId={RULE.group} rule={RULE} onClose={() => undefined} onSaved={() => undefined} />,
  );
}

const descField = () => screen.getByRole('textbox', { name: /^Description/ });

async function saveNewDescription(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(descField());
  await user.type(descField(), 'ssh from the office');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('EditRuleDialog', () => {
  beforeEach(() => {
    updateRule.mockReset();
  });

  it('puts a code-less 400 on the description, in the operation’s words', async () => {
    updateRule.mockRejectedValue(codelessError('PATCH', TEMPLATE, 400));
    const user = renderDialog();
    await saveNewDescription(user);
    await expectRefusedField(descField, 'The rule’s description was refused. Use 255 characters or fewer.');
    expect(screen.getAllByText(/description was refused/)).toHaveLength(1);
  });

  it('shows a code-less 404 above the buttons, in the operation’s words', async () => {
    updateRule.mockRejectedValue(codelessError('PATCH', TEMPLATE, 404));
    const user = renderDialog();
    await saveNewDescription(user);
    expect(await screen.findByText(centralSentence('PATCH', TEMPLATE, 404))).toBeInTheDocument();
    expect(centralSentence('PATCH', TEMPLATE, 404)).toBe(
      'This firewall rule no longer exists, or belongs to another team.',
    );
    expect(descField()).not.toHaveAttribute('aria-invalid', 'true');
  });
});
