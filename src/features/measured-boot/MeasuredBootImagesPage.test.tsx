import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCapabilities } from '../../api/capabilities/capabilities';
import { DEMO_MEDIA_IDS, DEMO_TEAM_IDS } from '../../emulator/core/demoFixture';
import { API_BASE, emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderRoutes } from '../../test/renderInApp';
import { MeasuredBootImagesPage } from './MeasuredBootImagesPage';

const api = emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;

beforeEach(() => resetCapabilities());

function renderPage() {
  return renderRoutes(`/teams/${TEAM}/measured-boot`, { '/teams/:teamId/measured-boot': <MeasuredBootImagesPage /> });
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
