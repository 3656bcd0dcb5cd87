import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailFrame, DetailSkeleton, detailState, type DetailFrameProps } from './DetailFrame';
import { Breadcrumb } from './Breadcrumb';

function renderFrame(props: Partial<DetailFrameProps<{ name: string } | null>>) {
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <DetailFrame<{ name: string } | null>
        nav={<Breadcrumb items={[{ label: 'VPCs', to: '/vpcs' }, { label: 'Web VPC' }]} />}
        data={undefined}
        pending={false}
        error={null}
        notFound={false}
        onRetry={onRetry}
        retrying={false}
        loadingHeading="Loading VPC"
        skeleton={<DetailSkeleton rows={2} />}
        errorHeading="VPC not found"
        errorTitle="This VPC does not exist in this team"
        errorDetails={<p>vpc-1</p>}
        {...props}
      >
        {(data) => <h1>{data ? data.name : 'Without details'}</h1>}
      </DetailFrame>
    </MemoryRouter>,
  );
  return { onRetry, user: userEvent.setup() };
}

describe('DetailFrame', () => {
  afterEach(cleanup);

  it('while loading: the way back and a heading for screen readers', () => {
    renderFrame({ pending: true });
    expect(screen.getByRole('link', { name: /VPCs/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loading VPC' })).toHaveClass('sr-only');
  });

  it('not found: its heading and details, no Retry', () => {
    renderFrame({ error: new Error('gone'), notFound: true });
    expect(screen.getByRole('heading', { level: 1, name: 'VPC not found' })).not.toHaveClass('sr-only');
    expect(screen.getByRole('alert')).toHaveTextContent('This VPC does not exist in this team');
    expect(screen.getByText('vpc-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('any other failure offers Retry; a hidden heading stays for screen readers', async () => {
    const { onRetry, user } = renderFrame({ error: new Error('down'), errorHeadingHidden: true });
    expect(screen.getByRole('heading', { level: 1, name: 'VPC not found' })).toHaveClass('sr-only');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the page with its data, or with null when the server cannot read one', () => {
    renderFrame({ data: { name: 'net-1' } });
    expect(screen.getByRole('heading', { level: 1, name: 'net-1' })).toBeInTheDocument();
    cleanup();
    renderFrame({ data: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Without details' })).toBeInTheDocument();
  });
});

describe('detailState', () => {
  const query = { data: { name: 'web' }, isPending: false, error: null, isFetching: true, refetch: vi.fn() };

  it('hands the frame the query’s data, state and Retry, and headings that name the resource', () => {
    const state = detailState(query, { noun: 'VPC' });
    expect(state).toMatchObject({
      data: { name: 'web' },
      pending: false,
      error: null,
      retrying: true,
      notFound: false,
    });
    expect(state).toMatchObject({
      loadingHeading: 'Loading VPC',
      errorHeading: 'VPC',
      errorTitle: 'The VPC could not be loaded',
    });
    state.onRetry();
    expect(query.refetch).toHaveBeenCalled();
  });

  it('says a 404 is a resource that is not there', () => {
    const missing = { ...query, data: undefined, error: Object.assign(new Error('Not found'), { status: 404 }) };
    expect(detailState(missing, { noun: 'reserved IP' })).toMatchObject({
      notFound: true,
      errorHeading: 'Reserved IP not found',
      errorTitle: 'This reserved IP does not exist in this team',
    });
  });

  it('shows a page without the resource when the server cannot read one', () => {
    const failed = { ...query, data: undefined, isPending: true, error: new Error('405') };
    expect(detailState(failed, { noun: 'VM', absent: true })).toMatchObject({
      data: null,
      pending: false,
      error: null,
    });
  });
});
