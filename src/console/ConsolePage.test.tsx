import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/cache/queryClient';
import { setupEmulatorApi } from '../test/emulatorHarness';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../emulator/core';
import { ToastProvider } from '../ui/feedback/Toasts';
import { ConsolePage } from './ConsolePage';

// noVNC needs a canvas and ResizeObserver that jsdom lacks; the real viewer is tested in e2e.
const { viewers, FakeRfb } = vi.hoisted(() => {
  class FakeRfb extends EventTarget {
    readonly sent: string[] = [];
    disconnected = false;
    focused = 0;
    scaleViewport = false;
    clipViewport = false;
    resizeSession = false;
    background = '';
    constructor(
      readonly target: HTMLElement,
      readonly socket: { url: string },
    ) {
      super();
      viewers.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
    focus() {
      this.focused += 1;
    }
    sendKey(keysym: number, code: string | null, down: boolean) {
      this.sent.push(`${down ? '+' : '-'}${code ?? keysym.toString(16)}`);
    }
    toBlob(callback: (blob: Blob | null) => void) {
      callback(new Blob(['png']));
    }
  }
  const viewers: FakeRfb[] = [];
  return { viewers, FakeRfb };
});
vi.mock('@novnc/novnc', () => ({ default: FakeRfb }));

class FakeWebSocket extends EventTarget {
  static opened: FakeWebSocket[] = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.opened.push(this);
  }
  close() {}
}

const api = setupEmulatorApi();
const TEAM = DEMO_TEAM_IDS.production;
const WEB1 = DEMO_VM_IDS.web1;
const sessionRequests = () =>
  api.requests.filter((request) => request.method === 'POST' && request.path === `/vm/${WEB1}/vnc`);
const status = () => screen.getAllByRole('status').find((element) => element.textContent !== '')!;
const lastViewer = () => viewers[viewers.length - 1]!;

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  viewers.length = 0;
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderConsole() {
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/teams/${TEAM}/vms/${WEB1}/console`]}>
            <Routes>
              <Route path="/teams/:teamId/vms/:vmId/console" element={<ConsolePage />} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...utils, user: userEvent.setup() };
}

async function connected() {
  await waitFor(() => expect(viewers).toHaveLength(1));
  act(() => {
    lastViewer().dispatchEvent(new Event('connect'));
  });
  await waitFor(() => expect(status()).toHaveTextContent('Connected.'));
}

describe('ConsolePage', () => {
  it('asks for exactly one session under StrictMode and connects to its WebSocket, counting down', async () => {
    renderConsole();
    await waitFor(() => expect(status()).toHaveTextContent(/Connecting… The session expires in (30|29) s\./));
    expect(sessionRequests()).toHaveLength(1);
    expect(sessionRequests()[0]?.body).toEqual({ team_id: TEAM });
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(FakeWebSocket.opened[0]?.url).toMatch(
      /^ws:\/\/127\.0\.0\.1:8787\/console\/websockify\?sessionid=[0-9a-f]+&vmid=/,
    );
    expect(viewers).toHaveLength(1);
    // Named once the VM's own read has answered (the session may come first).
    expect(lastViewer().target).toBe(await screen.findByRole('region', { name: 'Console screen of web-1' }));
    // Marked as taking every key, so the console's shortcuts keep out while it has focus (shortcuts.ts).
    expect(screen.getByRole('region', { name: 'Console screen of web-1' })).toHaveAttribute('data-takes-every-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'Console of web-1' })).toBeInTheDocument();
  });

  it('once connected, focuses the screen and drives it from the controls', async () => {
    const { user } = renderConsole();
    await connected();
    expect(lastViewer().focused).toBeGreaterThan(0);
    expect(lastViewer().scaleViewport).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send keys' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ctrl+Alt+Del' }));
    expect(lastViewer().sent).toEqual(['+ControlLeft', '+AltLeft', '+Delete', '-Delete', '-AltLeft', '-ControlLeft']);

    await user.selectOptions(screen.getByLabelText('Scaling'), 'Resize remote screen');
    expect(lastViewer()).toMatchObject({ scaleViewport: false, resizeSession: true });

    lastViewer().sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Paste as keystrokes…' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste as keystrokes' });
    await user.type(within(dialog).getByLabelText('Text to type'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Type into console' }));
    expect(lastViewer().sent).toEqual(['+6f', '-6f', '+6b', '-6b']);
  });

  it('after a drop, says why and reconnects with a new session', async () => {
    const { user } = renderConsole();
    await connected();
    act(() => {
      FakeWebSocket.opened[0]?.dispatchEvent(Object.assign(new Event('close'), { code: 1012, reason: 'dropped' }));
      lastViewer().dispatchEvent(new Event('disconnect'));
    });
    expect(status()).toHaveTextContent('Disconnected. The console server restarted.');
    expect(screen.queryByRole('button', { name: 'Save screenshot' })).toBeDisabled();
    await user.click(within(status()).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(viewers).toHaveLength(2));
    expect(sessionRequests()).toHaveLength(2);
    expect(FakeWebSocket.opened[1]?.url).not.toBe(FakeWebSocket.opened[0]?.url);
  });

  it('says the VM was deleted when its console closes for that, offering the VM list, not a reconnect', async () => {
    renderConsole();
    await connected();
    act(() => {
      FakeWebSocket.opened[0]?.dispatchEvent(Object.assign(new Event('close'), { code: 4410, reason: 'vm deleted' }));
      lastViewer().dispatchEvent(new Event('disconnect'));
    });
    expect(status()).toHaveTextContent('The VM was deleted, so its console closed.');
    expect(within(status()).queryByRole('button', { name: 'Reconnect' })).toBeNull();
    expect(within(status()).getByRole('link', { name: 'Go to the VM list' })).toHaveAttribute(
      'href',
      `/teams/${TEAM}/vms`,
    );
  });

  it('disconnects the viewer when the page goes away', async () => {
    const { unmount } = renderConsole();
    await connected();
    unmount();
    expect(lastViewer().disconnected).toBe(true);
  });

  it('explains a stopped VM without opening anything', async () => {
    const worker = DEMO_VM_IDS.worker1;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/teams/${TEAM}/vms/${worker}/console`]}>
            <Routes>
              <Route path="/teams/:teamId/vms/:vmId/console" element={<ConsolePage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(status()).toHaveTextContent('The VM is not running, so it has no console.'));
    expect(within(status()).getByRole('link', { name: 'Go to the VM' })).toHaveAttribute(
      'href',
      `/teams/${TEAM}/vms/${worker}`,
    );
    expect(FakeWebSocket.opened).toHaveLength(0);

    // No dead end: the provider has no start action, so the notice offers the reboot that starts it.
    await userEvent.setup().click(within(status()).getByRole('button', { name: 'Reboot to start it' }));
    await waitFor(() => expect(status()).toHaveTextContent('Reboot sent: connect again once the VM is up.'));
    expect(api.requests.some((request) => request.method === 'POST' && request.path === `/vm/${worker}/reboot`)).toBe(
      true,
    );
  });
});
