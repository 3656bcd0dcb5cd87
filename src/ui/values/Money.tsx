import { Fragment } from 'react';
import { moneySegments } from '../../lib/format';
import { cx } from '../cx';

/**
 * A price that is never cut off: in a narrow cell, or a locale with a long currency ("1.234,56 €",
 * "CHF 1’234.56", Arabic digits), it wraps at the space between figure and currency instead of
 * ending in an ellipsis; the figure itself breaks only when it alone is wider than its cell.
 */
export function Money({
  amount,
  currency,
  locale,
  className,
}: {
  amount: number;
  currency: string;
  /** The user's locale unless given (tests). */
  locale?: string;
  className?: string;
}) {
  const segments = moneySegments(amount, currency, locale);
  return (
    <span className={cx('tabular-nums', className)}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="[overflow-wrap:anywhere]">{segment}</span>
        </Fragment>
      ))}
    </span>
  );
}
