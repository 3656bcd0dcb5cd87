import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenByIdForm } from './OpenByIdForm';

describe('OpenByIdForm', () => {
  afterEach(cleanup);

  it('opens a valid id, cleaned', async () => {
    const onOpen = vi.fn();
    render(<OpenByIdForm noun="firewall group" onOpen={onOpen} />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Open by ID' });
    expect(form).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Firewall group ID' }),
      ' 3F2B8C1E-5D4A-4E9F-A1B2-C3D4E5F60718 ',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith('3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f60718');
  });

  it('explains a bad id on the field, keeps it and focuses it', async () => {
    const onOpen = vi.fn();
    render(<OpenByIdForm noun="VPC" onOpen={onOpen} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'VPC ID' });
    await user.type(field, 'web-1{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/8-4-4-4-12/);
    expect(field).toHaveValue('web-1');
    expect(field).toHaveFocus();
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
