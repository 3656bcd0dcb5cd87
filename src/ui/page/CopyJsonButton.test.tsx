import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { CopyJsonButton } from './CopyJsonButton';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CopyJsonButton', () => {
  it('copies the answer pretty-printed without its secrets, and says what was left out', async () => {
    const user = renderInApp(
      <CopyJsonButton
        answer={{ id: 'vm-1', password: 'hunter2', vcpu: 2 }}
        noun="VM"
        secrets={['password']}
        secretWords="its root password"
      />,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy as JSON' }));
    expect(writeText).toHaveBeenCalledWith('{\n  "id": "vm-1",\n  "vcpu": 2\n}\n');
    expect(await screen.findByText('VM copied as JSON, without its root password.')).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = renderInApp(<CopyJsonButton answer={{ id: 'a' }} noun="VPC" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy as JSON' }));
    expect(await screen.findByText('The browser did not allow copying to the clipboard.')).toBeInTheDocument();
  });
});
