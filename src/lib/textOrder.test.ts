import { describe, expect, it } from 'vitest';
import { asciiSortKey, compareAsciiText, compareText, sortsAsciiAsRoot } from './textOrder';

/** A small seeded generator: the same strings on every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Names as people type them, and every printable ASCII character besides.
const NAME_CHARS = 'abcxyzABCXYZ  -_.0123456789';
const PRINTABLE = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('') + '\t\n\r';

function texts(count: number, alphabet: string, random: () => number): Array<[string, string]> {
  const text = () =>
    Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
      '',
    );
  return Array.from({ length: count }, () => [text(), text()]);
}

/** `count` pairs of names and `count` of any printable ASCII, the same for the same `seed`. */
function namesAndPrintable(seed: number, count: number): Array<[string, string]> {
  const random = seeded(seed);
  return [...texts(count, NAME_CHARS, random), ...texts(count, PRINTABLE, random)];
}

const LISTED =
  'af am ar as be bg bn ca de el en es eu fa fi fr ga gl gu he hi hy id is it ja ka kk km kn ko kok ky lb lo mk ml mn mr ms mt my ne nl or pa pl ps pt ro ru sd si sl sr sv sw ta te tk uk ur vi wo zh zu'.split(
    ' ',
  );

describe('compareAsciiText', () => {
  it('orders ASCII text exactly as the collator of every listed language does', () => {
    const pairs = [
      ...namesAndPrintable(17, 3000),
      ['web 9', 'web 10'],
      ['a01', 'a1'],
      ['a001b', 'a1c'],
      ['', 'a'],
      ['A', 'a'],
      ['x-1', 'x_1'],
      ['db 2', 'db-2'],
      ['12345678901234567890', '12345678901234567891'],
    ] as Array<[string, string]>;
    for (const language of LISTED) {
      const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
      const wrong = pairs.filter(([a, b]) => Math.sign(compareAsciiText(a, b)) !== Math.sign(collator.compare(a, b)));
      expect(wrong.slice(0, 3), `${language}: ${wrong.length} pairs ordered differently`).toEqual([]);
    }
  });

  it('has a sort key whose plain order is its order', () => {
    const pairs = [
      ...namesAndPrintable(23, 5000),
      ['a0', 'a'],
      ['a00', 'a0'],
      ['a01', 'a1'],
      ['web 9', 'web 10'],
      ['x9y', 'x10'],
      ['1'.repeat(40), '2'],
    ] as Array<[string, string]>;
    const keyOrder = (a: string, b: string) => {
      const [x, y] = [asciiSortKey(a), asciiSortKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const wrong = pairs.filter(([a, b]) => Math.sign(compareAsciiText(a, b)) !== keyOrder(a, b));
    expect(wrong.slice(0, 3), `${wrong.length} pairs ordered differently`).toEqual([]);
  });

  it('sorts names as people expect', () => {
    expect(['web 10', 'Web 9', 'api', 'db-2', 'db 1', '_tmp'].sort(compareAsciiText)).toEqual([
      '_tmp',
      'api',
      'db 1',
      'db-2',
      'Web 9',
      'web 10',
    ]);
  });
});

describe('sortsAsciiAsRoot', () => {
  it('uses the table only where the locale keeps the root order for ASCII', () => {
    expect(sortsAsciiAsRoot('en-US')).toBe(true);
    expect(sortsAsciiAsRoot('fr')).toBe(true);
    expect(sortsAsciiAsRoot('pt-BR')).toBe(true);
    // Danish "aa" after "z", Czech "ch" after "h", Turkish dotless i, Thai's ignored punctuation.
    for (const locale of ['da-DK', 'cs', 'tr-TR', 'th', 'lt', 'hu'])
      expect(sortsAsciiAsRoot(locale), locale).toBe(false);
    // A collation chosen in the locale (German phone book) is the collator's to apply.
    expect(sortsAsciiAsRoot('de-DE-u-co-phonebk')).toBe(false);
  });

  it('lists no language whose collator reorders ASCII', () => {
    // The languages left out really do differ from the root order, so the list is as long as it can be.
    const random = seeded(5);
    const pairs = texts(20_000, 'aAcChHsSyYzZjJnNgGlLiI0 .', random);
    const root = new Intl.Collator('und', { numeric: true, sensitivity: 'base' });
    for (const language of ['da', 'cs', 'tr', 'th', 'lt', 'hu', 'et', 'cy', 'sk', 'lv', 'az', 'uz'])
      expect(
        pairs.some(
          ([a, b]) =>
            Math.sign(new Intl.Collator(language, { numeric: true, sensitivity: 'base' }).compare(a, b)) !==
            Math.sign(root.compare(a, b)),
        ),
        language,
      ).toBe(true);
  });
});

describe('compareText', () => {
  it('falls back to the collator for text beyond ASCII', () => {
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    for (const [a, b] of [
      ['été', 'ete'],
      ['Zoë', 'zoe 2'],
      ['web 10', 'wéb 9'],
    ] as const)
      expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
  });
});
