import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderForm';
import { TextField } from '../controls/TextField';
import { checked, useForm, visibleProblems, type Judged } from './useForm';

describe('visibleProblems', () => {
  const problems = { name: 'Enter a name.', size: 'Too big.' };
  it.each<[string, { name: string; size: string }, Partial<Record<'name' | 'size', Judged>>, string[], boolean]>([
    ['nothing before a submit', { name: '', size: '9' }, {}, [], false],
    ['everything after one', { name: '', size: '9' }, {}, ['name', 'size'], true],
    ['what is typed, as it is typed', { name: '', size: '9' }, { name: 'as-typed', size: 'as-typed' }, ['size'], false],
    ['a left field only once left', { name: 'x', size: '9' }, { size: 'on-leave' }, [], false],
  ])('shows %s', (_, values, judge, shown, submitted) => {
    expect(Object.keys(visibleProblems(problems, values, { submitted, judge }))).toEqual(shown);
  });

  it('shows a problem of a field left with something in it', () => {
    const shown = visibleProblems(
      problems,
      { name: '', size: '9' },
      {
        submitted: false,
        judge: { name: 'on-leave', size: 'on-leave' },
        left: new Set(['name', 'size'] as const),
      },
    );
    expect(shown).toEqual({ size: 'Too big.' });
  });
});

function TwoFields({ send }: { send: (body: { first: string; second: string }) => Promise<unknown> }) {
  const form = useForm({
    initial: { first: '', second: '' },
    check: (values) =>
      checked(
        { first: values.first ? undefined : 'Enter one.', second: values.second ? undefined : 'Enter two.' },
        values,
      ),
    send,
    placeError: (error) => ({ field: 'second', message: error instanceof Error ? error.message : '' }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <TextField {...form.field('first')} label="First" />
      <TextField {...form.field('second')} label="Second" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  it('on submit shows every problem and focuses the first invalid field in the page', async () => {
    const user = renderForm(<TwoFields send={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'First' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Enter two.');
    expect(screen.getByRole('textbox', { name: 'First' })).not.toHaveAttribute('aria-invalid');
  });

  it('sends once while pending, places a refusal on its field, keeps the values and clears it on edit', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const send = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    const user = renderForm(<TwoFields send={send} />);
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    await user.type(first, 'a');
    await user.type(second, 'b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    refuse(new Error('Taken.'));
    await waitFor(() => expect(second).toHaveAccessibleDescription('Taken.'));
    expect(second).toHaveFocus();
    expect(first).toHaveValue('a');
    expect(second).toHaveValue('b');
    await user.type(second, 'c');
    expect(second).not.toHaveAttribute('aria-invalid');
  });
});

describe('useForm set', () => {
  function TwoFields() {
    const form = useForm({
      initial: { location: '', name: '' },
      check: (values) => checked({}, values),
      send: () => undefined,
    });
    return (
      <>
        <output aria-label="values">{`${form.values.location}|${form.values.name}`}</output>
        <button
          type="button"
          onClick={() => {
            // As a person's choice and a suggestion followed in the same moment, both from this render.
            form.set('location', 'Amsterdam');
            form.set('name', 'vm-amsterdam-1');
          }}
        >
          Both
        </button>
      </>
    );
  }

  it('keeps each of two fields set from the same render', async () => {
    const user = renderForm(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByRole('status', { name: 'values' })).toHaveTextContent('Amsterdam|vm-amsterdam-1');
  });
});
