import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

afterEach(cleanup);

function renderMenu(float?: (button: HTMLElement, menu: HTMLElement, close: () => void) => () => void) {
  const onStop = vi.fn();
  const onReboot = vi.fn();
  render(
    <Menu
      buttonLabel="Actions for web-1"
      buttonContent="…"
      float={float}
      items={[
        { label: 'Reboot…', onSelect: onReboot },
        { label: 'Stop…', onSelect: onStop, disabledReason: 'It is off already.' },
      ]}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Actions for web-1' }));
  return { onStop, onReboot };
}

describe('Menu', () => {
  it('keeps an item it cannot do now, named by its label and described by its reason, and does nothing on it', () => {
    const { onStop } = renderMenu();
    const stop = screen.getByRole('menuitem', { name: 'Stop…' });
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    expect(stop).toHaveAccessibleDescription('It is off already.');
    fireEvent.click(stop);
    expect(onStop).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('runs an item that can be done, closes, and gives focus back to its button', () => {
    const { onReboot } = renderMenu();
    const reboot = screen.getByRole('menuitem', { name: 'Reboot…' });
    expect(reboot).not.toHaveAttribute('aria-disabled');
    fireEvent.click(reboot);
    expect(onReboot).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for web-1' })).toHaveFocus();
  });

  it('hands a floating menu to its placement while open, and undoes it once closed', () => {
    const undo = vi.fn();
    const float = vi.fn((_button: HTMLElement, _menu: HTMLElement, _close: () => void) => undo);
    renderMenu(float);
    expect(float).toHaveBeenCalledTimes(1);
    expect(float.mock.calls[0]?.[1]).toBe(screen.getByRole('menu'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
