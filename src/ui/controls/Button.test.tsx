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
  it.each([
    ['sends a form once for a double click, even before it shows loading', [1, 2, 3], 1],
    ['sends again on a later, separate click, and from the keyboard (detail 0)', [1, 1, 0], 3],
  ])('%s', (_, clickDetails, submits) => {
    const { onSubmit, button } = renderForm();
    for (const detail of clickDetails) fireEvent.click(button, { detail });
    expect(onSubmit).toHaveBeenCalledTimes(submits);
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
