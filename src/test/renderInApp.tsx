import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../api/cache/queryClient';
import { ToastProvider } from '../ui/feedback/Toasts';

/**
 * Renders a page or a part of one as the app holds it: under a query client made as the app's is,
 * the toasts, and a router at `at`. Returns the user who works it.
 */
export function renderInApp(ui: ReactNode, { at = '/', queryClient = createQueryClient() }: InAppOptions = {}) {
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

interface InAppOptions {
  at?: string;
  queryClient?: QueryClient;
}

/** Renders the app's router at `at` with these routes (`{ '/teams/:teamId/isos': <IsosPage /> }`). */
export function renderRoutes(at: string, routes: Record<string, ReactElement>, queryClient?: QueryClient) {
  return renderInApp(
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>,
    { at, queryClient },
  );
}
