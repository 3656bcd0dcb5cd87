// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketsMemoryKey, servicesMemoryKey } from './memoryKeys';

describe('memory keys', () => {
  it('keep one list per team, and bucket lists per service', () => {
    expect(servicesMemoryKey('t1')).not.toBe(servicesMemoryKey('t2'));
    expect(bucketsMemoryKey('t1', 's1')).not.toBe(bucketsMemoryKey('t1', 's2'));
    expect(bucketsMemoryKey('t1', 's1')).not.toBe(servicesMemoryKey('t1'));
  });
});
