/** Rows are h-10 cells: 40px, the height spacers stand in for. */
export const SPACER_ROW_HEIGHT = 40;

/**
 * One empty row standing in for `rows` rows scrolled out of view. Its height is a computed value, so
 * it goes in React's style prop: React writes it through the CSSOM, which `style-src 'self'` allows.
 */
export function SpacerRows({ rows, columns }: { rows: number; columns: number }) {
  if (rows <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} className="border-0 p-0" style={{ height: rows * SPACER_ROW_HEIGHT }} />
    </tr>
  );
}
