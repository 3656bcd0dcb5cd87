import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import type { Vpc } from '../../api/types';
import { useVpcList } from '../../api/resources/vpcs';
import { Button } from '../../ui/controls/Button';
import { CloudIcon, InfoIcon, PlusIcon } from '../../ui/icons';
import { DataTable } from '../../ui/list/DataTable';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { OpenByIdForm } from '../../ui/list/OpenByIdForm';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { locationFilterBinding, tableBinding } from '../../ui/list/bindings';
import { useListDialog } from '../../ui/hooks/listDialog';
import { usePageAction } from '../../ui/hooks/pageAction';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { vpcColumns } from './vpcColumns';
import { CreateVpcDialog, type CreatedVpc } from './CreateVpcDialog';
import { Notice, isolatedText } from '../../ui/page/detail';
import { knownLocations } from '../../lib/locations';
import { cidrOf, VPC_LIST, visibleVpcs } from './vpcRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'VPC', other: 'VPCs' };
const SEARCH = { label: 'Search VPCs', by: 'name, network or description' };

export function VpcsPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const list = useListParams(VPC_LIST);
  const { params } = list;

  const vpcs = useVpcList(teamId);
  const listAbsent = vpcs.source === 'tab';
  const createAbsent = useOperationAbsent('vpcs.create');
  const all: Vpc[] = vpcs.items;
  const rows = useMemo(() => visibleVpcs(all, params), [all, params]);
  const columns = useMemo(() => vpcColumns(teamId), [teamId]);
  const locations = useMemo(() => knownLocations(all, params.location), [all, params.location]);

  const creating = useListDialog();
  usePageAction('create', createAbsent ? null : creating.show);
  const [justCreated, setJustCreated] = useHighlight<CreatedVpc>();
  const highlightId = justCreated
    ? all.find(
        (vpc) =>
          vpc.name === justCreated.name &&
          cidrOf(vpc) === justCreated.cidr &&
          vpc.location.toLowerCase() === justCreated.location.toLowerCase(),
      )?.id
    : undefined;

  const createButton = createAbsent ? null : (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={creating.show}>
      Create VPC
    </Button>
  );
  const ready = vpcs.isSuccess;

  const tableView = tableBinding(list, {
    columns,
    rows,
    all,
    noun: NOUN,
    ready,
    partial: vpcs.partial,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS.vpcs} actions={createButton}>
      {listAbsent ? (
        <>
          <Notice icon={<InfoIcon className="size-4" />}>
            This server does not offer a list of VPCs. Open one by its ID; the VPCs you open in this tab are listed
            below.
          </Notice>
          <OpenByIdForm noun="VPC" onOpen={(id) => void navigate(id)} />
        </>
      ) : null}
      {createAbsent ? (
        <Notice icon={<InfoIcon className="size-4" />}>This server does not offer creating VPCs here.</Notice>
      ) : null}

      <ListToolbar {...tableView.toolbar} filters={<FilterSelect {...locationFilterBinding(list, locations)} />} />

      <DataTable
        label="VPCs"
        columns={columns}
        getRowKey={(vpc) => vpc.id}
        {...tableView.table}
        rowClassName={(vpc) => vpc.id === highlightId && HIGHLIGHT_ROW_CLASS}
        {...loadState(vpcs, 'VPCs could not be loaded')}
        empty={
          listAbsent
            ? {
                icon: <CloudIcon className="size-5" />,
                title: 'No VPCs opened yet',
                description: 'Open a VPC by its ID above; it will be listed here for this tab.',
              }
            : {
                icon: <CloudIcon className="size-5" />,
                title: 'No VPCs yet',
                description: 'Create a VPC to connect servers in one location over a private network.',
                action: createButton,
              }
        }
        noMatch={{
          description: params.location ? (
            <>No VPC in {params.location} matches.</>
          ) : (
            tableView.table.noMatch.description
          ),
          onClear: list.clear,
        }}
        className="min-w-[44rem] xl:min-w-[68rem]"
      />

      <CreateVpcDialog
        teamId={teamId}
        {...creating.props}
        onCreated={(created) =>
          creating.finish(
            listAbsent
              ? `VPC “${isolatedText(created.name)}” is being created. This server does not list VPCs, so open it by its ID when you have it.`
              : `VPC “${isolatedText(created.name)}” is being created.`,
            () => setJustCreated(created),
          )
        }
      />
    </ListPage>
  );
}
