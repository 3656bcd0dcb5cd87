import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

function renderForm(props: { loading?: boolean } = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button type="submit" {...props}>
        Save
      </Button>
    </form>,
  );
  return { onSubmit, button: screen.getByRole('button', { name: 'Save' }) };
}

describe('Button', () => {
  it('sends a form once for a double click, even before it shows loading', () => {
    const { onSubmit, button } = renderForm();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    fireEvent.click(button, { detail: 3 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends again on a later, separate click, and from the keyboard (detail 0)', () => {
    const { onSubmit, button } = renderForm();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 0 });
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('swallows clicks while loading', () => {
    const { onSubmit, button } = renderForm({ loading: true });
    fireEvent.click(button, { detail: 1 });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves double clicks alone on an ordinary button', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Sort</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }), { detail: 2 });
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
