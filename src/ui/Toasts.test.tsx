import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toasts';
import { unmountAndRestoreTimersAfterEach } from '../test/resetAfterEach';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('SSH key added.')}>
      go
    </button>
  );
}

describe('Toasts', () => {
  unmountAndRestoreTimersAfterEach();

  it('announces a toast in a polite live region and removes it after a while', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(region).toHaveTextContent('SSH key added.');
    act(() => vi.advanceTimersByTime(6000));
    expect(region).not.toHaveTextContent('SSH key added.');
  });
});
