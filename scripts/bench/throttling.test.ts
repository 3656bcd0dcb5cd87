import { describe, expect, it } from 'vitest';
import { describeSlowPhone, networkConditionsParams, SLOW_PHONE } from './throttling';

describe('networkConditionsParams', () => {
  it('turns decimal kilobits per second into bytes per second, the unit the protocol takes', () => {
    expect(networkConditionsParams({ latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 })).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
  });
});

describe('describeSlowPhone', () => {
  it('names the slowdown and the line speeds in the units they are quoted in', () => {
    expect(describeSlowPhone(SLOW_PHONE)).toBe('4× slower CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up');
  });
});
