/**
 * Text in the order people sort it: case-insensitive, numbers by value ("web 9" before "web 10"), in
 * the user's locale. This is what `Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })`
 * does, but the first collator a page builds loads the locale's collation data (figures:
 * docs/performance.md), in the middle of drawing the first list. Names in a cloud
 * console are nearly always ASCII, and for ASCII the collation of most languages is the Unicode root
 * order, so two ASCII texts are compared here from that order's table; anything else goes to the
 * collator. The languages whose collation reorders ASCII (Danish "aa", Czech "ch", Turkish "I",
 * Lithuanian "y", Thai's ignored punctuation…) always use the collator. textOrder.test.ts checks the
 * table against the collator of every language listed.
 */

/** Printable ASCII and the whitespace controls in root collation order; a case pair is one place. */
const ROOT_ORDER = [
  '\t', '\n', '\v', '\f', '\r', ' ', '_', '-', ',', ';', ':', '!', '?', '.', "'", '"', '(', ')', '[', ']', '{', '}',
  '@', '*', '/', '\\', '&', '#', '%', '`', '^', '+', '<', '=', '>', '|', '~', '$', '0123456789',
  'Aa', 'Bb', 'Cc', 'Dd', 'Ee', 'Ff', 'Gg', 'Hh', 'Ii', 'Jj', 'Kk', 'Ll', 'Mm', 'Nn', 'Oo', 'Pp', 'Qq', 'Rr', 'Ss',
  'Tt', 'Uu', 'Vv', 'Ww', 'Xx', 'Yy', 'Zz',
]; // prettier-ignore

/** Rank of each ASCII code in ROOT_ORDER; -1 for the controls collation ignores. All digits share one rank: a run of them is a number. */
const RANK = new Int16Array(128).fill(-1);
ROOT_ORDER.forEach((place, rank) => {
  for (const char of place) RANK[char.charCodeAt(0)] = rank;
});

/** Languages whose collation of ASCII text is the root order (checked in the tests). */
const ROOT_ORDER_LANGUAGES = new Set(
  'af am ar as be bg bn ca de el en es eu fa fi fr ga gl gu he hi hy id is it ja ka kk km kn ko kok ky lb lo mk ml mn mr ms mt my ne nl or pa pl ps pt ro ru sd si sl sr sv sw ta te tk uk ur vi wo zh zu'.split(
    ' ',
  ),
);

/** Whether ASCII text sorts in the root order for `locale`: a listed language, with no collation options of its own. */
export function sortsAsciiAsRoot(locale: string): boolean {
  const [language = ''] = locale.toLowerCase().split('-');
  return ROOT_ORDER_LANGUAGES.has(language) && !/-u-/i.test(locale);
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false;
  return true;
}
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Compares two ASCII texts as the root collation does with numeric ordering at base strength. */
export function compareAsciiText(a: string, b: string): number {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && RANK[a.charCodeAt(i)] === -1) i++;
    while (j < b.length && RANK[b.charCodeAt(j)] === -1) j++;
    if (i >= a.length || j >= b.length) return (i < a.length ? 1 : 0) - (j < b.length ? 1 : 0);
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(j);
    if (isDigit(codeA) && isDigit(codeB)) {
      // Numbers by value: leading zeros do not count, then the longer is larger, then digit by digit.
      while (a.charCodeAt(i) === 48) i++;
      while (b.charCodeAt(j) === 48) j++;
      let endA = i;
      let endB = j;
      while (isDigit(a.charCodeAt(endA))) endA++;
      while (isDigit(b.charCodeAt(endB))) endB++;
      if (endA - i !== endB - j) return endA - i - (endB - j) < 0 ? -1 : 1;
      for (; i < endA; i++, j++)
        if (a.charCodeAt(i) !== b.charCodeAt(j)) return a.charCodeAt(i) < b.charCodeAt(j) ? -1 : 1;
      continue;
    }
    const rankA = RANK[codeA] ?? -1;
    const rankB = RANK[codeB] ?? -1;
    if (rankA !== rankB) return rankA < rankB ? -1 : 1;
    i++;
    j++;
  }
}

// A key's characters: a rank as the character RANK_BASE + rank, so that plain string order is rank
// order; a run of digits as the digits' rank, its length (leading zeros dropped) and its digits.
const RANK_BASE = 0x21;
const DIGIT_RANK = RANK['0'.charCodeAt(0)]!;

/**
 * A string whose plain order (`<`) is compareAsciiText's order: built once per row, it turns a sort's
 * thousands of comparisons into native string comparisons (figures: docs/performance.md).
 */
export function asciiSortKey(text: string): string {
  let key = '';
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    const rank = RANK[code] ?? -1;
    if (rank === -1) {
      i++;
      continue;
    }
    if (!isDigit(code)) {
      key += String.fromCharCode(RANK_BASE + rank);
      i++;
      continue;
    }
    while (text.charCodeAt(i) === 48) i++;
    let end = i;
    while (isDigit(text.charCodeAt(end))) end++;
    key += String.fromCharCode(RANK_BASE + DIGIT_RANK, RANK_BASE + end - i) + text.slice(i, end);
    i = end;
  }
  return key;
}

let collator: Intl.Collator | undefined;
let asciiAsRoot: boolean | undefined;

function userLocale(): string {
  // What the browser's collator defaults to; read without building an Intl object. Outside a browser
  // (the emulator) Intl's default stands in.
  // eslint-disable-next-line no-restricted-properties
  return globalThis.navigator?.language || Intl.DateTimeFormat().resolvedOptions().locale;
}

/** Text as people sort it in the user's locale: case-insensitive, numbers by value. */
export function compareText(a: string, b: string): number {
  asciiAsRoot ??= sortsAsciiAsRoot(userLocale());
  if (asciiAsRoot && isAscii(a) && isAscii(b)) return compareAsciiText(a, b);
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

/**
 * compareText's order as a key compared with `<`, when the texts allow one: null for text beyond
 * ASCII, or in a locale whose collation reorders ASCII (those go to the collator).
 */
export function textSortKey(text: string): string | null {
  asciiAsRoot ??= sortsAsciiAsRoot(userLocale());
  return asciiAsRoot && isAscii(text) ? asciiSortKey(text) : null;
}
