import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import { Money } from './Money';

afterEach(cleanup);

/** A price in a cell narrower than its text, as a dense table on a phone gives it. */
function renderInNarrowCell(amount: number, currency: string, locale: string) {
  const { container } = render(
    <table>
      <tbody>
        <tr>
          <td style={{ width: '3ch', maxWidth: '3ch' }}>
            <Money amount={amount} currency={currency} locale={locale} />
          </td>
        </tr>
      </tbody>
    </table>,
  );
  const cell = container.querySelector('td');
  if (!cell) throw new Error('no cell');
  return cell;
}

describe('Money in a narrow cell', () => {
  it.each([
    ['de-DE', 'EUR', 1234.56],
    ['ja-JP', 'JPY', 1234567],
    ['ar', 'USD', 1234.56],
    ['ar-EG', 'EGP', 98765.4],
    ['de-CH', 'CHF', 1234.56],
  ])('%s %s: the whole price is there, wrapping first between figure and currency', (locale, currency, amount) => {
    const cell = renderInNarrowCell(amount, currency, locale);
    // Nothing is dropped or replaced by an ellipsis: the text is the whole formatted price.
    expect(cell.textContent).toBe(formatMoney(amount, currency, locale));
    const money = cell.firstElementChild as HTMLElement;
    const pieces = [...money.querySelectorAll('span')];
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      // A piece breaks only when it alone is wider than the cell (overflow-wrap, not word-break); none is clipped.
      expect(piece).toHaveClass('[overflow-wrap:anywhere]');
      expect(piece.className).not.toMatch(/truncate|overflow-hidden|text-ellipsis/);
    }
    expect(money.className).not.toMatch(/truncate|overflow-hidden|text-ellipsis|whitespace-nowrap/);
    // The places a line ends first are the <wbr>s, one between each two pieces, each after a space.
    expect(money.querySelectorAll('wbr')).toHaveLength(pieces.length - 1);
    for (const piece of pieces.slice(0, -1)) expect(piece.textContent).toMatch(/\s$/u);
  });

  it('keeps the figure of a long price in one piece', () => {
    const cell = renderInNarrowCell(1234567.89, 'EUR', 'de-DE');
    const pieces = [...cell.querySelectorAll('span span')].map((piece) => piece.textContent);
    expect(pieces[0]).toMatch(/^1\.234\.567,89\s$/u);
    expect(pieces.at(-1)).toBe('€');
  });
});
