import { describe, expect, it } from 'vitest';
import { parseJsonInSlices } from './slicedJson';

const keys = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `key-${index}`,
    name: index % 7 === 0 ? `tricky "name", [${index}] {x} \\ end` : `laptop ${index} ✓`,
    ssh_key: `ssh-ed25519 ${'A'.repeat(300)}${index} user@host`,
    created: '2026-11-26T10:00:00Z',
    tags: index % 3 === 0 ? [] : ['a', { nested: [1, 2, { deep: ',]' }] }],
  }));

function counting() {
  let pauses = 0;
  return {
    pause: () => {
      pauses++;
      return Promise.resolve();
    },
    count: () => pauses,
  };
}

describe('parseJsonInSlices', () => {
  it('reads a long top-level list as JSON.parse does, pausing between slices', async () => {
    const text = JSON.stringify(keys(5000));
    const { pause, count } = counting();
    await expect(parseJsonInSlices(text, pause)).resolves.toEqual(JSON.parse(text));
    expect(text.length).toBeGreaterThan(1_500_000);
    expect(count()).toBeGreaterThan(40);
  });

  it('reads a list answer inside an object, keeping its other members and their order', async () => {
    const answer = { meta: { total: 5000, links: [1, 2] }, ssh_keys: keys(5000), note: 'last' };
    const text = JSON.stringify(answer, null, 2);
    const parsed = await parseJsonInSlices(text, counting().pause);
    expect(parsed).toEqual(answer);
    expect(Object.keys(parsed as object)).toEqual(['meta', 'ssh_keys', 'note']);
  });

  it('parses short text at once, without pausing', async () => {
    const { pause, count } = counting();
    await expect(parseJsonInSlices('{"ssh_keys":[{"id":"a"}]}', pause)).resolves.toEqual({ ssh_keys: [{ id: 'a' }] });
    await expect(parseJsonInSlices('"text"', pause)).resolves.toBe('text');
    expect(count()).toBe(0);
  });

  it('refuses what JSON.parse refuses', async () => {
    const list = JSON.stringify(keys(400));
    const { pause } = counting();
    await expect(parseJsonInSlices(`${list.slice(0, -1)},]`, pause)).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(`${list.slice(0, -1)},,{}]`, pause)).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(list.slice(0, -1), pause)).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(list.replace('},{', '},nope,{'), pause)).rejects.toThrow(SyntaxError);
  });
});
