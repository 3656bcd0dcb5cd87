import { whenAbsent } from '../../api/capabilities/capabilities';
import { firewallRequests, useDeleteFirewallRule } from '../../api/resources/firewalls';
import { describePlanned } from '../../api/http/apiRequest';
import type { FirewallRule } from '../../api/types';
import { describePort, describeProtocol, describeRuleSource } from '../../lib/firewallRule';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';

export function DeleteRuleDialog({
  teamId,
  groupId,
  sourceText,
  onUnsupported,
  ...dialog
}: DeleteDialogProps<FirewallRule> & {
  groupId: string;
  /** How the page shows the rule's source (an IP list by its name). */
  sourceText?: string;
  onUnsupported: () => void;
}) {
  return (
    <DeleteAction
      noun="rule"
      mutation={useDeleteFirewallRule(teamId, groupId)}
      request={(target) => describePlanned(firewallRequests.deleteRule(teamId, groupId, target.id))}
      {...whenAbsent(onUnsupported)}
      doneText={() => 'Rule deleted.'}
      {...dialog}
    >
      {(target) => (
        <>
          <p>
            Stop allowing{' '}
            <strong className="font-medium text-fg">
              {describeProtocol(target)} {describePort(target)}
            </strong>{' '}
            from <span className="font-mono text-xs text-fg">{sourceText ?? describeRuleSource(target)}</span>? Servers
            in this group drop that traffic at once.
          </p>
          {target.desc ? (
            <p className="mt-2 text-fg-subtle [overflow-wrap:anywhere]">
              “<bdi>{target.desc}</bdi>”
            </p>
          ) : null}
        </>
      )}
    </DeleteAction>
  );
}
