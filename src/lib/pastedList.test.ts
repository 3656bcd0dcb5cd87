import { describe, expect, it } from 'vitest';
import { checkPasted, pasteLines, sendEach, splitPasted, splitPastedLines, type ValueCheck } from './pastedList';

const number = (text: string): ValueCheck<number> =>
  /^\d+$/.test(text) ? { ok: true, value: Number(text), key: String(Number(text)) } : { ok: false, problem: 'NaN' };

describe('splitPasted', () => {
  it('splits on newlines, commas, semicolons, tabs and spaces', () => {
    expect(splitPasted(' 203.0.113.7,198.51.100.0/24\n2001:db8::/48\r\n\t10.0.0.1 ; 10.0.0.2,,')).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::/48',
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(splitPasted('   ')).toEqual([]);
  });

  it('keeps lines whole for values with spaces', () => {
    expect(splitPastedLines('ssh-ed25519 AAAA a@b\n\n  ssh-rsa BBBB c@d  \r\n')).toEqual([
      'ssh-ed25519 AAAA a@b',
      'ssh-rsa BBBB c@d',
    ]);
  });
});

describe('checkPasted', () => {
  it('says of each value whether it is ready, refused with its reason, or a duplicate', () => {
    expect(checkPasted(['1', 'x', '2', '02', '3'], number, new Set(['3']))).toEqual([
      { text: '1', outcome: 'ready', value: 1, key: '1' },
      { text: 'x', outcome: 'refused', reason: 'NaN' },
      { text: '2', outcome: 'ready', value: 2, key: '2' },
      { text: '02', outcome: 'duplicate', reason: '2 is pasted twice.' },
      { text: '3', outcome: 'duplicate', reason: '3 is already there.' },
    ]);
  });
});

describe('sendEach', () => {
  it('sends every value even after a refusal, and reports each in order', async () => {
    const sent: number[] = [];
    const outcomes = await sendEach([1, 2, 3], async (value) => {
      sent.push(value);
      if (value === 2) throw new Error('refused');
      return value * 10;
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['added', 'refused', 'added']);
    expect(outcomes[0]).toEqual({ value: 1, outcome: 'added', result: 10 });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await sendEach(
      [1, 2, 3, 4, 5],
      async (value) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return value;
      },
      2,
    );
    expect(most).toBe(2);
    expect(await sendEach([], async () => 1)).toEqual([]);
  });
});

describe('pasteLines', () => {
  it('joins a pasted column with commas where a one-line field would run the lines together', () => {
    expect(pasteLines('', { start: 0, end: 0 }, '10.0.0.1\r\n10.0.0.2\n\n10.0.0.3\n')).toEqual({
      value: '10.0.0.1, 10.0.0.2, 10.0.0.3',
      caret: 28,
    });
    expect(pasteLines('a, XX', { start: 3, end: 5 }, 'b\nc')).toEqual({ value: 'a, b, c', caret: 7 });
  });

  it('leaves a one-line paste to the browser', () => {
    expect(pasteLines('', { start: 0, end: 0 }, '10.0.0.1, 10.0.0.2\n')).toBeNull();
  });
});
