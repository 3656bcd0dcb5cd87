import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { formDialog, itemFormDialog } from './formDialog';

function NameForm({ item, onClose }: { item: { id: string; name: string }; onClose: () => void }) {
  const [name, setName] = useState(item.name);
  return (
    <form>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}

const RenameDialog = itemFormDialog(
  'item',
  { title: 'Rename', description: (item) => `Renames ${item.id}.` },
  NameForm,
);
const CreateDialog = formDialog({ title: 'Create', description: 'Makes one.' }, (props: { onClose: () => void }) => (
  <NameForm item={{ id: 'new', name: '' }} {...props} />
));

const ALPHA = { id: 'a', name: 'alpha' };
const BETA = { id: 'b', name: 'beta' };

function Page() {
  const [item, setItem] = useState<typeof ALPHA | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <button onClick={() => setItem(ALPHA)}>Edit a</button>
      <button onClick={() => setItem(BETA)}>Edit b</button>
      <button onClick={() => setCreating(true)}>New</button>
      <RenameDialog item={item} onClose={() => setItem(null)} />
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

describe('itemFormDialog', () => {
  it('is open while there is an item, described from it, and starts from each item’s values', async () => {
    const user = renderForm(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit a' }));
    expect(screen.getByRole('dialog', { name: 'Rename' })).toHaveAccessibleDescription('Renames a.');
    expect(nameField()).toHaveFocus();
    await user.type(nameField(), ' typed');
    await user.click(screen.getByRole('button', { name: 'Edit b' }));
    expect(nameField()).toHaveValue('beta');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('formDialog', () => {
  it('opens on its flag with a fresh form each time', async () => {
    const user = renderForm(<Page />);
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getByRole('dialog', { name: 'Create' })).toHaveAccessibleDescription('Makes one.');
    await user.type(nameField(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(nameField()).toHaveValue('');
  });
});
