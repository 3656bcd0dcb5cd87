import type RFB from '@novnc/novnc';
import { useState, type FormEvent } from 'react';
import { CharacterCounter } from '../ui/controls/CharacterCounter';
import { Dialog, DialogBody, DialogFormActions } from '../ui/dialogs/Dialog';
import { FormError } from '../ui/feedback/FormError';
import { TextArea } from '../ui/controls/TextArea';
import { useToast } from '../ui/feedback/Toasts';
import { characterCount } from '../lib/text';
import type { ConsoleConnection } from './connection';
import { MAX_PASTE_LENGTH } from './keys';
import { typeText } from './viewerControls';

/**
 * Consoles rarely share a clipboard (a BIOS, a login prompt, a rescue shell never do), so the
 * text is typed as key presses, the way a person at the machine would type it.
 */
export function PasteDialog({
  open,
  onClose,
  connection,
}: {
  open: boolean;
  onClose: () => void;
  connection: ConsoleConnection<RFB>;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Paste as keystrokes"
      description="The text is typed into the VM key by key. Line breaks press Enter."
    >
      <PasteForm onClose={onClose} connection={connection} />
    </Dialog>
  );
}

function PasteForm({ onClose, connection }: { onClose: () => void; connection: ConsoleConnection<RFB> }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = characterCount(text) > MAX_PASTE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const viewer = connection.viewer;
    if (text === '') return setProblem('Enter the text to type.');
    if (tooLong) return setProblem(`Type at most ${MAX_PASTE_LENGTH.toLocaleString('en')} characters at a time.`);
    if (!viewer) return setProblem('The console is not connected any more; the text was not typed.');
    const skipped = typeText(viewer, text);
    toast.show(
      skipped > 0 ? `Typed the text; ${skipped} control characters were skipped.` : 'Typed the text into the console.',
      'info',
    );
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-3">
        <TextArea
          label="Text to type"
          mono
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={tooLong ? `At most ${MAX_PASTE_LENGTH.toLocaleString('en')} characters.` : undefined}
          hint={<CharacterCounter value={text} max={MAX_PASTE_LENGTH} />}
          spellCheck={false}
          autoComplete="off"
        />
        {problem ? <FormError>{problem}</FormError> : null}
      </DialogBody>
      <DialogFormActions onCancel={onClose} submitLabel="Type into console" pending={false} />
    </form>
  );
}
