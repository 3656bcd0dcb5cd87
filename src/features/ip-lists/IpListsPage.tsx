import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { useIpLists } from '../../api/resources/ipLists';
import type { IpList } from '../../api/types';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { PlusIcon } from '../../ui/icons';
import { DataTable, DeleteRowButton, EditRowButton } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import { useToast } from '../../ui/feedback/Toasts';
import { useListDialog } from '../../ui/hooks/listDialog';
import { usePageAction } from '../../ui/hooks/pageAction';
import { Note } from '../../ui/feedback/Note';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ipListColumns } from './ipListColumns';
import { DeleteIpListDialog } from './DeleteIpListDialog';
import { IpListFormDialog } from './IpListFormDialog';
import { IP_LIST_LIST, usageText, visibleIpLists } from './ipListRows';
import { IpListsAbsent } from './IpListsAbsent';
import { paths } from '../../lib/paths';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'list', other: 'lists' };
const SEARCH = { label: 'Search IP lists', by: 'name, description or ID' };
const USE_FILTER = { label: 'Usage', options: { '': 'Used and unused', used: 'Used by rules', unused: 'Unused' } };

export function IpListsPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const lists = useIpLists(teamId);
  const absent = useOperationAbsent('ipLists');
  const list = useListParams(IP_LIST_LIST);
  const { params } = list;
  const creating = useListDialog();
  const [editing, setEditing] = useState<IpList | null>(null);
  const [deleting, setDeleting] = useState<IpList | null>(null);

  const all = useMemo(() => lists.data?.ip_lists ?? [], [lists.data]);
  const rows = useMemo(() => visibleIpLists(all, params), [all, params]);
  const columns = useMemo(() => ipListColumns(teamId), [teamId]);
  const limit = lists.data?.ip_list_limit;
  const entryLimit = lists.data?.ip_list_entry_limit;
  const atLimit = limit !== undefined && all.length >= limit;
  // Once the list has said whether there are IP lists here and room for another.
  usePageAction('create', absent || atLimit ? null : creating.show, !lists.isPending);

  const createButton = (
    <Button
      variant="primary"
      icon={<PlusIcon className="size-3.5" />}
      onClick={creating.show}
      disabled={atLimit}
      title={atLimit ? 'This team has reached its IP list limit.' : undefined}
    >
      Create IP list
    </Button>
  );

  const tableView = tableBinding(list, { columns, rows, all, noun: NOUN, ready: lists.isSuccess, search: SEARCH });

  return (
    <ListPage {...AREA_HEADINGS['ip-lists']} actions={absent ? null : createButton}>
      {absent ? (
        <IpListsAbsent />
      ) : (
        <>
          {atLimit ? (
            <Note tone="warning">
              This team has {usageText(all.length, limit, NOUN)}, the most allowed. Delete a list to create another.
            </Note>
          ) : null}
          <ListToolbar
            {...tableView.toolbar}
            filters={<FilterSelect {...filterBinding(list, 'use', USE_FILTER)} />}
            actions={
              limit !== undefined && entryLimit !== undefined ? (
                <p className="text-xs text-fg-muted tabular-nums">
                  Limits: <span className="font-medium text-fg">{usageText(all.length, limit, NOUN)}</span> · up to{' '}
                  {entryLimit} entries per list
                </p>
              ) : null
            }
          />
          <DataTable
            label="IP lists"
            columns={columns}
            getRowKey={(row) => row.id}
            {...tableView.table}
            rowActions={(row) => (
              <>
                <EditRowButton name={row.name} onClick={() => setEditing(row)} />
                <DeleteRowButton name={row.name} onClick={() => setDeleting(row)} />
              </>
            )}
            {...loadState(lists, 'IP lists could not be loaded')}
            empty={{
              title: 'No IP lists yet',
              description: 'Create a list of addresses, then allow it in a firewall rule.',
              action: createButton,
            }}
            noMatch={{
              description: params.q ? (
                <>No list has a name, description or ID containing “{params.q}”.</>
              ) : (
                'No list matches this filter.'
              ),
              onClear: list.clear,
            }}
            className="min-w-[44rem] xl:min-w-[60rem]"
          />
        </>
      )}

      <IpListFormDialog
        teamId={teamId}
        {...creating.props}
        onSaved={(saved) =>
          creating.finish(
            `IP list “${isolatedText(saved.name)}” created.`,
            () => void navigate(paths.ipList(teamId, saved.id)),
          )
        }
      />
      <IpListFormDialog
        teamId={teamId}
        open={editing !== null}
        list={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          toast.show(`IP list “${isolatedText(saved.name)}” saved.`);
        }}
      />
      <DeleteIpListDialog teamId={teamId} target={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
