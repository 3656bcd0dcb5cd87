/**
 * CSV as RFC 4180 writes it (fields quoted when they must be, quotes doubled, CRLF between records), for a
 * spreadsheet to open: see tableExport.ts for what goes in the cells.
 */

/**
 * The byte order mark a file starts with: without it Excel reads a CSV in the system's legacy code page, and
 * every name outside ASCII (accents, emoji, right-to-left text) comes out garbled.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * What a spreadsheet would take a text cell's start for: a formula (`=`, `+`, `-`, `@`), or a tab or carriage
 * return before one, in their ASCII and full-width forms (some spreadsheets fold the latter to the former).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Server text as a spreadsheet should show it: text that starts like a formula gets a leading `'`, which
 * spreadsheets take as "this is text", so a name such as `=HYPERLINK(…)` is shown, never run.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The field separator for a locale: `;` where the decimal sign is a comma (as spreadsheets there expect), else `,`. */
export function csvSeparator(locale: string | undefined): ',' | ';' {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

/** One field, quoted when it holds the separator, a quote, a line break, or space at either end. */
export function csvField(text: string, separator: string): string {
  const mustQuote = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records of fields as a CSV file's text: the byte order mark, then each record ended by CRLF. */
export function csvText(records: readonly (readonly string[])[], separator: string): string {
  return (
    UTF8_BOM + records.map((fields) => `${fields.map((f) => csvField(f, separator)).join(separator)}\r\n`).join('')
  );
}
