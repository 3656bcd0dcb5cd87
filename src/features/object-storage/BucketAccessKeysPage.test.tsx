import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centralSentence, codelessError } from '../../test/codeless';
import { BucketAccessKeysPage } from './BucketAccessKeysPage';

const TEMPLATE = '/object-storage/{service_id}/buckets/{bucket_name}/access_keys';

// The queries are replaced by settled results: the page is checked for what it shows of a refusal.
const { keysError } = vi.hoisted(() => ({ keysError: { current: null as unknown } }));
vi.mock('../../api/resources/objectStorage', async (original) => ({
  ...(await original<typeof import('../../api/resources/objectStorage')>()),
  useBucketAccessKeys: () => ({
    data: undefined,
    error: keysError.current,
    isError: true,
    isSuccess: false,
    isPending: false,
    isFetching: false,
    refetch: () => Promise.resolve(),
  }),
  useObjectStorageService: () => ({ data: undefined, error: null, isError: false, isSuccess: false, isPending: false }),
}));
vi.mock('../../api/capabilities/capabilities', async (original) => ({
  ...(await original<typeof import('../../api/capabilities/capabilities')>()),
  useOperationAbsent: () => false,
}));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/teams/t1/object-storage/s1/buckets/photos']}>
        <Routes>
          <Route
            path="/teams/:teamId/object-storage/:serviceId/buckets/:bucketName"
            element={<BucketAccessKeysPage />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BucketAccessKeysPage', () => {
  afterEach(cleanup);

  it('explains a code-less 403 once, in the operation’s words, under the list’s usual title', () => {
    keysError.current = codelessError('GET', TEMPLATE, 403);
    renderPage();
    const sentence = centralSentence('GET', TEMPLATE, 403);
    expect(sentence).toBe('This object storage service is not active, so its keys cannot be shown.');
    expect(screen.getByText('Access keys could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText(/not active, so its bucket keys cannot be read/)).not.toBeInTheDocument();
  });
});
