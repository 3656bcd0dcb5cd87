import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSshKeys } from '../../../api/resources/sshKeys';
import { DEMO_TEAM_IDS } from '../../../emulator/core';
import { emulatorApiPerTest } from '../../../test/emulatorHarness';
import { pasteResults } from '../../../test/formSteps';
import { renderInApp } from '../../../test/renderInApp';
import { ECDSA_384, ED25519 } from '../../ssh-keys/testKeys';
import { PasteSshKeys } from './PasteSshKeys';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const SLOW = { timeout: 20_000 };
// The demo team's "alice laptop" key, here with another comment: the same key by its fingerprint.
const ALICE_AGAIN =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBQzrYc7fVzg2hpS8LQWt35OkLmiY1st/EWY85htUatc alice@other-machine';
const BROKEN = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEL35lVAKkav';
const ECDSA_NO_COMMENT = ECDSA_384.line;

/** The deploy page's part: the team's keys from the API and the keys chosen so far. */
function Picker() {
  const keys = useSshKeys(TEAM);
  const [chosen, setChosen] = useState<string[]>([]);
  if (!keys.data) return <p>Loading</p>;
  return (
    <>
      <PasteSshKeys teamId={TEAM} teamKeys={keys.data} chosen={chosen} onChoose={setChosen} />
      <ul aria-label="Chosen keys">
        {chosen.map((id) => (
          <li key={id}>{keys.data.find((key) => key.id === id)?.name ?? id}</li>
        ))}
      </ul>
    </>
  );
}

function renderPicker() {
  return renderInApp(<Picker />);
}

const field = () => screen.getByRole('textbox', { name: /^Public keys/ });
const keyPosts = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/ssh_keys');

describe('PasteSshKeys', () => {
  it('chooses a key the team has, adds and chooses new ones, and keeps a broken line', SLOW, async () => {
    const user = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Paste public keys' }));
    await user.click(field());
    await user.paste([ALICE_AGAIN, ED25519.line, BROKEN, ECDSA_NO_COMMENT, ED25519.line].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Add and choose keys' }));

    const results = await pasteResults('Pasted keys');
    expect(results.summary).toHaveTextContent('2 added, 1 refused, 2 duplicates.');
    expect(results.lines).toEqual([
      `Duplicate${ALICE_AGAIN}The team has it as “alice laptop”: chosen.`,
      `Added${ED25519.line}`,
      expect.stringMatching(/^Refused.*copy the whole line/i),
      `Added${ECDSA_NO_COMMENT}`,
      `Duplicate${ED25519.line}${ED25519.fingerprint} is pasted twice.`,
    ]);
    // Only the new keys are sent, named by their comment or their line in the paste.
    expect(keyPosts().map((request) => request.body)).toEqual([
      { team_id: TEAM, name: 'alice@laptop', ssh_key: ED25519.line },
      { team_id: TEAM, name: 'Pasted key 4', ssh_key: ECDSA_NO_COMMENT },
    ]);
    // Every pasted key is chosen, the team's own one by its id; the list was reread with the new ones.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chosen keys' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['alice laptop', 'alice@laptop', 'Pasted key 4']),
    );
    expect(api.requests.filter((request) => request.method === 'GET' && request.path === '/ssh_keys')).toHaveLength(2);
    // The broken line stays to be corrected.
    expect(field()).toHaveValue(BROKEN);
  });

  it('neither sends nor keeps a private key', SLOW, async () => {
    const user = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Paste public keys' }));
    await user.click(field());
    await user.paste(
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
    );
    await user.click(screen.getByRole('button', { name: 'Add and choose keys' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveAccessibleDescription(/This is a private key/);
    expect(keyPosts()).toHaveLength(0);
  });
});
