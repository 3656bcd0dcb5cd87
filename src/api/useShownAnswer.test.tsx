import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownAnswer, type Answer } from './useShownAnswer';

type Read = Answer & { isPending: boolean; isSuccess: boolean; isError: boolean; isFetching: boolean };

const pending: Read = {
  data: undefined,
  status: 'pending',
  error: null,
  isPending: true,
  isSuccess: false,
  isError: false,
  isFetching: true,
};
const answered = (data: string[]): Read => ({
  data,
  status: 'success',
  error: null,
  isPending: false,
  isSuccess: true,
  isError: false,
  isFetching: false,
});

function recorder() {
  const drawn: string[] = [];
  function Page({ read }: { read: Read }) {
    const shown = useShownAnswer(read);
    drawn.push(
      `${shown.status}:${shown.isPending ? 'loading' : String(shown.data)}:${shown.isFetching ? 'fetching' : 'idle'}`,
    );
    return null;
  }
  return { drawn, Page };
}

describe('useShownAnswer', () => {
  it('draws a new answer after a render that keeps the previous one', () => {
    const { drawn, Page } = recorder();
    const { rerender } = render(<Page read={pending} />);
    rerender(<Page read={answered(['alice', 'ci'])} />);
    // The urgent render keeps the skeleton (and already knows the fetch ended); the transition draws the rows.
    expect(drawn).toEqual(['pending:loading:fetching', 'pending:loading:idle', 'success:alice,ci:idle']);
  });

  it('draws a later answer at once', () => {
    const { drawn, Page } = recorder();
    const { rerender } = render(<Page read={answered(['alice'])} />);
    rerender(<Page read={answered(['alice', 'bob'])} />);
    expect(drawn).toEqual(['success:alice:idle', 'success:alice,bob:idle']);
  });

  it('passes a read whose answer has not changed through as it is', () => {
    const { drawn, Page } = recorder();
    const list = ['alice'];
    const { rerender } = render(<Page read={answered(list)} />);
    rerender(<Page read={{ ...answered(list), isFetching: true }} />);
    expect(drawn).toEqual(['success:alice:idle', 'success:alice:fetching']);
  });

  it('keeps the flags in step with the shown status', () => {
    const shown: Read[] = [];
    function Page({ read }: { read: Read }) {
      shown.push(useShownAnswer(read));
      return null;
    }
    const failed: Read = {
      ...pending,
      status: 'error',
      error: new Error('down'),
      isPending: false,
      isError: true,
      isFetching: false,
    };
    const { rerender } = render(<Page read={pending} />);
    rerender(<Page read={failed} />);
    const urgent = shown[1];
    expect([urgent?.isPending, urgent?.isError, urgent?.error]).toEqual([true, false, null]);
    const last = shown.at(-1);
    expect([last?.isPending, last?.isError, last?.error]).toEqual([false, true, failed.error]);
  });
});
