import { startupScriptRequests, useDeleteStartupScript } from '../../api/resources/startupScripts';
import { describePlanned } from '../../api/http/apiRequest';
import { InlineValue } from '../../ui/page/detail';
import type { StartupScriptSummary } from '../../api/types';
import { DeleteAction, type DeleteDialogProps } from '../../ui/dialogs/DeleteAction';

/** Deleting loses the script's text for good (the list never shows it), so the name must be typed. */
export function DeleteScriptDialog({
  teamId,
  ...dialog
}: DeleteDialogProps<Pick<StartupScriptSummary, 'id' | 'name'>>) {
  return (
    <DeleteAction
      noun="startup script"
      typeName
      confirmLabel="Delete script"
      mutation={useDeleteStartupScript(teamId)}
      request={(target) => describePlanned(startupScriptRequests.delete(teamId, target.id))}
      {...dialog}
    >
      {(target) => (
        <p>
          Delete <InlineValue className="font-medium text-fg">{target.name}</InlineValue> and its content from this
          team? Servers already created with it are not affected. This cannot be undone.
        </p>
      )}
    </DeleteAction>
  );
}
