import { useState } from 'react';
import { isOperationAbsent } from '../../api/errors';
import { useDeleteFirewallRule } from '../../api/firewalls';
import type { FirewallRule } from '../../api/types';
import { describePort, describeProtocol, describeRuleSource } from '../../lib/firewallRule';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export function DeleteRuleDialog({
  teamId,
  groupId,
  rule,
  sourceText,
  onClose,
  onDeleted,
  onUnsupported,
}: {
  teamId: string;
  groupId: string;
  rule: FirewallRule | null;
  /** How the page shows the rule's source (an IP list by its name). */
  sourceText?: string;
  onClose: () => void;
  onDeleted: (rule: FirewallRule) => void;
  onUnsupported: () => void;
}) {
  const remove = useDeleteFirewallRule(teamId, groupId);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={rule !== null}
      onClose={close}
      title="Delete rule"
      confirmLabel="Delete rule"
      destructive
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        if (!rule) return;
        setError(null);
        remove.mutate(rule.id, {
          onSuccess: () => onDeleted(rule),
          onError: (failure) => {
            if (isOperationAbsent(failure)) onUnsupported();
            else setError(failure);
          },
        });
      }}
    >
      {rule ? (
        <>
          <p>
            Stop allowing{' '}
            <strong className="font-medium text-fg">
              {describeProtocol(rule)} {describePort(rule)}
            </strong>{' '}
            from <span className="font-mono text-xs text-fg">{sourceText ?? describeRuleSource(rule)}</span>? Servers in
            this group drop that traffic at once.
          </p>
          {rule.desc ? (
            <p className="mt-2 text-fg-subtle [overflow-wrap:anywhere]">
              “<bdi>{rule.desc}</bdi>”
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
