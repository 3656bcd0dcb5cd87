/** A noun in both numbers, for counts and messages: `{ one: 'key', other: 'keys' }`. */
export interface Noun {
  one: string;
  other: string;
}

export function plural(count: number, noun: Noun): string {
  return count === 1 ? noun.one : noun.other;
}

/**
 * The count next to a list's search: "3 keys", or "1 of 3 keys" while a search or filter narrows
 * it. Digits as typed (no grouping) so "10000 keys" reads the same in every locale.
 */
export function countText({
  shown,
  total,
  noun,
  narrowed,
}: {
  shown: number;
  total: number;
  noun: Noun;
  narrowed: boolean;
}): string {
  return narrowed ? `${shown} of ${total} ${plural(total, noun)}` : `${total} ${plural(total, noun)}`;
}
