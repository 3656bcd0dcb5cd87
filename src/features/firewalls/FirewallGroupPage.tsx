import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities';
import { isApiError, isOperationAbsent } from '../../api/errors';
import { useFirewallGroup, useFirewallRules } from '../../api/firewalls';
import { useIpLists } from '../../api/ipLists';
import type { FirewallGroup, FirewallRule } from '../../api/types';
import { useVms } from '../../api/vms';
import { isolatedText } from '../../ui/detail';
import { Button } from '../../ui/Button';
import { Breadcrumb, DetailFrame, FactsAndTableSkeleton } from '../../ui/DetailFrame';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import {
  CopyableText,
  DataTable,
  ListToolbar,
  RowActionButton,
  TimeCell,
  useListParams,
  usePreparedSearch,
} from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/Toasts';
import { usePageTitle } from '../../ui/usePageTitle';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/useHighlight';
import { AddRuleDialog } from './AddRuleDialog';
import { DeleteGroupDialog, type VmRef } from './DeleteGroupDialog';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { EditRuleDialog } from './EditRuleDialog';
import { groupName } from './groupRows';
import { RenameGroupDialog } from './RenameGroupDialog';
import { ruleColumns, ruleLabel } from './ruleColumns';
import { ruleForSession } from './ruleForm';
import { RULE_LIST, ruleSearchText, toRuleRows, visibleRuleRows, type RuleRow, type RulesTableRow } from './ruleRows';
import { useRememberedGroups, useSessionRules } from './sessionStore';
import { FactList } from '../../ui/FactList';
import { Note } from '../../ui/Note';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { firewallGroupIdOf } from '../../api/vmFirewallGroup';
import { paths } from '../../lib/paths';

const NOUN = { one: 'rule', other: 'rules' };

const IP_FILTER = [
  { value: '', label: 'IPv4 and IPv6' },
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
];
const PROTOCOL_FILTER = [
  { value: '', label: 'All protocols' },
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
];
const SOURCE_FILTER = [
  { value: '', label: 'All sources' },
  { value: 'address', label: 'Addresses' },
  { value: 'provider', label: 'Providers' },
  { value: 'list', label: 'IP lists' },
];

export function FirewallGroupPage() {
  const { teamId = '', groupId = '' } = useParams();
  const group = useFirewallGroup(teamId, groupId);
  usePageTitle(group.data ? `${isolatedText(groupName(group.data))} · Firewalls` : 'Firewall group');
  const firewallsPath = paths.firewallGroups(teamId);

  const notFound = isApiError(group.error) && (group.error.code === 'NOT_FOUND' || group.error.status === 404);
  return (
    <DetailFrame
      nav={<Breadcrumb to={firewallsPath} label="Firewalls" current={groupId} />}
      data={group.data}
      pending={group.isPending}
      error={group.error}
      notFound={notFound}
      onRetry={() => void group.refetch()}
      retrying={group.isFetching}
      loadingHeading="Firewall group"
      skeleton={<FactsAndTableSkeleton />}
      errorHeading="Firewall group"
      errorHeadingHidden
      errorTitle={notFound ? 'Firewall group not found' : 'The firewall group could not be loaded'}
      errorDetails={
        notFound ? (
          <p className="text-[13px] text-fg-muted">
            No group with the ID <span className="font-mono text-xs">{groupId}</span> exists in this team.{' '}
            <Link to={firewallsPath} className="text-accent-text underline underline-offset-2 hover:no-underline">
              Back to firewalls
            </Link>
          </p>
        ) : null
      }
      className="min-h-0 flex-1 gap-4"
    >
      {(data) => <GroupDetail teamId={teamId} group={data} />}
    </DetailFrame>
  );
}

function GroupDetail({ teamId, group }: { teamId: string; group: FirewallGroup }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remembered = useRememberedGroups(teamId);
  const rulesQuery = useFirewallRules(teamId, group.id);
  const rulesAbsent =
    useOperationAbsent('firewallRules.list') || (rulesQuery.isError && isOperationAbsent(rulesQuery.error));
  const session = useSessionRules(teamId, group.id);
  const updateAbsent = useOperationAbsent('firewalls.update');
  const deleteAbsent = useOperationAbsent('firewalls.delete');
  const ruleDeleteAbsent = useOperationAbsent('firewallRules.delete');
  const ipLists = useIpLists(teamId);
  const vms = useVms(teamId);
  const list = useListParams(RULE_LIST);
  const { params } = list;

  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deletingGroup, setDeletingGroup] = useState(false);
  const [editing, setEditing] = useState<FirewallRule | null>(null);
  const [deleting, setDeleting] = useState<RuleRow | null>(null);
  const [highlightId, setHighlightId] = useHighlight();

  const rules = useMemo(
    () => (rulesAbsent ? session.rules : (rulesQuery.data ?? [])),
    [rulesAbsent, session.rules, rulesQuery.data],
  );
  const listNames = useMemo(
    () => new Map((ipLists.data?.ip_lists ?? []).map((ipList) => [ipList.id.toLowerCase(), ipList.name])),
    [ipLists.data],
  );
  const ruleRows = useMemo(() => toRuleRows(rules, (id) => listNames.get(id.toLowerCase())), [rules, listNames]);
  const rows = useMemo(() => visibleRuleRows(ruleRows, params), [ruleRows, params]);
  usePreparedSearch(ruleRows, ruleSearchText);
  // The same functions from render to render, so a keystroke re-renders only the rows it changes.
  const rowActions = useCallback(
    (row: RulesTableRow) =>
      row.kind === 'drop' ? null : (
        <>
          <RowActionButton
            label={`Edit ${ruleLabel(row)}`}
            icon={<PencilIcon className="size-3.5" />}
            onClick={() => setEditing(row.rule)}
          />
          {ruleDeleteAbsent ? null : (
            <RowActionButton
              label={`Delete ${ruleLabel(row)}`}
              icon={<TrashIcon className="size-3.5" />}
              onClick={() => setDeleting(row)}
              danger
            />
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
  const vmsUsing: VmRef[] | null = vms.data
    ? vms.data.filter((vm) => firewallGroupIdOf(vm) === group.id).map((vm) => ({ id: vm.id, name: vm.name }))
    : null;

  const loading = !rulesAbsent && rulesQuery.isPending;
  const rulesError = !rulesAbsent && rulesQuery.isError ? rulesQuery.error : null;
  const addButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={() => setAdding(true)}>
      Add rule
    </Button>
  );

  return (
    <>
      <PageHeader
        title={groupName(group)}
        description="Firewall group: rules allow traffic in, everything else is dropped."
        actions={
          <>
            {updateAbsent ? null : (
              <Button icon={<PencilIcon className="size-3.5" />} onClick={() => setRenaming(true)}>
                Rename
              </Button>
            )}
            {deleteAbsent ? null : (
              <Button icon={<TrashIcon className="size-3.5" />} onClick={() => setDeletingGroup(true)}>
                Delete group
              </Button>
            )}
          </>
        }
      />

      <FactList
        facts={[
          { term: 'ID', value: <CopyableText value={group.id} copyLabel="Copy group ID" className="max-w-[20rem]" /> },
          { term: 'Rules', value: <span className="tabular-nums">{group.rule_count}</span> },
          {
            term: 'VMs',
            value:
              vmsUsing && vmsUsing.length > 0 ? (
                <span className="flex flex-wrap gap-x-2">
                  <span className="tabular-nums">{group.instance_count}</span>
                  <span className="text-fg-subtle">·</span>
                  {vmsUsing.map((vm, index) => (
                    <span key={vm.id} className="flex min-w-0 max-w-[16rem]">
                      <Link
                        to={paths.vm(teamId, vm.id)}
                        className="truncate text-accent-text hover:underline"
                        title={vm.name}
                      >
                        {vm.name}
                      </Link>
                      {index < vmsUsing.length - 1 ? ',' : null}
                    </span>
                  ))}
                </span>
              ) : (
                <span className="tabular-nums">{group.instance_count}</span>
              ),
          },
          { term: 'Created', value: <TimeCell value={group.created} /> },
          { term: 'Updated', value: <TimeCell value={group.updated} /> },
        ]}
      />

      {rulesAbsent ? (
        <Note>
          This server does not list a group’s rules. Shown here are the rules added in this browser tab
          {group.rule_count > session.rules.length ? `; the group has ${group.rule_count} in all` : ''}.
        </Note>
      ) : null}
      {!loading && !rulesError && rules.length === 0 ? (
        <Note tone="warning">This group has no rules yet, so servers in it drop all incoming traffic.</Note>
      ) : null}

      <ListToolbar
        searchLabel="Search rules"
        searchPlaceholder="Search by port, source or description"
        search={params.q}
        onSearchChange={(q) => list.setParams({ q })}
        filters={
          <>
            <FilterSelect
              label="IP version"
              value={params.ip}
              options={IP_FILTER}
              onChange={(ip) => list.setParams({ ip })}
            />
            <FilterSelect
              label="Protocol"
              value={params.protocol}
              options={PROTOCOL_FILTER}
              onChange={(protocol) => list.setParams({ protocol })}
            />
            <FilterSelect
              label="Source kind"
              value={params.source}
              options={SOURCE_FILTER}
              onChange={(source) => list.setParams({ source })}
            />
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
        actions={addButton}
      />

      <DataTable
        label="Rules"
        columns={columns}
        rows={rows}
        getRowKey={(row: RulesTableRow) => (row.kind === 'drop' ? row.drop.key : row.rule.id)}
        // The two drop rules are always there, so an empty group still shows them.
        totalCount={ruleRows.length + 2}
        noun={NOUN}
        sort={list.sort}
        onSort={list.toggleSort}
        rowActions={rowActions}
        rowClassName={rowClassName}
        isLoading={loading}
        error={rulesError}
        errorTitle="Rules could not be loaded"
        onRetry={() => void rulesQuery.refetch()}
        retrying={rulesQuery.isFetching}
        noMatch={{
          description: params.q ? (
            <>No rule has a port, source or description containing “{params.q}”.</>
          ) : (
            'No rule matches these filters.'
          ),
          onClear: list.clear,
          clearLabel: 'Clear search and filters',
        }}
        className="min-w-[60rem]"
      />

      <AddRuleDialog
        teamId={teamId}
        groupId={group.id}
        open={adding}
        existingRules={rules}
        onClose={() => setAdding(false)}
        onCreated={(rule) => {
          setAdding(false);
          if (rulesAbsent) session.put(ruleForSession(rule));
          setHighlightId(rule.id);
          toast.show('Rule added.');
        }}
      />
      <EditRuleDialog
        teamId={teamId}
        groupId={group.id}
        rule={editing}
        onClose={() => setEditing(null)}
        onSaved={(rule) => {
          setEditing(null);
          if (rulesAbsent) session.put(rule);
          setHighlightId(rule.id);
          toast.show('Rule description saved.');
        }}
      />
      <DeleteRuleDialog
        teamId={teamId}
        groupId={group.id}
        rule={deleting?.rule ?? null}
        sourceText={deleting?.source}
        onClose={() => setDeleting(null)}
        onDeleted={(rule) => session.remove(rule.id)}
        onUnsupported={() => {
          setDeleting(null);
          toast.show('This server does not offer deleting rules.', 'error');
        }}
      />
      <RenameGroupDialog
        teamId={teamId}
        group={renaming ? group : null}
        onClose={() => setRenaming(false)}
        onSaved={(description) => {
          setRenaming(false);
          toast.show(`Firewall group renamed to “${isolatedText(description)}”.`);
        }}
        onUnsupported={() => {
          setRenaming(false);
          toast.show('This server does not offer renaming firewall groups.', 'error');
        }}
      />
      <DeleteGroupDialog
        teamId={teamId}
        group={deletingGroup ? group : null}
        vmsUsing={vmsUsing}
        onClose={() => setDeletingGroup(false)}
        onDeleted={(deleted) => {
          remembered.forget(deleted.id);
          void navigate(paths.firewallGroups(teamId));
        }}
        onUnsupported={() => {
          setDeletingGroup(false);
          toast.show('This server does not offer deleting firewall groups.', 'error');
        }}
      />
    </>
  );
}
