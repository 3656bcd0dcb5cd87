import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useFirewallRuleList } from '../../api/resources/firewalls';
import { useIpLists } from '../../api/resources/ipLists';
import type { FirewallGroup, FirewallRule } from '../../api/types';
import { Button } from '../../ui/controls/Button';
import { PlusIcon, SwapIcon, TrashIcon } from '../../ui/icons';
import { DataTable, DeleteRowButton, EditRowButton, RowActionButton } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { SelectionBar } from '../../ui/list/SelectionBar';
import { useRowSelection } from '../../ui/list/useRowSelection';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { usePreparedSearch } from '../../ui/list/usePreparedSearch';
import { searchBinding, filterBinding } from '../../ui/list/bindings';
import { useToast } from '../../ui/feedback/Toasts';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { AddRuleDialog } from './AddRuleDialog';
import { ChangeRuleDialog } from './ChangeRuleDialog';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { EditRuleDialog } from './EditRuleDialog';
import { ruleColumns, ruleLabel } from './ruleColumns';
import { RULE_LIST, ruleSearchText, toRuleRows, visibleRuleRows, type RuleRow, type RulesTableRow } from './ruleRows';
import { Note } from '../../ui/feedback/Note';
import { FilterSelect } from '../../ui/list/FilterSelect';

const NOUN = { one: 'rule', other: 'rules' };

const IP_FILTER = { label: 'IP version', options: { '': 'IPv4 and IPv6', v4: 'IPv4', v6: 'IPv6' } };
const PROTOCOL_FILTER = { label: 'Protocol', options: { '': 'All protocols', tcp: 'TCP', udp: 'UDP', icmp: 'ICMP' } };
const SOURCE_FILTER = {
  label: 'Source kind',
  options: { '': 'All sources', address: 'Addresses', provider: 'Providers', list: 'IP lists' },
};

const ruleRowKey = (row: RulesTableRow) => (row.kind === 'drop' ? row.drop.key : row.rule.id);
const ruleRowName = (row: RulesTableRow) => (row.kind === 'drop' ? row.drop.key : ruleLabel(row));
const isRule = (row: RulesTableRow): row is RuleRow => row.kind === 'rule';
/** Loaded when first opened: nothing of it is needed before the rules are shown. */
const DeleteRulesDialog = lazy(() =>
  import('./DeleteRulesDialog').then((module) => ({ default: module.DeleteRulesDialog })),
);

type RuleAction =
  | { kind: 'add' }
  | { kind: 'edit'; rule: FirewallRule }
  | { kind: 'change'; rule: FirewallRule }
  | { kind: 'delete'; row: RuleRow };

/** A group's rules: the list (or, when the server cannot list them, those added in this tab) and their actions. */
export function GroupRules({ teamId, group }: { teamId: string; group: FirewallGroup }) {
  const toast = useToast();
  const ruleList = useFirewallRuleList(teamId, group.id);
  const rulesAbsent = ruleList.source === 'tab';
  const ruleDeleteAbsent = useOperationAbsent('firewallRules.delete');
  const ipLists = useIpLists(teamId);
  const list = useListParams(RULE_LIST);
  const { params } = list;

  const [action, setAction] = useState<RuleAction | null>(null);
  const close = () => setAction(null);
  const [highlightId, setHighlightId] = useHighlight();

  const rules = ruleList.items;
  const listNames = useMemo(
    () => new Map((ipLists.data?.ip_lists ?? []).map((ipList) => [ipList.id.toLowerCase(), ipList.name])),
    [ipLists.data],
  );
  const ruleRows = useMemo(() => toRuleRows(rules, (id) => listNames.get(id.toLowerCase())), [rules, listNames]);
  const rows = useMemo(() => visibleRuleRows(ruleRows, params), [ruleRows, params]);
  usePreparedSearch(ruleRows, ruleSearchText);
  const selection = useRowSelection({
    rows,
    all: ruleRows,
    getRowKey: ruleRowKey,
    nameOf: ruleRowName,
    canSelect: isRule,
  });
  const [deletingMany, setDeletingMany] = useState<readonly RuleRow[] | null>(null);
  // The same functions from render to render, so a keystroke re-renders only the rows it changes.
  const rowActions = useCallback(
    (row: RulesTableRow) =>
      row.kind === 'drop' ? null : (
        <>
          <EditRowButton name={ruleLabel(row)} onClick={() => setAction({ kind: 'edit', rule: row.rule })} />
          {/* A new port or source is a new rule and the old one removed: without the removal, no change. */}
          {ruleDeleteAbsent ? null : (
            <RowActionButton
              label={`Change port or source of ${ruleLabel(row)}`}
              icon={<SwapIcon className="size-3.5" />}
              onClick={() => setAction({ kind: 'change', rule: row.rule })}
            />
          )}
          {ruleDeleteAbsent ? null : (
            <DeleteRowButton name={ruleLabel(row)} onClick={() => setAction({ kind: 'delete', row })} />
          )}
        </>
      ),
    [ruleDeleteAbsent],
  );
  const rowClassName = useCallback(
    (row: RulesTableRow) =>
      row.kind === 'drop' ? 'bg-surface-sunken/60' : row.rule.id === highlightId && HIGHLIGHT_ROW_CLASS,
    [highlightId],
  );
  const columns = useMemo(() => ruleColumns(teamId), [teamId]);

  const loading = ruleList.isPending;
  const rulesError = ruleList.error;
  const addButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={() => setAction({ kind: 'add' })}>
      Add rule
    </Button>
  );

  return (
    <>
      {rulesAbsent ? (
        <Note>
          This server does not list a group’s rules. Shown here are the rules added in this browser tab
          {group.rule_count > rules.length ? `; the group has ${group.rule_count} in all` : ''}.
        </Note>
      ) : null}
      {!loading && !rulesError && rules.length === 0 ? (
        <Note tone="warning">This group has no rules yet, so servers in it drop all incoming traffic.</Note>
      ) : null}

      <ListToolbar
        {...searchBinding(list, { label: 'Search rules', by: 'port, source or description' })}
        filters={
          <>
            <FilterSelect {...filterBinding(list, 'ip', IP_FILTER)} />
            <FilterSelect {...filterBinding(list, 'protocol', PROTOCOL_FILTER)} />
            <FilterSelect {...filterBinding(list, 'source', SOURCE_FILTER)} />
          </>
        }
        count={
          loading || rulesError
            ? null
            : {
                shown: rows.filter((row) => row.kind === 'rule').length,
                total: ruleRows.length,
                noun: NOUN,
                narrowed: list.narrowed,
              }
        }
        exportable={loading || rulesError ? null : { noun: NOUN, rows, columns }}
        actions={addButton}
      />

      {ruleDeleteAbsent ? null : (
        <SelectionBar count={selection.rows.length} hidden={selection.hidden} noun={NOUN} onClear={selection.clear}>
          <Button
            size="sm"
            variant="danger"
            icon={<TrashIcon className="size-3.5" />}
            onClick={() => setDeletingMany(selection.rows.filter(isRule))}
          >
            Delete selected
          </Button>
        </SelectionBar>
      )}
      <DataTable
        label="Rules"
        columns={columns}
        rows={rows}
        getRowKey={ruleRowKey}
        selection={ruleDeleteAbsent ? undefined : selection.table}
        // The two drop rules are always there, so an empty group still shows them.
        totalCount={ruleRows.length + 2}
        noun={NOUN}
        sort={list.sort}
        onSort={list.toggleSort}
        rowActions={rowActions}
        // Edit, change port or source, delete.
        actionsWidth="w-[7rem]"
        rowClassName={rowClassName}
        {...loadState(ruleList, 'Rules could not be loaded')}
        noMatch={{
          description: params.q ? (
            <>No rule has a port, source or description containing “{params.q}”.</>
          ) : (
            'No rule matches these filters.'
          ),
          onClear: list.clear,
          clearLabel: 'Clear search and filters',
        }}
        className="min-w-[40rem] xl:min-w-[60rem]"
      />

      <AddRuleDialog
        teamId={teamId}
        groupId={group.id}
        open={action?.kind === 'add'}
        existingRules={rules}
        onClose={close}
        onCreated={(rule) => {
          close();
          setHighlightId(rule.id);
          toast.show('Rule added.');
        }}
      />
      <EditRuleDialog
        teamId={teamId}
        groupId={group.id}
        rule={action?.kind === 'edit' ? action.rule : null}
        onClose={close}
        onSaved={(rule) => {
          close();
          setHighlightId(rule.id);
          toast.show('Rule description saved.');
        }}
      />
      <ChangeRuleDialog
        teamId={teamId}
        groupId={group.id}
        rule={action?.kind === 'change' ? action.rule : null}
        groupRules={rules}
        onClose={close}
        onAdded={(rule) => setHighlightId(rule.id)}
      />
      {deletingMany ? (
        <Suspense fallback={null}>
          <DeleteRulesDialog
            teamId={teamId}
            groupId={group.id}
            rows={deletingMany}
            onClose={(deleted) => {
              setDeletingMany(null);
              selection.unselect(deleted);
            }}
          />
        </Suspense>
      ) : null}
      <DeleteRuleDialog
        teamId={teamId}
        groupId={group.id}
        target={action?.kind === 'delete' ? action.row.rule : null}
        sourceText={action?.kind === 'delete' ? action.row.source : undefined}
        onClose={close}
        onUnsupported={() => {
          close();
          toast.show('This server does not offer deleting rules.', 'error');
        }}
      />
    </>
  );
}
