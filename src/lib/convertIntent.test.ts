import { describe, expect, it } from 'vitest';
import { convertIntentOf, convertIntentState } from './convertIntent';

describe('convert intent', () => {
  it('reads back what the VM page put in the history state', () => {
    const intent = { address: '192.0.2.11', name: 'web-2-ip' };
    expect(convertIntentOf(convertIntentState(intent))).toEqual(intent);
  });

  it('ignores a state that carries none, or a malformed one', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { convertToReservedIp: null },
      { convertToReservedIp: { address: 1 } },
    ])
      expect(convertIntentOf(state)).toBeNull();
  });
});
