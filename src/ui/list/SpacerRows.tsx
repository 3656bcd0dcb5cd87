import { spacerChunks } from './rowWindow';

/**
 * Heights of 1, 2, 4 … 16384 rows of 40px (h-10 cells). Written out in full so Tailwind generates
 * each class; a spacer of any size is a sum of them, without an inline style.
 */
const SPACER_HEIGHTS_40 = [
  'h-[40px]',
  'h-[80px]',
  'h-[160px]',
  'h-[320px]',
  'h-[640px]',
  'h-[1280px]',
  'h-[2560px]',
  'h-[5120px]',
  'h-[10240px]',
  'h-[20480px]',
  'h-[40960px]',
  'h-[81920px]',
  'h-[163840px]',
  'h-[327680px]',
  'h-[655360px]',
] as const;

export const SPACER_ROW_HEIGHT = 40;

/** Empty rows standing in for `rows` rows of 40px that are scrolled out of view. */
export function SpacerRows({ rows, columns }: { rows: number; columns: number }) {
  if (rows <= 0) return null;
  return (
    <>
      {spacerChunks(rows, SPACER_HEIGHTS_40.length - 1).map((power, index) => (
        <tr key={index} aria-hidden="true">
          <td colSpan={columns} className={`${SPACER_HEIGHTS_40[power]} border-0 p-0`} />
        </tr>
      ))}
    </>
  );
}
