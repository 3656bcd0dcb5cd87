import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { useListDialog } from './listDialog';

function Page({ after }: { after: () => void }) {
  const adding = useListDialog();
  return (
    <>
      <button onClick={adding.show}>Add key</button>
      {adding.props.open && (
        <div role="dialog" aria-label="Add key">
          <button onClick={adding.props.onClose}>Cancel</button>
          <button onClick={() => adding.finish('SSH key “laptop” added.', after)}>Save</button>
        </div>
      )}
    </>
  );
}

describe('useListDialog', () => {
  afterEach(cleanup);

  it('opens, and closes without a word when cancelled', async () => {
    const after = vi.fn();
    const user = renderInApp(<Page after={after} />);
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    expect(screen.getByRole('dialog', { name: 'Add key' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('SSH key “laptop” added.')).not.toBeInTheDocument();
    expect(after).not.toHaveBeenCalled();
  });

  it('on success closes, says what was done and runs what follows', async () => {
    const after = vi.fn();
    const user = renderInApp(<Page after={after} />);
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('SSH key “laptop” added.')).toBeInTheDocument();
    expect(after).toHaveBeenCalledTimes(1);
  });
});
