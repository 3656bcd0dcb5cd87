import { formatTimestamp } from './formatTimestamp';

/** A date-time in the user's locale, with the exact ISO value on hover and in the markup. */
export function Timestamp({ value, className }: { value: string; className?: string }) {
  const formatted = formatTimestamp(value);
  return (
    <time dateTime={value} title={value} className={className}>
      {formatted}
    </time>
  );
}
