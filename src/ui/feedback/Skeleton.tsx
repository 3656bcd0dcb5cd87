import { cx } from '../cx';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('h-3 rounded bg-skeleton', className)} />;
}

/**
 * Placeholder rows sized like real rows (same cell height), so the table does not jump when data
 * arrives. `widths` gives one width class per column.
 */
export function SkeletonRows({ rows = 6, widths }: { rows?: number; widths: string[] }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {widths.map((width, column) => (
            <td key={column} className="h-10 border-b border-line px-3 align-middle">
              <Skeleton className={width} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
