import type { ListParams } from './listParams';
import type { ListParamsState } from './useListParams';

/** A ListToolbar's search box, bound to the list's search: `<ListToolbar {...searchBinding(list)} …>`. */
export function searchBinding<S extends string, F extends string>(list: ListParamsState<S, F>) {
  return { search: list.params.q, onSearchChange: (q: string) => list.setParams({ q } as Partial<ListParams<S, F>>) };
}

/** A FilterSelect bound to one filter of the list: `<FilterSelect label="Usage" {...filterBinding(list, 'use')} …>`. */
export function filterBinding<S extends string, F extends string>(
  list: ListParamsState<S, F>,
  name: Exclude<F, 'q' | 'sort' | 'dir'>,
) {
  return {
    value: (list.params as Record<string, string>)[name] ?? '',
    onChange: (value: string) => list.setParams({ [name]: value } as Partial<ListParams<S, F>>),
  };
}
