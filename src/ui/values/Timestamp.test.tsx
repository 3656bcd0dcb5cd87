import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS } from './clock';
import { formatTimestamp } from './formatTimestamp';
import { Timestamp } from './Timestamp';
import { unmountAndRestoreTimersAfterEach } from '../../test/resetAfterEach';

describe('Timestamp', () => {
  unmountAndRestoreTimersAfterEach();

  it('reads as a relative time, described by the exact one, shown on focus and hidden by Escape', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') });
    render(<Timestamp value="2026-03-10T11:55:00Z" />);
    const time = screen.getByText('5 minutes ago');
    expect(time).toHaveAttribute('dateTime', '2026-03-10T11:55:00Z');
    expect(time).toHaveAccessibleDescription(formatTimestamp('2026-03-10T11:55:00Z'));
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveClass('hidden');
    act(() => time.focus());
    expect(tooltip).not.toHaveClass('hidden');
    fireEvent.keyDown(time, { key: 'Escape' });
    expect(tooltip).toHaveClass('hidden');
    fireEvent.pointerEnter(time);
    expect(tooltip).not.toHaveClass('hidden');
  });

  it('stays while the pointer crosses onto the tooltip, and goes once it leaves both', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') });
    render(<Timestamp value="2026-03-10T11:55:00Z" />);
    const time = screen.getByText('5 minutes ago');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.pointerEnter(time);
    fireEvent.pointerLeave(time);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.pointerEnter(tooltip);
    act(() => vi.advanceTimersByTime(1000));
    expect(tooltip).not.toHaveClass('hidden');
    fireEvent.pointerLeave(tooltip);
    act(() => vi.advanceTimersByTime(1000));
    expect(tooltip).toHaveClass('hidden');
  });

  it('moves on with the shared clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') });
    render(<Timestamp value="2026-03-10T11:59:50Z" />);
    expect(screen.getByText('now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * CLOCK_TICK_MS));
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
  });

  it('shows an unparsable value as it came', () => {
    render(<Timestamp value="soon" />);
    expect(screen.getByText('soon')).toBeInTheDocument();
  });
});
