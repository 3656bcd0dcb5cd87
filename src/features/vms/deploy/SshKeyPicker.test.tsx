import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SshKey } from '../../../api/types';
import { ED25519, RSA_2048 } from '../../ssh-keys/testKeys';
import { formatCount, SHOWN_MATCHES_MAX } from './keyPicker';
import { keyId, manyKeys } from './manyKeys';
import { SshKeyPicker } from './SshKeyPicker';

afterEach(cleanup);

const ALICE: SshKey = { id: 'alice', name: 'alice laptop', ssh_key: ED25519.line, created: '2026-01-01T00:00:00Z' };
const CI: SshKey = { id: 'ci', name: 'CI build', ssh_key: RSA_2048.line, created: '2026-01-01T00:00:00Z' };
const TEAM_KEYS = manyKeys(10_001, [ALICE, CI]);

/** The picker in a form, as the deploy page has it: the chosen ids are shown, and a button focuses the field. */
function Harness({ keys, initial = [], error }: { keys: readonly SshKey[]; initial?: string[]; error?: string }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const field = useRef<HTMLInputElement | null>(null);
  return (
    <form onSubmit={onSubmit}>
      <SshKeyPicker
        keys={keys}
        chosen={chosen}
        onChange={setChosen}
        error={error}
        empty="This team has no SSH keys."
        loading={false}
        focusRef={field}
      />
      <output aria-label="Sent">{chosen.join(',')}</output>
      <button type="button" onClick={() => field.current?.focus()}>
        Fix the keys
      </button>
    </form>
  );
}
const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

function renderPicker(props: Parameters<typeof Harness>[0]) {
  render(<Harness {...props} />);
  return userEvent.setup();
}

const sent = () => screen.getByRole('status', { name: 'Sent' }).textContent;
const search = () => screen.getByRole('searchbox', { name: 'Search SSH keys' });
const chosenGroup = () => screen.getByRole('group', { name: /^Chosen/ });
const matchesGroup = () => screen.getByRole('group', { name: /^(Matching keys|The team’s keys)$/ });

describe('SshKeyPicker', () => {
  it('is the plain list of boxes for a handful of keys', async () => {
    const user = renderPicker({ keys: [ALICE, CI, ...manyKeys(1)] });
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `CI build ${RSA_2048.fingerprint}` }));
    expect(sent()).toBe('ci');
  });

  it('renders at most a few dozen boxes for 10,003 keys, and says how many more there are', () => {
    renderPicker({ keys: TEAM_KEYS });
    expect(screen.getAllByRole('checkbox')).toHaveLength(SHOWN_MATCHES_MAX);
    expect(screen.getByRole('group', { name: 'SSH keys' })).toHaveAccessibleDescription(
      /Installed for the root user\. The team has 10,003 keys/,
    );
    expect(search()).toHaveAccessibleDescription('By name, type or fingerprint.');
    expect(
      screen.getByText(`and ${formatCount(10_003 - SHOWN_MATCHES_MAX)} more`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('No key chosen yet.')).toBeInTheDocument();
  });

  it('finds a key by name and by fingerprint, and keeps a chosen key listed whatever is searched', async () => {
    const user = renderPicker({ keys: TEAM_KEYS });
    await user.type(search(), 'alice');
    expect(within(matchesGroup()).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(matchesGroup()).getByRole('checkbox', { name: `alice laptop ${ED25519.fingerprint}` }));
    expect(sent()).toBe('alice');

    await user.clear(search());
    await user.type(search(), RSA_2048.fingerprint.slice(7, 25));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 key matches.');
    await user.click(within(matchesGroup()).getByRole('checkbox', { name: /^CI build/ }));
    expect(sent()).toBe('alice,ci');

    await user.clear(search());
    await user.type(search(), 'key 09999');
    expect(chosenGroup()).toHaveAccessibleName('Chosen (2)');
    expect(within(chosenGroup()).getByRole('checkbox', { name: /^alice laptop/ })).toBeChecked();
    expect(within(chosenGroup()).getByRole('checkbox', { name: /^CI build/ })).toBeChecked();
    await user.click(within(matchesGroup()).getByRole('checkbox', { name: /^key 09999/ }));
    expect(sent()).toBe(`alice,ci,${keyId(9999)}`);
  });

  it('removes an unticked key and moves the focus to the next chosen one, then to the search', async () => {
    const user = renderPicker({ keys: TEAM_KEYS, initial: ['ci', 'alice'] });
    const [ci] = within(chosenGroup()).getAllByRole('checkbox');
    await user.click(ci!);
    expect(sent()).toBe('alice');
    expect(within(chosenGroup()).getByRole('checkbox', { name: /^alice laptop/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(sent()).toBe('');
    expect(screen.queryByRole('group', { name: /^Chosen/ })).not.toBeInTheDocument();
    expect(search()).toHaveFocus();
  });

  it('lists a chosen key the team no longer has, so it can be unticked', async () => {
    const user = renderPicker({
      keys: TEAM_KEYS,
      initial: ['deleted-key'],
      error: 'An SSH key you chose no longer exists. Untick it.',
    });
    const gone = within(chosenGroup()).getByRole('checkbox', { name: 'A key the team no longer has deleted-key' });
    expect(gone).toHaveAccessibleDescription('An SSH key you chose no longer exists. Untick it.');
    expect(gone).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Fix the keys' }));
    expect(gone).toHaveFocus();
    await user.click(gone);
    expect(sent()).toBe('');
  });

  it('says a chosen key missing from the list is being checked while the list is reread', () => {
    render(
      <SshKeyPicker
        keys={[ALICE]}
        chosen={['just-added']}
        onChange={() => undefined}
        error={undefined}
        empty="None"
        loading={false}
        refreshing
        focusRef={null}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Checking this key… just-added' })).toBeChecked();
  });

  it('keeps rows for the keys while they load, shown to sight only', () => {
    const { container } = render(
      <SshKeyPicker
        keys={undefined}
        chosen={[]}
        onChange={() => undefined}
        error={undefined}
        empty="Loading SSH keys…"
        loading
        focusRef={null}
      />,
    );
    const group = screen.getByRole('group', { name: 'SSH keys' });
    expect(group).toHaveTextContent('Loading SSH keys…');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(6);
  });

  it('gives the form the search when nothing is chosen, with the error read with it', async () => {
    const user = renderPicker({ keys: TEAM_KEYS, error: 'Choose fewer keys.' });
    await user.click(screen.getByRole('button', { name: 'Fix the keys' }));
    expect(search()).toHaveFocus();
    expect(search()).toHaveAccessibleDescription('By name, type or fingerprint. Choose fewer keys.');
    expect(within(matchesGroup()).getAllByRole('checkbox')[0]).toHaveAccessibleDescription('Choose fewer keys.');
  });

  it('does not send the form when Enter is pressed in the search', async () => {
    const user = renderPicker({ keys: TEAM_KEYS });
    onSubmit.mockClear();
    await user.type(search(), 'alice{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(matchesGroup()).getByRole('checkbox', { name: /^alice laptop/ })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = renderPicker({ keys: TEAM_KEYS });
    await user.type(search(), 'nobody');
    expect(screen.queryByRole('group', { name: 'Matching keys' })).not.toBeInTheDocument();
    expect(screen.getByText('No SSH key matches “nobody”.')).toHaveAttribute('role', 'status');
  });
});
