import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetCapabilities } from '../../api/capabilities/capabilities';
import { createQueryClient } from '../../api/cache/queryClient';
import { DEMO_MEDIA_IDS, DEMO_TEAM_IDS } from '../../emulator/core/demoFixture';
import { API_BASE, setupEmulatorApi } from '../../test/emulatorHarness';
import { ToastProvider } from '../../ui/feedback/Toasts';
import { MeasuredBootImagesPage } from './MeasuredBootImagesPage';

const api = setupEmulatorApi();
const TEAM = DEMO_TEAM_IDS.production;

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  resetCapabilities();
});
afterEach(cleanup);

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/teams/${TEAM}/measured-boot`]}>
          <Routes>
            <Route path="/teams/:teamId/measured-boot" element={<MeasuredBootImagesPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('MeasuredBootImagesPage', () => {
  it('lists the team’s images and explains that attaching needs SEV-SNP', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /debian-12\.uki\.efi/ }, { timeout: 5_000 });
    expect(within(row).getByRole('button', { name: 'Delete debian-12.uki.efi' })).toBeInTheDocument();
    expect(screen.getByText(/needs SEV-SNP on/)).toBeInTheDocument();
  });

  it('explains a refused delete (409: a VM boots the image) in the dialog', async () => {
    const user = renderPage();
    const row = await screen.findByRole('row', { name: /debian-12\.uki\.efi/ }, { timeout: 5_000 });
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete measured-boot image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await within(dialog).findByText(/attached to a VM/)).toBeInTheDocument();
    expect(api.last()).toMatchObject({ method: 'DELETE', path: `/measured-boot-images/${DEMO_MEDIA_IDS.debianUki}` });
  });

  it('explains a code-less 409 in the operation’s words', async () => {
    api.server.use(http.delete(`${API_BASE}/measured-boot-images/:id`, () => new HttpResponse(null, { status: 409 })));
    const user = renderPage();
    const row = await screen.findByRole('row', { name: /debian-12\.uki\.efi/ }, { timeout: 5_000 });
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete measured-boot image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await within(dialog).findByText(/A VM still boots from this image/)).toBeInTheDocument();
  });

  it('says so when the server offers no measured-boot images', async () => {
    api.server.use(http.get(`${API_BASE}/measured-boot-images`, () => new HttpResponse(null, { status: 404 })));
    renderPage();
    expect(await screen.findByText(/This server does not offer measured-boot images/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });
});
