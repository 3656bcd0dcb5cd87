import { describe, expect, it } from 'vitest';
import { JsonListReader, readJsonList } from './jsonListStream';

/** Pushes `text` in pieces of `size` characters; returns the elements each push completed and the end value. */
function readInPieces(text: string, member: string | null, size: number) {
  const reader = new JsonListReader(member);
  const batches: unknown[][] = [];
  for (let at = 0; at < text.length; at += size) batches.push(reader.push(text.slice(at, at + size)));
  return { batches, value: reader.end() };
}

const answer = {
  meta: { total: 3, note: 'a "quoted", [bracketed] {braced} text\\' },
  ssh_keys: [
    { id: 'a', name: 'first, with a comma', tags: ['x', 'y'] },
    { id: 'b', name: 'second ] with a bracket', nested: { list: [1, 2, { deep: '}' }] } },
    { id: 'c', name: 'third \\" escaped', unicode: 'é😀' },
  ],
  after: [9, 8],
};

describe('JsonListReader', () => {
  it.each([1, 2, 7, 64, 10_000])('gives what JSON.parse gives, read in pieces of %i characters', (size) => {
    const text = JSON.stringify(answer, null, size % 2 === 0 ? 2 : undefined);
    const { batches, value } = readInPieces(text, 'ssh_keys', size);
    expect(value).toEqual(answer);
    expect(batches.flat()).toEqual(answer.ssh_keys);
  });

  it('hands out each element once it is complete, before the answer has ended', () => {
    const text = JSON.stringify(answer);
    const secondStarts = text.indexOf('{"id":"b"');
    const reader = new JsonListReader('ssh_keys');
    expect(reader.push(text.slice(0, secondStarts + 5))).toEqual([answer.ssh_keys[0]]);
    expect(reader.push(text.slice(secondStarts + 5, text.indexOf('{"id":"c"')))).toEqual([answer.ssh_keys[1]]);
  });

  it('finds the member by its name, not by being the first list', () => {
    const text = '{"other":[1,2],"vms":[{"id":"v"}],"more":{"vms":[3]}}';
    expect(readInPieces(text, 'vms', 3).batches.flat()).toEqual([{ id: 'v' }]);
    expect(readInPieces(text, 'vms', 3).value).toEqual(JSON.parse(text));
  });

  it('reads an answer that is the list itself', () => {
    const { batches, value } = readInPieces(' [ {"a":1} , {"a":[2]} ] ', null, 4);
    expect(batches.flat()).toEqual([{ a: 1 }, { a: [2] }]);
    expect(value).toEqual([{ a: 1 }, { a: [2] }]);
  });

  it('reads empty lists and answers without the member', () => {
    expect(readInPieces('{"vms":[]}', 'vms', 2).value).toEqual({ vms: [] });
    expect(readInPieces('[]', null, 1).value).toEqual([]);
    expect(readInPieces('{"error":"x"}', 'vms', 3)).toEqual({ batches: [[], [], [], [], []], value: { error: 'x' } });
  });

  it.each([
    ['a comma before the closing bracket', '{"vms":[1,]}'],
    ['a comma after the opening bracket', '{"vms":[,1]}'],
    ['two commas', '{"vms":[1,,2]}'],
    ['an answer cut off inside the list', '{"vms":[1,2'],
    ['an answer cut off after the list', '{"vms":[1,2]'],
    ['text after the answer', '{"vms":[1]} x'],
    ['a bad element', '{"vms":[1,nope,3]}'],
  ])('throws a SyntaxError, as JSON.parse does, for %s', (_name, text) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(() => readInPieces(text, 'vms', 2)).toThrow(SyntaxError);
  });
});

describe('readJsonList', () => {
  const streamOf = (pieces: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });

  it('decodes characters split between chunks and resolves to the whole answer', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(answer));
    const cut = bytes.indexOf(0xf0) + 2; // inside the four bytes of the emoji
    const seen: unknown[] = [];
    const value = await readJsonList(
      streamOf([bytes.slice(0, cut), bytes.slice(cut)]),
      'ssh_keys',
      (elements) => seen.push(...elements),
      async () => undefined,
    );
    expect(value).toEqual(answer);
    expect(seen).toEqual(answer.ssh_keys);
  });

  it('pauses between slices of a long answer that arrived in one chunk', async () => {
    const keys = Array.from({ length: 2_000 }, (_, index) => ({ id: String(index), key: 'ssh-ed25519 '.repeat(8) }));
    const bytes = new TextEncoder().encode(JSON.stringify({ ssh_keys: keys }));
    let pauses = 0;
    const batches: number[] = [];
    await readJsonList(
      streamOf([bytes]),
      'ssh_keys',
      (elements) => batches.push(elements.length),
      async () => {
        pauses += 1;
      },
    );
    expect(pauses).toBeGreaterThan(1);
    expect(batches.length).toBe(pauses + 1);
    expect(batches.reduce((sum, count) => sum + count, 0)).toBe(2_000);
  });
});
