import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialogs/Dialog';
import { DISMISS_AFTER_MS, ToastProvider, useToast, type ToastTone } from './Toasts';
import { unmountAndRestoreTimersAfterEach } from '../../test/resetAfterEach';

function Trigger({ message = 'SSH key added.', tone }: { message?: string; tone?: ToastTone }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, tone)}>
      go
    </button>
  );
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderToasts(trigger = <Trigger />) {
  vi.useFakeTimers();
  render(<ToastProvider>{trigger}</ToastProvider>);
  act(() => screen.getByRole('button', { name: 'go' }).click());
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('Toasts', () => {
  unmountAndRestoreTimersAfterEach();

  it('announces a toast in a polite live region and removes it after a while', () => {
    const region = renderToasts();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(region).toHaveTextContent('SSH key added.');
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS + 100));
    expect(region).not.toHaveTextContent('SSH key added.');
  });

  it('keeps an error until it is dismissed', () => {
    const region = renderToasts(<Trigger message="No screenshot." tone="error" />);
    act(() => vi.advanceTimersByTime(10 * DISMISS_AFTER_MS));
    expect(region).toHaveTextContent('Error: No screenshot.');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(region).not.toHaveTextContent('No screenshot.');
  });

  it('holds the timer while the pointer is over the toasts, and resumes with the time left', () => {
    const region = renderToasts();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('SSH key added.');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS - 3000 - 100));
    expect(region).toHaveTextContent('SSH key added.');
    act(() => vi.advanceTimersByTime(200));
    expect(region).not.toHaveTextContent('SSH key added.');
  });

  it('holds the timer while focus is inside the toasts', () => {
    const region = renderToasts();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('SSH key added.');
    act(() => screen.getByRole('button', { name: 'go' }).focus());
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS + 100));
    expect(region).not.toHaveTextContent('SSH key added.');
  });

  it('holds the timer while the tab is hidden', () => {
    const region = renderToasts();
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('SSH key added.');
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(DISMISS_AFTER_MS + 100));
    expect(region).not.toHaveTextContent('SSH key added.');
  });

  it('lives inside an open modal dialog, where it stays usable, and comes back out when it closes', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <ToastProvider>
        <Trigger message="Saved." tone="error" />
        <Dialog open onClose={() => undefined} title="Edit">
          <p>body</p>
        </Dialog>
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog).toContainElement(screen.getByRole('region', { name: 'Notifications' }));
    rerender(
      <ToastProvider>
        <Trigger message="Saved." tone="error" />
        <Dialog open={false} onClose={() => undefined} title="Edit">
          <p>body</p>
        </Dialog>
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.closest('dialog')).toBeNull();
    expect(region).toHaveTextContent('Saved.');
  });
});
