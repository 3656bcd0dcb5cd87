import { useDeleteStartupScript } from '../../api/startupScripts';
import { InlineValue, isolatedText } from '../../ui/detail';
import type { StartupScriptSummary } from '../../api/types';
import { ConfirmAction } from '../../ui/ConfirmAction';

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
  onDeleted?: () => void;
}) {
  return (
    <ConfirmAction
      target={script}
      mutation={useDeleteStartupScript(teamId)}
      variables={(target) => target.id}
      onClose={onClose}
      title="Delete startup script"
      confirmLabel="Delete script"
      destructive
      confirmText={(target) => target.name}
      doneText={(deleted) => `Startup script “${isolatedText(deleted.name)}” deleted.`}
      onDone={() => onDeleted?.()}
    >
      {(target) => (
        <p>
          Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue> and its content from this
          team? Servers already created with it are not affected. This cannot be undone.
        </p>
      )}
    </ConfirmAction>
  );
}
