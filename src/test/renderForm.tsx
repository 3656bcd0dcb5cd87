import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// What a test file renders through this is unmounted after each of its tests.
afterEach(cleanup);

/**
 * Renders a form, or the dialog that holds one, as the app does: under a query client of its own whose
 * mutations do not retry, so a refusal shows at once. Returns the user who fills it in.
 */
export function renderForm(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}
