import { useParams } from 'react-router-dom';
import type { ExportColumn } from '../../lib/tableExport';
import { Menu } from '../controls/Menu';
import { useToast } from '../feedback/Toasts';
import { DownloadIcon } from '../icons';
import type { Column } from './DataTable';
import { plural, type Noun } from './countText';

/** What a list exports: its rows as shown (searched, filtered, sorted; all of them) and its table's columns. */
export interface ExportableList<T> {
  noun: Noun;
  rows: readonly T[];
  columns: readonly Column<T, string>[];
}

/**
 * The list's "Export" menu: the rows shown, as a CSV file for a spreadsheet or JSON of the API's values. Every
 * column with a `value` is exported, those a narrow screen leaves out too (the same list gives the same file on
 * every screen); row menus and selection boxes have none. The writers load on the first export.
 */
export function ExportMenu<T>({ noun, rows, columns }: ExportableList<T>) {
  const { teamId = '' } = useParams();
  const toast = useToast();
  const save = async (format: 'csv' | 'json') => {
    try {
      const { downloadTable } = await import('./exportFile');
      downloadTable(format, { list: noun.other, team: teamId, columns: exportColumns(columns), rows });
      toast.show(`${rows.length} ${plural(rows.length, noun)} exported as ${format.toUpperCase()}.`);
    } catch {
      toast.show(`The ${noun.other} could not be exported. Reload the page and try again.`, 'error');
    }
  };
  return (
    <Menu
      buttonLabel={`Export ${noun.other}`}
      buttonContent={
        <span className="flex items-center gap-1.5 text-[13px]">
          <DownloadIcon className="size-3.5" />
          Export
        </span>
      }
      items={[
        { label: 'CSV, for a spreadsheet', onSelect: () => void save('csv') },
        { label: 'JSON, the API’s values', onSelect: () => void save('json') },
      ]}
    />
  );
}

function exportColumns<T>(columns: readonly Column<T, string>[]): ExportColumn<T>[] {
  return columns.flatMap(({ key, header, value }) =>
    value ? [{ key, header: typeof header === 'string' ? header : key, value }] : [],
  );
}
