import { describe, expect, it } from 'vitest';
import { settleSearch, shownSearch, typeSearch, writeSearch } from './searchDraft';

describe('search draft', () => {
  it('shows what was typed before the URL has it, and gives way once it does', () => {
    let draft = typeSearch(null, 'w', '');
    draft = typeSearch(draft, 'we', '');
    expect(shownSearch(draft, '')).toBe('we');
    draft = writeSearch(draft);
    // The write is on its way: the URL still has the old search.
    expect(shownSearch(draft, '')).toBe('we');
    expect(settleSearch(draft, 'we')).toBeNull();
    expect(shownSearch(draft, 'we')).toBe('we');
  });

  it('keeps showing keys typed while an earlier write lands', () => {
    let draft = writeSearch(typeSearch(null, 'we', ''));
    draft = typeSearch(draft, 'web', '');
    // "we" lands in the URL while "web" is not written yet.
    expect(shownSearch(draft, 'we')).toBe('web');
    draft = writeSearch(draft);
    expect(shownSearch(draft, 'we')).toBe('web');
    expect(shownSearch(draft, 'web')).toBe('web');
  });

  it('keeps an unwritten draft that happens to equal the URL (typed and deleted back)', () => {
    const draft = typeSearch(typeSearch(null, 'x', ''), '', '');
    expect(settleSearch(draft, '')).toBe(draft);
    expect(settleSearch(writeSearch(draft), '')).toBeNull();
  });

  it('gives way when something else moves the URL', () => {
    const draft = typeSearch(null, 'web', '');
    expect(settleSearch(draft, 'db')).toBeNull();
    expect(shownSearch(draft, 'db')).toBe('db');
    expect(shownSearch(null, 'db')).toBe('db');
  });

  it('remembers only the last few writes', () => {
    let draft = typeSearch(null, 'a', '');
    for (const q of ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefg', 'abcdefgh', 'abcdefghi'])
      draft = writeSearch(typeSearch(draft, q, ''));
    expect(draft.over).toHaveLength(8);
    expect(draft.over).not.toContain('');
  });
});
