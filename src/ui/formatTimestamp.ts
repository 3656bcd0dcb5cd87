// One formatter for the page's lifetime: building an Intl.DateTimeFormat is costly in long lists.
let formatter: Intl.DateTimeFormat | undefined;

/** The user's locale and time zone; an unparsable value is shown as it came. */
export function formatTimestamp(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format =
    locale === undefined
      ? (formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }))
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(date);
}
