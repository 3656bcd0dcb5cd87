import { useMemo } from 'react';
import { startupScriptDeletes } from '../../api/resources/startupScripts';
import { useBatch } from '../../api/cache/useBatch';
import type { StartupScriptSummary } from '../../api/types';
import { BulkActionDialog } from '../../ui/dialogs/BulkActionDialog';

/** Deleting the selected scripts: loaded when first opened (StartupScriptsPage), so the list never waits for it. */
export default function DeleteScriptsDialog({
  teamId,
  scripts,
  onClose,
}: {
  teamId: string;
  scripts: readonly StartupScriptSummary[];
  onClose: (deleted: readonly string[]) => void;
}) {
  const action = useMemo(() => startupScriptDeletes(teamId), [teamId]);
  const batch = useBatch(action, scripts);
  const count = scripts.length;
  return (
    <BulkActionDialog
      title={`Delete ${count} startup ${count === 1 ? 'script' : 'scripts'}`}
      message={`Delete ${count === 1 ? 'this script' : `these ${count} scripts`} and their content from this team? Servers already created with them are not affected. This cannot be undone.`}
      confirmLabel={`Delete ${count} ${count === 1 ? 'script' : 'scripts'}`}
      doneWord="deleted"
      destructive
      typeCount
      batch={batch}
      onClose={onClose}
    />
  );
}
