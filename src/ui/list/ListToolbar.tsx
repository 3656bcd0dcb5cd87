import type { ReactNode } from 'react';
import { SearchField } from '../controls/SearchField';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { countText, type Noun } from './countText';
import { ExportMenu, type ExportableList } from './ExportMenu';

export interface ListToolbarProps<T = unknown> {
  /** The search box's accessible name: "Search SSH keys". */
  searchLabel: string;
  /** What is searched ("Search by name or ID"); a phone shows the shorter `searchLabel` instead. */
  searchPlaceholder?: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** Null while the list loads (nothing to count yet). */
  count: { shown: number; total: number; noun: Noun; narrowed: boolean; partial?: boolean } | null;
  /** Filter controls (a location select…), after the search box. */
  filters?: ReactNode;
  /** Buttons at the right end (refresh, bulk actions…). */
  actions?: ReactNode;
  /** The rows and columns the "Export" menu writes (tableBinding gives them once the list has loaded). */
  exportable?: ExportableList<T> | null;
}

/** The row above a list: search, filters, a live count ("3 keys", "1 of 3 keys") and actions. */
export function ListToolbar<T>({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  count,
  filters,
  actions,
  exportable,
}: ListToolbarProps<T>) {
  // On a phone the long placeholder would be the largest text on the page, drawn before any row.
  const roomForPlaceholder = useMediaQuery('(min-width: 640px)');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchField
        label={searchLabel}
        placeholder={roomForPlaceholder ? searchPlaceholder : searchLabel}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className="w-full sm:w-80"
      />
      {filters ? <div className="flex min-w-0 flex-wrap items-center gap-2">{filters}</div> : null}
      {/* Always in the DOM, so the new count is announced as the user types; one line tall even
          while empty, so the list below does not move down when the count arrives. */}
      <p role="status" className="min-h-4 text-xs text-fg-subtle tabular-nums">
        {count ? countText(count) : ''}
      </p>
      {actions || exportable ? (
        <div className="ml-auto flex items-center gap-2">
          {exportable ? <ExportMenu {...exportable} /> : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
