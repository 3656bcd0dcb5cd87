import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_HEADING, useFocusHeadingOnArrival } from './focusHeadingOnArrival';

afterEach(cleanup);

function Page() {
  useFocusHeadingOnArrival();
  return (
    <main id="main-content">
      <h1>web-9</h1>
      <button type="button">Stop</button>
    </main>
  );
}

const arrive = (state: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/vm', state, key: String(Math.random()) }]}>
      <Page />
    </MemoryRouter>,
  );

describe('useFocusHeadingOnArrival', () => {
  it('puts the focus on the page heading when the navigation asks for it', () => {
    arrive(FOCUS_HEADING);
    const heading = screen.getByRole('heading', { level: 1, name: 'web-9' });
    expect(heading).toHaveFocus();
    // Focusable from script only: not a stop for Tab.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus alone on an ordinary visit', () => {
    arrive(null);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
