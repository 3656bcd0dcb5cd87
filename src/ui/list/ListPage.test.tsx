import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPage } from './ListPage';
import { loadState } from './loadState';

describe('ListPage', () => {
  afterEach(cleanup);

  it('names the page and the tab by its title, then shows the list', () => {
    render(
      <ListPage title="SSH keys" description="Public keys." actions={<button type="button">Add SSH key</button>}>
        <table aria-label="SSH keys" />
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add SSH key' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'SSH keys' })).toBeInTheDocument();
    expect(document.title).toMatch(/^SSH keys · /);
  });
});

describe('loadState', () => {
  it('gives the table the query’s loading, failure and Retry', () => {
    const refetch = vi.fn();
    const failed = { isPending: false, isError: true, error: new Error('down'), isFetching: true, refetch };
    const state = loadState(failed, 'Keys could not be loaded');
    expect(state).toMatchObject({
      isLoading: false,
      error: failed.error,
      errorTitle: 'Keys could not be loaded',
      retrying: true,
    });
    state.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
    expect(loadState({ ...failed, isError: false, error: null }, '').error).toBeNull();
  });
});
