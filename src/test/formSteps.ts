import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/** Pastes `text` into a field as a user does: focus it, then paste (typing would be slow and fire per key). */
export async function pasteInto(user: UserEvent, field: () => HTMLElement, text: string): Promise<void> {
  await user.click(field());
  await user.paste(text);
}

/**
 * Makes each call of a fake request wait until the test answers it, so the test can act while it is pending
 * (press submit again, check the pending state). Returns the function that answers the latest call.
 */
export function holdRequests<Args extends unknown[], Answer>(
  request: Mock<(...args: Args) => Promise<Answer>>,
): (answer: Answer) => void {
  let answerLatest: (answer: Answer) => void = () => undefined;
  request.mockImplementation(() => new Promise<Answer>((done) => (answerLatest = done)));
  return (answer) => answerLatest(answer);
}

/**
 * Waits for the form to mark `field` invalid after a refusal, then asserts the explanation it reads out with it
 * (a string is looked for within the field's description, a pattern matched against it).
 */
export async function expectRefusedField(field: () => HTMLElement, explanation: string | RegExp): Promise<void> {
  await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
  expect(field()).toHaveAccessibleDescription(
    typeof explanation === 'string' ? expect.stringContaining(explanation) : expect.stringMatching(explanation),
  );
}

/**
 * The results of a paste once they are shown (`PasteResults`, named e.g. "Pasted keys"): the summary that is read
 * out ("2 added, 1 refused.") and the text of each line's result, in order.
 */
export async function pasteResults(name: string): Promise<{ summary: HTMLElement; lines: (string | null)[] }> {
  const results = await screen.findByRole('region', { name }, { timeout: 10_000 });
  return {
    summary: within(results).getByRole('status'),
    lines: within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}
