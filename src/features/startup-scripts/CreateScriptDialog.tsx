import { useState } from 'react';
import { startupScriptRequests, useCreateStartupScript } from '../../api/resources/startupScripts';
import { describePlanned } from '../../api/http/apiRequest';
import type { StartupScript } from '../../api/types';
import { Dialog } from '../../ui/dialogs/Dialog';
import type { TeamFormProps } from '../../ui/form/formDialog';
import { createBody, isDirty, placeScriptError, type PlacedError, type ScriptValues } from './scriptForm';
import { ScriptForm } from './ScriptForm';
import { DiscardChangesDialog, UnsavedChangesGuard } from './UnsavedChanges';

const EMPTY: ScriptValues = { name: '', content: '' };
const LOST = 'The script you typed has not been saved and will be lost.';

type CreateScriptProps = TeamFormProps<{ onCreated: (script: StartupScript) => void }>;

export function CreateScriptDialog({ open, ...props }: CreateScriptProps & { open: boolean }) {
  return open ? <CreateScript {...props} /> : null;
}

function CreateScript({ teamId, onClose, onCreated }: CreateScriptProps) {
  const create = useCreateStartupScript(teamId);
  const [values, setValues] = useState(EMPTY);
  const [serverError, setServerError] = useState<PlacedError | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const dirty = isDirty(EMPTY, values);

  const requestClose = () => {
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        title="New startup script"
        description="Runs once, on the first boot of a server created with it."
        size="lg"
      >
        <ScriptForm
          values={values}
          onChange={setValues}
          submitLabel="Create script"
          pending={create.isPending}
          serverError={serverError}
          onDismissError={() => setServerError(null)}
          onCancel={requestClose}
          layout="dialog"
          request={(typed) => describePlanned(startupScriptRequests.create(teamId, createBody(typed)))}
          onSubmit={(typed) => {
            setServerError(null);
            // One click, one POST: the form ignores submits while pending and the button shows it.
            create.mutate(createBody(typed), {
              onSuccess: (script) => onCreated(script),
              onError: (error) => setServerError(placeScriptError(error)),
            });
          }}
        />
      </Dialog>
      <DiscardChangesDialog
        open={confirmingDiscard}
        message={LOST}
        onKeep={() => setConfirmingDiscard(false)}
        onDiscard={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
      <UnsavedChangesGuard dirty={dirty && !create.isSuccess} message={LOST} />
    </>
  );
}
