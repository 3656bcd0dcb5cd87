import { characterCount } from '../../lib/text';
import { cx } from '../cx';

/** "12 / 255", red when over; give it to a field's `hint` so it is read with the field. */
export function CharacterCounter({ value, max }: { value: string; max: number }) {
  const count = characterCount(value);
  const over = count > max;
  return (
    <p className={cx('text-right text-xs tabular-nums', over ? 'font-medium text-danger-text' : 'text-fg-subtle')}>
      {count} / {max}
      <span className="sr-only"> characters{over ? `, ${count - max} over the limit` : ''}</span>
    </p>
  );
}
