import { useMemo } from 'react';
import { useBatch } from '../../api/cache/useBatch';
import { firewallRuleDeletes } from '../../api/resources/firewalls';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';
import { ruleLabel } from './ruleColumns';
import type { RuleRow } from './ruleRows';

/** Deleting the selected rules of a group: loaded when first opened (GroupRules), so the list never waits for it. */
export function DeleteRulesDialog({
  teamId,
  groupId,
  rows,
  onClose,
}: {
  teamId: string;
  groupId: string;
  rows: readonly RuleRow[];
  onClose: (deleted: readonly string[]) => void;
}) {
  const action = useMemo(() => firewallRuleDeletes(teamId, groupId), [teamId, groupId]);
  const rules = useMemo(() => rows.map((row) => ({ rule: row.rule, label: ruleLabel(row) })), [rows]);
  const batch = useBatch(action, rules);
  const count = rows.length;
  const rulesText = count === 1 ? '1 rule' : `${count} rules`;
  return (
    <BulkActionDialog
      title={`Delete ${rulesText}`}
      message={`Stop allowing the traffic ${count === 1 ? 'this rule allows' : `these ${count} rules allow`}? Servers in this group drop it at once.`}
      confirmLabel={`Delete ${rulesText}`}
      doneWord="deleted"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  );
}
