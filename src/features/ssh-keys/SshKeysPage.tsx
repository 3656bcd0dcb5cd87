import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useExtensionAbsent } from '../../api/capabilities';
import { useSshKeys } from '../../api/sshKeys';
import type { SshKey } from '../../api/types';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { InfoIcon, KeyIcon, PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useToast } from '../../ui/Toasts';
import { usePageTitle } from '../../ui/usePageTitle';
import { AddSshKeyDialog } from './AddSshKeyDialog';
import { DeleteSshKeyDialog } from './DeleteSshKeyDialog';
import { EditSshKeyDialog } from './EditSshKeyDialog';
import { toRows, visibleRows } from './keyRows';
import { toggleSort } from './listParams';
import { SshKeysTable } from './SshKeysTable';
import { useListParams } from './useListParams';

const HIGHLIGHT_MS = 4000;

export function SshKeysPage() {
  usePageTitle('SSH keys');
  const { teamId = '' } = useParams();
  const keys = useSshKeys(teamId);
  const [params, setParams] = useListParams();
  const deleteAbsent = useExtensionAbsent('sshKeys.delete');
  const toast = useToast();

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SshKey | null>(null);
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);

  useEffect(() => {
    if (!highlightId) return;
    const timer = setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightId]);

  const allRows = useMemo(() => toRows(keys.data ?? []), [keys.data]);
  const rows = useMemo(() => visibleRows(allRows, params), [allRows, params]);

  const total = allRows.length;
  const countText = params.q ? `${rows.length} of ${total} ${total === 1 ? 'key' : 'keys'}` : `${total} ${total === 1 ? 'key' : 'keys'}`;

  const addButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={() => setAdding(true)}>
      Add SSH key
    </Button>
  );

  let body = null;
  if (keys.isError) {
    body = <ErrorState title="SSH keys could not be loaded" error={keys.error} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />;
  } else if (keys.isSuccess && total === 0) {
    body = (
      <EmptyState icon={<KeyIcon className="size-5" />} title="No SSH keys yet" action={addButton}>
        Add a public key to sign in to new servers without a password.
      </EmptyState>
    );
  } else if (keys.isSuccess && rows.length === 0) {
    body = (
      <EmptyState
        title="No keys match your search"
        action={
          <Button size="sm" onClick={() => setParams({ q: '' })}>
            Clear search
          </Button>
        }
      >
        Nothing has a name, type or fingerprint containing “{params.q}”.
      </EmptyState>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 px-6 py-5">
      <PageHeader title="SSH keys" description="Public keys that can be installed on new servers in this team." actions={addButton} />

      {deleteAbsent ? (
        <p className="flex items-center gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg-muted">
          <InfoIcon className="size-4 shrink-0 text-fg-subtle" />
          This server does not offer deleting SSH keys, so keys can be added and edited here but not deleted.
        </p>
      ) : null}

      <div className="flex items-center gap-3">
        <SearchField
          label="Search SSH keys"
          placeholder="Search by name, type or fingerprint"
          value={params.q}
          onChange={(event) => setParams({ q: event.target.value })}
          className="w-80"
        />
        <p role="status" className="text-xs text-fg-subtle tabular-nums">
          {keys.isSuccess ? countText : ''}
        </p>
      </div>

      <SshKeysTable
        rows={rows}
        loading={keys.isPending}
        params={params}
        onSort={(key) => setParams(toggleSort(params, key))}
        onEdit={(row) => setEditing(row.key)}
        onDelete={deleteAbsent ? undefined : (row) => setDeleting(row.key)}
        highlightId={highlightId}
        body={body}
      />

      <AddSshKeyDialog
        teamId={teamId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(key) => {
          setAdding(false);
          setHighlightId(key.id);
          toast.show(`SSH key “${key.name}” added.`);
        }}
      />
      <EditSshKeyDialog
        teamId={teamId}
        sshKey={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          const id = editing?.id ?? null;
          setEditing(null);
          setHighlightId(id);
          toast.show(`SSH key “${name}” saved.`);
        }}
      />
      <DeleteSshKeyDialog
        teamId={teamId}
        sshKey={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          toast.show(`SSH key “${name}” deleted.`);
        }}
        onUnsupported={() => setDeleting(null)}
      />
    </div>
  );
}
