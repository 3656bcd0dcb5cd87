import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogFooter } from './Dialog';

/** A page with a button on each side of a dialog whose body ends (or not) with a radio group. */
function renderDialogWithRadios({ footer }: { footer: boolean }) {
  render(
    <>
      <button type="button">Before</button>
      <Dialog open onClose={vi.fn()} title="Choose a plan">
        <label>
          Name <input />
        </label>
        <fieldset>
          <legend>Plan</legend>
          {['Small', 'Medium', 'Large'].map((plan) => (
            <label key={plan}>
              <input type="radio" name="plan" value={plan} defaultChecked={plan === 'Medium'} /> {plan}
            </label>
          ))}
        </fieldset>
        {footer ? (
          <DialogFooter>
            <button type="button">Cancel</button>
            <button type="button">Save</button>
          </DialogFooter>
        ) : null}
      </Dialog>
      <button type="button">After</button>
    </>,
  );
  return userEvent.setup();
}

function nameOf(element: Element | null): string {
  if (element instanceof HTMLInputElement)
    return element.type === 'radio' ? `radio ${element.value}` : (element.labels?.[0]?.textContent?.trim() ?? '');
  return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
}

/** The accessible name of what has focus after each of `count` presses. */
async function focusTrail(user: ReturnType<typeof userEvent.setup>, count: number, shift = false) {
  const dialog = screen.getByRole('dialog', { name: 'Choose a plan' });
  const trail: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await user.tab({ shift });
    const focused = document.activeElement;
    expect(dialog.contains(focused), `press ${step + 1} stays in the dialog`).toBe(true);
    trail.push(nameOf(focused));
  }
  return trail;
}

describe('Dialog keeps Tab inside', () => {
  afterEach(cleanup);

  it('wraps Tab and Shift+Tab, stopping once at a radio group (its checked radio)', async () => {
    const user = renderDialogWithRadios({ footer: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(await focusTrail(user, 6)).toEqual(['radio Medium', 'Cancel', 'Save', 'Close', 'Name', 'radio Medium']);
    expect(await focusTrail(user, 6, true)).toEqual(['Name', 'Close', 'Save', 'Cancel', 'radio Medium', 'Name']);
  });

  it('wraps from a radio group that is the last stop, and back to it with Shift+Tab', async () => {
    const user = renderDialogWithRadios({ footer: false });
    expect(await focusTrail(user, 3)).toEqual(['radio Medium', 'Close', 'Name']);
    expect(await focusTrail(user, 3, true)).toEqual(['Close', 'radio Medium', 'Name']);
  });

  it('follows the radio that arrow keys checked', async () => {
    const user = renderDialogWithRadios({ footer: false });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(await focusTrail(user, 2)).toEqual(['Close', 'Name']);
    expect(await focusTrail(user, 2, true)).toEqual(['Close', 'radio Large']);
  });
});
