/** Joins class names, skipping falsy ones, so conditional Tailwind classes read cleanly. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
