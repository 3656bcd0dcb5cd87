// Loaded on the first export (ExportMenu imports it with import()), so a list's code does not carry the writers.
import { exportFileName, tableCsv, tableJson, type ExportColumn } from '../../lib/tableExport';

export type ExportFormat = 'csv' | 'json';

/**
 * Writes the rows as a CSV (the user's locale) or JSON file and hands it to the browser as a download, through
 * a Blob URL revoked once the click has started it. The CSP allows this: a download is no fetch or frame.
 */
export function downloadTable<T>(
  format: ExportFormat,
  table: { list: string; team: string; columns: readonly ExportColumn<T>[]; rows: readonly T[] },
): void {
  // CSV in the locale every other figure of the console is shown in (Intl's default: the browser's).
  const text = format === 'csv' ? tableCsv(table.columns, table.rows) : tableJson(table.columns, table.rows);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(table.list, table.team, new Date(), format);
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After this task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
