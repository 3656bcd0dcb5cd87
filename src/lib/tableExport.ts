import { csvSeparator, csvText, inertText } from './csv';
import type { ExportTime, ExportValue } from './exportValue';

/** A column as exported: its key (the JSON field), its header (the CSV's first row) and its value. */
export interface ExportColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly value: (row: T) => ExportValue;
}

export interface CsvFormat {
  /** The user's locale (undefined: the runtime's default). */
  locale?: string;
  /** Tests pin it; the user's own otherwise. */
  timeZone?: string;
}

/**
 * The rows as CSV, in the user's locale: numbers with the locale's decimal sign and no grouping (so a
 * spreadsheet reads them back as numbers), times as the locale's date and time, the separator `;` where the
 * decimal sign is a comma. Text from the server is written exactly, but made inert where it starts like a formula.
 */
export function tableCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[], format: CsvFormat = {}): string {
  const numbers = new Intl.NumberFormat(format.locale, { useGrouping: false, maximumFractionDigits: 20 });
  const dates = new Intl.DateTimeFormat(format.locale, {
    timeZone: format.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const times = new Intl.DateTimeFormat(format.locale, {
    timeZone: format.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const field = (value: ExportValue): string => {
    if (value === null) return '';
    if (typeof value === 'number') return Number.isFinite(value) ? numbers.format(value) : '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'string') return inertText(value);
    if (isTextList(value)) return inertText(value.join(', '));
    const date = new Date(value.time);
    // A date and a time with a space between, which spreadsheets read as one; an unreadable time as it came.
    return Number.isNaN(date.getTime()) ? inertText(value.time) : `${dates.format(date)} ${times.format(date)}`;
  };
  const records = [
    columns.map((column) => inertText(column.header)),
    ...rows.map((row) => columns.map((column) => field(column.value(row)))),
  ];
  return csvText(records, csvSeparator(format.locale));
}

/** The rows as JSON: an array of objects, one field per column (its key), each value as the API gave it. */
export function tableJson<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const objects = rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => {
        const value = column.value(row);
        return [column.key, value !== null && typeof value === 'object' && !isTextList(value) ? value.time : value];
      }),
    ),
  );
  return `${JSON.stringify(objects, null, 2)}\n`;
}

const isTextList = (value: ExportTime | readonly string[]): value is readonly string[] => Array.isArray(value);

/**
 * The exported file's name: the list, the team and the day, in characters every file system takes
 * ("vpcs-team-1-2026-11-28.csv"). Nothing secret goes in: the team is its id, not a token.
 */
export function exportFileName(list: string, team: string, day: Date, extension: 'csv' | 'json'): string {
  const part = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return `${[part(list), part(team), date].filter(Boolean).join('-')}.${extension}`;
}
