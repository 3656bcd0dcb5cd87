// What a list's columns export, apart from the writers (tableExport.ts), which load only on the first export.

/** A time as the API sent it (ISO 8601): JSON keeps it, CSV writes it in the user's locale and time zone. */
export interface ExportTime {
  readonly time: string;
}

/**
 * What a list's column exports for a row: the API's value, not the words drawn in the cell. Text, a number, a
 * yes/no, nothing (null), a time, or a list of texts (JSON keeps the array; CSV joins it with ", ").
 */
export type ExportValue = string | number | boolean | null | ExportTime | readonly string[];

/** A time to export, or nothing when the API gave none. */
export function exportTime(iso: string | null | undefined): ExportValue {
  return iso ? { time: iso } : null;
}
