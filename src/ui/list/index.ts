// The building blocks of a list page; see README.md in this folder.
export { CopyableText, IdCell, NameCell, TextCell, TimeCell } from './cells';
export { countText, plural, type Noun } from './countText';
export { DataTable, RowActionButton, type Column, type DataTableProps } from './DataTable';
export {
  by,
  compareId,
  compareNumber,
  compareText,
  compareTime,
  filterAndSort,
  filterRows,
  foldForSearch,
  prepareSearch,
  searchAndSort,
  sortBy,
  sortRows,
  thenBy,
  type Compare,
  type FilterAndSortOptions,
} from './filterAndSort';
export {
  clearedFilters,
  defaultListParams,
  defineListSpec,
  isNarrowed,
  parseListParams,
  toggleSort,
  writeListParams,
  type FilterRule,
  type ListParams,
  type ListSpec,
} from './listParams';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { OpenByIdForm } from './OpenByIdForm';
export { useListParams, type ListParamsState } from './useListParams';
export { usePreparedSearch } from './usePreparedSearch';
export { isUuid } from '../../lib/uuid';
export { readUuid } from './uuid';
export { FilterSelect, type FilterOption } from './FilterSelect';
export { ListPage } from './ListPage';
export { loadState, type LoadingQuery } from './loadState';
export { filterBinding, searchBinding } from './bindings';
