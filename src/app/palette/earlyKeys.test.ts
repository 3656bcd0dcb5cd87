// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { collectEarlyKeys, takeEarlyKeys } from './earlyKeys';

const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

afterEach(() => void takeEarlyKeys());

describe('keys pressed before the keyboard layer runs', () => {
  it('are handed to it once, in the order pressed, and no key after that', () => {
    let told = 0;
    collectEarlyKeys(() => (told += 1));
    press('g');
    press('v');
    expect(told).toBe(2);
    expect(takeEarlyKeys().map(({ event }) => event.key)).toEqual(['g', 'v']);
    press('?');
    expect(takeEarlyKeys()).toEqual([]);
    expect(told).toBe(2);
  });

  it('are forgotten when the shell leaves before the layer ran', () => {
    const stop = collectEarlyKeys(() => undefined);
    press('k');
    stop();
    press('?');
    expect(takeEarlyKeys()).toEqual([]);
  });
});
