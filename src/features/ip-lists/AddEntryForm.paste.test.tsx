import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/cache/queryClient';
import type { IpListEntry } from '../../api/types';
import { DEMO_IDS, DEMO_TEAM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { pasteResults } from '../../test/formSteps';
import { renderInApp } from '../../test/renderInApp';
import { AddEntryForm } from './AddEntryForm';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;
const LIST = DEMO_IDS.officeIpList;
const SLOW = { timeout: 20_000 };

// What the page knows of the office list: its demo entries but the IPv6 one, added elsewhere since.
const KNOWN: Pick<IpListEntry, 'value'>[] = [{ value: '198.51.100.0/28' }, { value: '192.0.2.44' }];

function renderForm() {
  const onAddedMany = vi.fn();
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const user = renderInApp(
    <AddEntryForm
      teamId={TEAM}
      listId={LIST}
      entries={KNOWN as IpListEntry[]}
      full={false}
      onAdded={() => undefined}
      onAddedMany={onAddedMany}
    />,
    { queryClient: client },
  );
  return { user, onAddedMany, invalidate };
}

const field = () => screen.getByRole('textbox', { name: /^Address or CIDR/ });
const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('AddEntryForm with a pasted list', () => {
  it('adds each value with its own result, keeps what was refused, and rereads the list once', SLOW, async () => {
    const { user, onAddedMany, invalidate } = renderForm();
    await user.click(field());
    // A column pasted into the one-line field keeps its values apart.
    await user.paste('203.0.113.7\n198.51.100.5/28\nnonsense\n2001:db8:1234::/48\n203.0.113.7\n10.9.0.0/16');
    expect(field()).toHaveValue('203.0.113.7, 198.51.100.5/28, nonsense, 2001:db8:1234::/48, 203.0.113.7, 10.9.0.0/16');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('6 values: each is checked and added on its own.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));

    const results = await pasteResults('Pasted entries');
    expect(results.summary).toHaveTextContent('2 added, 2 refused, 2 duplicates.');
    expect(results.lines).toEqual([
      'Added203.0.113.7',
      expect.stringMatching(/^Duplicate198\.51\.100\.5\/28198\.51\.100\.0\/28 is already there\.$/),
      expect.stringMatching(/^Refusednonsense/),
      // Known to the server, not to the page: the server's refusal is the reason.
      expect.stringMatching(/^Refused2001:db8:1234::\/48./),
      'Duplicate203.0.113.7203.0.113.7 is pasted twice.',
      'Added10.9.0.0/16',
    ]);
    // One request per value the page could not rule out, in the order pasted.
    expect(posts().map((request) => request.body)).toEqual([
      { team_id: TEAM, value: '203.0.113.7', type: 'ipv4' },
      { team_id: TEAM, value: '2001:db8:1234::/48', type: 'ipv6' },
      { team_id: TEAM, value: '10.9.0.0/16', type: 'ipv4' },
    ]);
    // What failed stays in the field to be corrected.
    expect(field()).toHaveValue('nonsense, 2001:db8:1234::/48');
    await waitFor(() => expect(onAddedMany).toHaveBeenCalledTimes(1));
    expect(onAddedMany.mock.calls[0]?.[0].map((entry: IpListEntry) => entry.value)).toEqual([
      '203.0.113.7',
      '10.9.0.0/16',
    ]);
    const listRereads = invalidate.mock.calls.filter(([filters]) =>
      JSON.stringify(filters?.queryKey).includes('ip-lists'),
    );
    // Once after the last request, not after each: the list's detail and the lists, one call each.
    expect(listRereads).toHaveLength(2);
  });
});
