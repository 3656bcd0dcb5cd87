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
 * it; while the list is still arriving (`partial`), "1200 keys so far", since its search and sort
 * have only those to go on. Digits as typed (no grouping) so "10000 keys" reads the same in every locale.
 */
export function countText({
  shown,
  total,
  noun,
  narrowed,
  partial = false,
}: {
  shown: number;
  total: number;
  noun: Noun;
  narrowed: boolean;
  partial?: boolean;
}): string {
  const count = narrowed ? `${shown} of ${total} ${plural(total, noun)}` : `${total} ${plural(total, noun)}`;
  return partial ? `${count} so far, more loading` : count;
}
