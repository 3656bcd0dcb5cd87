import { describe, expect, it } from 'vitest';
import { answerJson } from './answerJson';
import { ALL_PAYLOADS } from '../emulator/fixtures/payloads';

describe('answerJson', () => {
  it('pretty-prints the answer as it is, server text and all', () => {
    const answer = { id: 'a', name: ALL_PAYLOADS.join(' '), vcpu: 2, ipv6: null, tags: ['x'] };
    const { text, left } = answerJson(answer, ['password']);
    expect(text).toBe(`${JSON.stringify(answer, null, 2)}\n`);
    expect(JSON.parse(text)).toEqual(answer);
    expect(left).toEqual([]);
  });

  it('leaves out the secret fields the answer has, and names them', () => {
    const { text, left } = answerJson({ id: 'a', password: 'hunter2', name: 'web' }, ['password', 'secret']);
    expect(JSON.parse(text)).toEqual({ id: 'a', name: 'web' });
    expect(text).not.toContain('hunter2');
    expect(left).toEqual(['password']);
  });
});
