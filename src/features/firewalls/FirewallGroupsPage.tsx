import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFirewallGroupList } from '../../api/resources/firewalls';
import { isolatedText } from '../../ui/page/detail';
import { Button } from '../../ui/controls/Button';
import { PlusIcon } from '../../ui/icons';
import { DataTable } from '../../ui/list/DataTable';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { loadState } from '../../ui/list/loadState';
import { OpenByIdForm } from '../../ui/list/OpenByIdForm';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import { useListDialog } from '../../ui/hooks/listDialog';
import { usePageAction } from '../../ui/hooks/pageAction';
import { CreateGroupDialog } from './CreateGroupDialog';
import { groupColumns } from './groupColumns';
import { GROUP_LIST, groupName, visibleGroups } from './groupRows';
import { Note } from '../../ui/feedback/Note';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { paths } from '../../lib/paths';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'group', other: 'groups' };
const SEARCH = { label: 'Search firewall groups', by: 'description or ID' };
const USE_FILTER = { label: 'Usage', options: { '': 'Used and unused', used: 'Used by VMs', unused: 'Unused' } };

export function FirewallGroupsPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const groups = useFirewallGroupList(teamId);
  const listAbsent = groups.source === 'tab';
  const list = useListParams(GROUP_LIST);
  const { params } = list;
  const creating = useListDialog();
  usePageAction('create', creating.show);

  const all = groups.items;
  const rows = useMemo(() => visibleGroups(all, params), [all, params]);
  const columns = useMemo(() => groupColumns(teamId), [teamId]);
  const openGroup = (id: string) => void navigate(paths.firewallGroup(teamId, id));

  const createButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={creating.show}>
      Create group
    </Button>
  );

  const tableView = tableBinding(list, {
    columns,
    rows,
    all,
    noun: NOUN,
    ready: groups.isSuccess,
    partial: groups.partial,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS.firewalls} actions={createButton}>
      {listAbsent ? (
        <>
          <Note>
            This server does not offer a list of firewall groups. Open a group by its ID; groups created or opened in
            this browser tab are listed below.
          </Note>
          <OpenByIdForm noun="firewall group" onOpen={openGroup} description="Paste the ID of a group of this team." />
        </>
      ) : null}

      <ListToolbar {...tableView.toolbar} filters={<FilterSelect {...filterBinding(list, 'use', USE_FILTER)} />} />

      <DataTable
        label={listAbsent ? 'Firewall groups in this tab' : 'Firewall groups'}
        columns={columns}
        getRowKey={(group) => group.id}
        {...tableView.table}
        {...loadState(groups, 'Firewall groups could not be loaded')}
        empty={
          listAbsent
            ? { title: 'No groups in this tab yet', description: 'Create a group, or open one by its ID above.' }
            : {
                title: 'No firewall groups yet',
                description: 'Create a group, add rules to it, then place servers in it.',
                action: createButton,
              }
        }
        noMatch={{
          description: params.q ? (
            <>No group has a description or ID containing “{params.q}”.</>
          ) : (
            'No group matches this filter.'
          ),
          onClear: list.clear,
        }}
        className="min-w-[44rem] xl:min-w-[60rem]"
        skeletonRows={listAbsent ? Math.max(1, groups.rememberedCount) : undefined}
      />

      <CreateGroupDialog
        teamId={teamId}
        {...creating.props}
        onCreated={(group) =>
          creating.finish(`Firewall group “${isolatedText(groupName(group))}” created.`, () => openGroup(group.id))
        }
      />
    </ListPage>
  );
}
