import { useMemo, useState } from 'react';
import type { SshKey } from '../../api/types';
import {
  keyNameFromComment,
  keyNameFromLine,
  parseSshPublicKey,
  sshKeyFingerprint,
  sshKeyProblemMessage,
} from '../../lib/sshKey';
import { isolatedText } from '../../ui/page/detail';
import { Note } from '../../ui/feedback/Note';
import { TextArea } from '../../ui/controls/TextArea';
import { NameField } from '../../ui/form/NameField';
import { checked, useForm } from '../../ui/form/useForm';
import { DialogForm } from '../../ui/form/DialogForm';
import type { SharedFormProps } from '../../ui/form/formDialog';
import { placeApiError } from './formErrors';
import { keyTypeLabel } from './keyInfo';
import { KeyPreview } from './KeyPreview';
import { sameKeyAs } from './sameKey';
import { isBlankName } from '../../lib/text';
import type { RequestDescription } from '../../lib/requestText';

export interface SshKeyValues {
  name: string;
  ssh_key: string;
}

function check(values: SshKeyValues) {
  const parsed = parseSshPublicKey(values.ssh_key);
  return checked(
    {
      name: isBlankName(values.name) ? 'Enter a name for this key.' : undefined,
      ssh_key: parsed.ok ? undefined : sshKeyProblemMessage(parsed.problem),
    },
    { name: values.name.trim(), ssh_key: values.ssh_key.trim() },
  );
}

/**
 * The fields shared by the add and edit dialogs. The key is parsed on every keystroke (cheap) so
 * the user sees at once what they pasted, or what is wrong with it. Everything typed stays when
 * the server refuses the form.
 * `send` sends the checked, trimmed values; a refusal is placed on the field it is about.
 */
export function SshKeyForm({
  initial,
  submitLabel,
  send,
  onCancel,
  teamKeys,
  keyId,
  request,
}: SharedFormProps<SshKeyValues> & {
  /** The request a submit of these checked values sends, for the "API request" view (null: nothing to send). */
  request?: (values: SshKeyValues) => RequestDescription | null;
  /** The team's keys, when listed: a key already among them is pointed out (the API accepts it twice). */
  teamKeys?: readonly SshKey[];
  /** The key being edited, which is not a duplicate of itself. */
  keyId?: string;
}) {
  const form = useForm({
    initial,
    check,
    // An empty key is only an error once the user tries to submit; anything typed is judged at once.
    judge: { ssh_key: 'as-typed' },
    send,
    placeError: placeApiError,
  });
  // Until the person types a name, the name follows the pasted key's comment ("alice@laptop").
  const [nameTyped, setNameTyped] = useState(initial.name !== '');
  const nameField = form.field('name');
  const keyField = form.field('ssh_key');
  const parsed = useMemo(() => parseSshPublicKey(form.values.ssh_key), [form.values.ssh_key]);
  const nameFromComment = !nameTyped && parsed.ok ? keyNameFromComment(parsed.key.comment) : '';
  const fingerprint = parsed.ok ? sshKeyFingerprint(parsed.key.blob) : null;
  const duplicate = useMemo(
    () => (fingerprint ? sameKeyAs(teamKeys, fingerprint, keyId) : null),
    [teamKeys, fingerprint, keyId],
  );

  return (
    <DialogForm
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
      request={request && (form.body ? request(form.body) : null)}
    >
      <NameField
        {...nameField}
        onChange={(event) => {
          setNameTyped(true);
          nameField.onChange(event);
        }}
        description={`How you will recognise this key, e.g. the machine it lives on.${
          initial.name === '' ? ' Left empty, it is filled in from the key’s comment.' : ''
        }`}
      />
      <TextArea
        {...keyField}
        onChange={(event) => {
          if (nameTyped) keyField.onChange(event);
          else
            form.change(
              { ...form.values, ssh_key: event.target.value, name: keyNameFromLine(event.target.value) },
              'ssh_key',
            );
        }}
        label="Public key"
        description="The contents of your .pub file, e.g. ~/.ssh/id_ed25519.pub."
        hint={
          <>
            <KeyPreview result={parsed} />
            {duplicate ? (
              <Note tone="warning" className="mt-2">
                This key is already in the team as{' '}
                <bdi className="font-medium [overflow-wrap:anywhere]">{duplicate.name}</bdi>. You can still add it under
                another name.
              </Note>
            ) : null}
          </>
        }
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
          ? `Key recognised: ${keyTypeLabel(parsed.key.type)}${parsed.key.bits ? `, ${parsed.key.bits} bits` : ''}.${
              duplicate ? ` Already in the team as ${isolatedText(duplicate.name)}.` : ''
            }${nameFromComment ? ` Named ${isolatedText(nameFromComment)} from its comment.` : ''}`
          : ''}
      </p>
    </DialogForm>
  );
}
