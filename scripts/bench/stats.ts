/** Small helpers to print bench figures as aligned tables. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Prints rows as a table whose columns are as wide as their widest cell; numbers align right. */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

/** `target` met? For the summary column. */
export function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}
