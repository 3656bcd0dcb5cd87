import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { parseSshPublicKey, sshKeyProblemMessage } from '../../lib/sshKey';
import { Button } from '../../ui/Button';
import { DialogBody, DialogFooter } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import type { PlacedError, SshKeyField } from './formErrors';
import { keyTypeLabel } from './keyInfo';
import { KeyPreview } from './KeyPreview';

export interface SshKeyValues {
  name: string;
  ssh_key: string;
}

/**
 * The fields shared by the add and edit dialogs. The key is parsed on every keystroke (cheap) so
 * the user sees at once what they pasted, or what is wrong with it. Everything typed stays when
 * the server refuses the form.
 */
export function SshKeyForm({
  initial,
  submitLabel,
  pending,
  serverError,
  onDismissError,
  onSubmit,
  onCancel,
}: {
  initial: SshKeyValues;
  submitLabel: string;
  pending: boolean;
  serverError: PlacedError | null;
  /** Called when the user edits the field a server error was about, which makes it stale. */
  onDismissError: (field: SshKeyField) => void;
  onSubmit: (values: SshKeyValues) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [sshKey, setSshKey] = useState(initial.ssh_key);
  const [submitted, setSubmitted] = useState(false);
  const parsed = useMemo(() => parseSshPublicKey(sshKey), [sshKey]);
  const nameRef = useRef<HTMLInputElement>(null);
  const keyRef = useRef<HTMLTextAreaElement>(null);

  // A refusal about one field takes the user there, where the message is read with the field.
  useEffect(() => {
    if (serverError?.field === 'name') nameRef.current?.focus();
    if (serverError?.field === 'ssh_key') keyRef.current?.focus();
  }, [serverError]);

  const nameProblem = submitted && name.trim() === '' ? 'Enter a name for this key.' : undefined;
  // An empty key is only an error once the user tries to submit; anything typed is judged at once.
  const keyProblem =
    !parsed.ok && (submitted || sshKey.trim() !== '') ? sshKeyProblemMessage(parsed.problem) : undefined;

  const nameError = nameProblem ?? (serverError?.field === 'name' ? serverError.message : undefined);
  const keyError = keyProblem ?? (serverError?.field === 'ssh_key' ? serverError.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (name.trim() === '' || !parsed.ok) {
      (name.trim() === '' ? nameRef.current : keyRef.current)?.focus();
      return;
    }
    onSubmit({ name: name.trim(), ssh_key: sshKey.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          ref={nameRef}
          label="Name"
          description="How you will recognise this key, e.g. the machine it lives on."
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (serverError?.field === 'name') onDismissError('name');
          }}
          error={nameError}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <TextArea
          ref={keyRef}
          label="Public key"
          description="The contents of your .pub file, e.g. ~/.ssh/id_ed25519.pub."
          value={sshKey}
          onChange={(event) => {
            setSshKey(event.target.value);
            if (serverError?.field === 'ssh_key') onDismissError('ssh_key');
          }}
          error={keyError}
          hint={<KeyPreview result={parsed} />}
          required
          mono
          rows={5}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… you@laptop"
        />
        {/* A short spoken confirmation when the key becomes valid; the preview itself is not live, to stay quiet while typing. */}
        <p role="status" className="sr-only">
          {parsed.ok
            ? `Key recognised: ${keyTypeLabel(parsed.key.type)}${parsed.key.bits ? `, ${parsed.key.bits} bits` : ''}.`
            : ''}
        </p>
        {serverError?.field === 'form' ? <FormError code={serverError.code}>{serverError.message}</FormError> : null}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
