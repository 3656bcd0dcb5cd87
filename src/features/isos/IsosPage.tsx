import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { useIsos } from '../../api/resources/isos';
import type { CustomIso } from '../../api/types';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/controls/Button';
import { InfoIcon, PlusIcon } from '../../ui/icons';
import { Notice } from '../../ui/page/detail';
import { DataTable, DeleteRowButton, RowActionLink } from '../../ui/list/DataTable';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ListPage } from '../../ui/list/ListPage';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { useListDialog } from '../../ui/hooks/listDialog';
import { AddIsoDialog } from './AddIsoDialog';
import { DeleteIsoDialog } from './DeleteIsoDialog';
import { downloadNews } from './downloadNews';
import { ISO_COLUMNS } from './isoColumns';
import { ISO_LIST, isoLabel, isoState, visibleIsos } from './isoRows';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'ISO', other: 'ISOs' };
const SEARCH = { label: 'Search ISOs', by: 'name, file or ID' };
const SOURCE_FILTER = {
  label: 'Source',
  allLabel: 'All sources',
  options: { team: 'This team', system: 'Provider' },
};
/** Announces downloads that start and end (the bars show the percent). */
function useDownloadNews(isos: readonly CustomIso[] | undefined): string {
  const watched = useRef<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (isos === undefined) return;
    const news = downloadNews(watched.current, isos);
    watched.current = news.watched;
    if (news.message !== null) setMessage(news.message);
  }, [isos]);
  return message;
}

export function IsosPage() {
  const { teamId = '' } = useParams();
  const isos = useIsos(teamId);
  const list = useListParams(ISO_LIST);
  const { params } = list;
  const absent = useOperationAbsent('isos') || isOperationAbsent(isos.error);

  const adding = useListDialog();
  const [deleting, setDeleting] = useState<CustomIso | null>(null);
  const news = useDownloadNews(isos.data);

  const all = useMemo(() => isos.data ?? [], [isos.data]);
  const rows = useMemo(() => visibleIsos(all, params), [all, params]);
  const rowActions = useCallback(
    (iso: CustomIso) => (
      <>
        {isoState(iso).kind === 'ready' ? (
          <RowActionLink to={paths.deployVm(teamId, { iso: iso.id })} label={`Deploy a VM from ${isoLabel(iso)}`}>
            Deploy
          </RowActionLink>
        ) : null}
        {iso.is_system_iso ? null : <DeleteRowButton name={isoLabel(iso)} onClick={() => setDeleting(iso)} />}
      </>
    ),
    [teamId],
  );

  const addButton = absent ? null : (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={adding.show}>
      Add ISO
    </Button>
  );
  const tableView = tableBinding(list, {
    columns: ISO_COLUMNS,
    rows,
    all,
    noun: NOUN,
    ready: isos.isSuccess,
    search: SEARCH,
  });

  if (absent) {
    return (
      <ListPage {...AREA_HEADINGS.isos}>
        <Notice icon={<InfoIcon className="size-4" />}>
          This server does not offer custom ISOs: VMs are deployed from OS templates and snapshots only.
        </Notice>
      </ListPage>
    );
  }

  return (
    <ListPage {...AREA_HEADINGS.isos} actions={addButton}>
      <p role="status" className="sr-only">
        {news}
      </p>
      <ListToolbar
        {...tableView.toolbar}
        filters={<FilterSelect {...filterBinding(list, 'source', SOURCE_FILTER)} />}
      />
      <DataTable
        label="Custom ISOs"
        columns={ISO_COLUMNS}
        getRowKey={(iso) => iso.id}
        {...tableView.table}
        rowActions={rowActions}
        actionsWidth="w-[7rem]"
        {...loadState(isos, 'ISOs could not be loaded')}
        empty={{
          title: 'No ISOs yet',
          description: 'Add an ISO by its address to install a VM from your own installer.',
          action: addButton,
        }}
        noMatch={{
          description: params.source ? 'No ISO from this source matches.' : tableView.table.noMatch.description,
          onClear: list.clear,
        }}
        className="min-w-[40rem] xl:min-w-[68rem]"
      />

      <AddIsoDialog
        teamId={teamId}
        {...adding.props}
        onAdded={() => adding.finish('The ISO is downloading. Its progress shows in the list.')}
      />
      <DeleteIsoDialog teamId={teamId} target={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
