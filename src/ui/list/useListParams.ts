import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListParams, writeListParams, type ListParams } from './listParams';

/** The list's search and sort, read from and written to the URL (replacing, so typing does not flood history). */
export function useListParams(): [ListParams, (changes: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<ListParams>) => setSearchParams((current) => writeListParams(current, changes), { replace: true }),
    [setSearchParams],
  );
  return [params, update];
}
