import { useId, useState } from 'react';
import { sshKeyRequests, useCreateSshKeys } from '../../../api/resources/sshKeys';
import { describePlanned } from '../../../api/http/apiRequest';
import { ApiRequestView } from '../../../ui/form/ApiRequestView';
import type { SshKey } from '../../../api/types';
import { Button } from '../../../ui/controls/Button';
import { PasteResults } from '../../../ui/feedback/PasteResults';
import { TextArea } from '../../../ui/controls/TextArea';
import { parseSshPublicKey, sshKeyProblemMessage } from '../../../lib/sshKey';
import { addPastedKeys, chosenAfterPaste, planPastedKeys, type PastedKeyResult } from './pastedKeys';

/**
 * Public keys pasted one per line, from the deploy page: a key the team already has is chosen, a
 * new one is added to the team and chosen, and a line that is no key is reported and kept to be fixed.
 * Lives inside the deploy form, so it is no form of its own: its button only adds keys.
 */
export function PasteSshKeys({
  teamId,
  teamKeys,
  chosen,
  onChoose,
}: {
  teamId: string;
  teamKeys: readonly SshKey[];
  chosen: readonly string[];
  onChoose: (chosen: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<PastedKeyResult[] | null>(null);
  const create = useCreateSshKeys(teamId);
  const panelId = useId();
  // What "Add and choose keys" sends: one request per new key, in the order pasted.
  const requests = planPastedKeys(text, teamKeys).flatMap((item) =>
    item.outcome === 'new' ? [describePlanned(sshKeyRequests.create(teamId, item.key))] : [],
  );

  const add = async () => {
    if (create.isPending) return;
    // A private key is never sent nor kept: the field is emptied and the user told why.
    const whole = parseSshPublicKey(text);
    if (!whole.ok && whole.problem === 'private-key') {
      setText('');
      setProblem(sshKeyProblemMessage('private-key'));
      return;
    }
    const planned = planPastedKeys(text, teamKeys);
    if (planned.length === 0) {
      setProblem('Paste one or more public keys, one per line.');
      return;
    }
    setProblem(null);
    const sent = text;
    const outcome = await addPastedKeys(planned, (keys) => create.mutateAsync(keys));
    setResults(outcome);
    onChoose(chosenAfterPaste(chosen, outcome));
    // What was refused stays to be corrected; what was added or already there goes.
    const refused = outcome.filter((result) => result.outcome === 'refused').map((result) => result.text);
    setText((current) => (current === sent ? refused.join('\n') : current));
  };

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide pasted keys' : 'Paste public keys'}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2">
        <TextArea
          label="Public keys"
          description="One per line, as in ~/.ssh/id_ed25519.pub or authorized_keys. New keys are added to the team, named by their comment; every pasted key is chosen for this VM."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
          mono
          rows={4}
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <Button onClick={() => void add()} loading={create.isPending}>
            Add and choose keys
          </Button>
        </div>
        <ApiRequestView request={requests} incompleteText="The requests appear here once a new public key is pasted." />
        {results ? <PasteResults results={results} label="Pasted keys" /> : null}
      </div>
    </div>
  );
}
