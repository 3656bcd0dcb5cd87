import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useBackupDownloadLink, useBackups } from '../../api/resources/catalogue';
import { isOperationAbsent } from '../../api/errors/errors';
import { useVms } from '../../api/vms/vms';
import { DataTable, RowActionButton } from '../../ui/list/DataTable';
import { LinkIcon } from '../../ui/icons';
import { OneTimeLinkDialog } from '../../ui/dialogs/OneTimeLinkDialog';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/useListParams';
import { ListPage } from '../../ui/list/ListPage';
import { loadState } from '../../ui/list/loadState';
import { filterBinding, tableBinding } from '../../ui/list/bindings';
import {
  BACKUP_LIST,
  backupLabel,
  downloadUnavailable,
  toRows,
  visibleRows,
  vmOptions,
  type BackupRow,
} from './backupRows';
import { backupColumns } from './backupColumns';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'backup', other: 'backups' };
const SEARCH = { label: 'Search backups', by: 'VM, ID or status' };

export function BackupsPage() {
  const { teamId = '' } = useParams();
  const backups = useBackups();
  // VM names are a nicety from an extension: without it (or while it loads, or if it fails) ids are shown.
  const vms = useVms(teamId);
  const list = useListParams(BACKUP_LIST);
  const { params } = list;

  const vmNamesPending = vms.isPending && !isOperationAbsent(vms.error);
  const allRows = useMemo(() => toRows(backups.data ?? [], vms.data), [backups.data, vms.data]);
  const rows = useMemo(() => visibleRows(allRows, params), [allRows, params]);
  const options = useMemo(() => vmOptions(allRows), [allRows]);
  const columns = useMemo(() => backupColumns({ teamId, vmNamesPending }), [teamId, vmNamesPending]);

  const [linkFor, setLinkFor] = useState<BackupRow | null>(null);
  const link = useBackupDownloadLink();
  const { mutate: getLink, reset: forgetLink } = link;
  // A pending backup has no link yet: its button says so (the list polls while one is pending, and a
  // server that still refuses a listed-available one is explained by the dialog).
  const rowActions = useCallback(
    (row: BackupRow) => (
      <RowActionButton
        label={`Get download link for ${backupLabel(row)}`}
        disabledReason={downloadUnavailable(row)}
        icon={<LinkIcon className="size-3.5" />}
        onClick={() => {
          setLinkFor(row);
          getLink(row.backup.id);
        }}
      />
    ),
    [getLink],
  );
  const closeLink = () => {
    // The link is a secret: once its dialog closes, nothing of it stays (gcTime 0 drops the answer).
    forgetLink();
    setLinkFor(null);
  };

  const tableView = tableBinding(list, {
    columns,
    rows,
    all: allRows,
    noun: NOUN,
    ready: backups.isSuccess,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS.backups}>
      <ListToolbar
        {...tableView.toolbar}
        filters={<FilterSelect {...filterBinding(list, 'vm', { label: 'VM', allLabel: 'All VMs', options })} />}
      />

      <DataTable
        label="Backups"
        columns={columns}
        getRowKey={(row) => row.backup.id}
        {...tableView.table}
        rowActions={rowActions}
        {...loadState(backups, 'Backups could not be loaded')}
        empty={{
          title: 'No backups yet',
          description: 'Backups of your servers appear here once the provider has taken them.',
        }}
        noMatch={{
          title: 'No backups match',
          description: params.vm ? 'Nothing matches the search for this VM.' : tableView.table.noMatch.description,
          onClear: list.clear,
          clearLabel: 'Clear search and filter',
        }}
        className="min-w-[44rem] xl:min-w-[56rem]"
      />

      <OneTimeLinkDialog
        open={linkFor !== null}
        onClose={closeLink}
        title={linkFor ? `Download ${backupLabel(linkFor)}` : 'Download backup'}
        what="this backup’s disk"
        url={link.data}
        pending={link.isPending}
        error={link.error}
      />
    </ListPage>
  );
}
