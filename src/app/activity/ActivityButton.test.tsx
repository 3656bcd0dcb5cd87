import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityFailed, activityStarted, activitySucceeded, clearActivity } from '../../api/activity/activity';
import { createQueryClient } from '../../api/cache/queryClient';
import { setupEmulatorApi, wrapperFor } from '../../test/emulatorHarness';
import { ActivityButton } from './ActivityButton';

const harness = setupEmulatorApi();
beforeAll(() => harness.start());
beforeEach(() => {
  harness.reset();
  clearActivity();
});
afterEach(() => cleanup());
afterAll(() => harness.stop());

function renderButton() {
  const Wrapper = wrapperFor(createQueryClient());
  return render(
    <Wrapper>
      <ActivityButton teamId="team-a" />
    </Wrapper>,
  );
}

describe('Activity', () => {
  it('counts what is still running in the button’s name, and lists changes newest first', async () => {
    const stop = activityStarted({ what: 'Stop', subject: { id: 'vm-1', name: 'web-1' }, teamId: 'team-a' });
    // A VM the emulator does not know: its detail read fails, so the entry stays running.
    activitySucceeded(stop, {
      auditLogId: '9f1c0d1e-0000-4000-8000-000000000001',
      refined: { what: 'Stop', followsVm: 'vm-1' },
    });
    const vpc = activityStarted({ what: 'Create VPC', subject: { name: 'lab' }, teamId: 'team-b' });
    activityFailed(vpc, 'That range overlaps another VPC.');
    renderButton();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /^Activity\W*1\s*running$/ });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Activity' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Create VPC · lab');
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent('That range overlaps another VPC.');
    expect(items[0]).toHaveTextContent('Team team-b');
    expect(items[1]).toHaveTextContent('Stop · web-1');
    expect(items[1]).toHaveTextContent('Running');
    expect(items[1]).toHaveTextContent('Audit log ID 9f1c0d1e-0000-4000-8000-000000000001');
    expect(items[1]).not.toHaveTextContent('Team');
  });

  it('opens by keyboard, closes on Escape and gives focus back to the button', async () => {
    renderButton();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Activity' });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Activity' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveTextContent('Nothing yet.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
