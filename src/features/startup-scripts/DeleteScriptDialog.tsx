import { useDeleteStartupScript } from '../../api/startupScripts';
import { InlineValue } from '../../ui/detail';
import type { StartupScriptSummary } from '../../api/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Deleting loses the script's text for good (the list never shows it), so the name must be typed. */
export function DeleteScriptDialog({
  teamId,
  script,
  onClose,
  onDeleted,
}: {
  teamId: string;
  script: Pick<StartupScriptSummary, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useDeleteStartupScript(teamId);
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={script !== null}
      onClose={close}
      title="Delete startup script"
      confirmLabel="Delete script"
      destructive
      confirmText={script?.name}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => {
        if (!script) return;
        remove.mutate(script.id, {
          onSuccess: () => onDeleted(script.name),
        });
      }}
    >
      {script ? (
        <p>
          Delete <InlineValue className="font-medium text-fg">{script.name}</InlineValue> and its content from this
          team? Servers already created with it are not affected. This cannot be undone.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
