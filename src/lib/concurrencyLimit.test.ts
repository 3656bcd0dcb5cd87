import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrencyLimit';

/** A task that runs until `finish` is called, recording when it started. */
function controlled(log: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const task = () => {
    log.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: (value = name) => finish(value), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in the order asked', async () => {
    const started: string[] = [];
    const limit = concurrencyLimit(2);
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const results = tasks.map((t) => limit.run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]?.finish();
    tasks[3]?.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const started: string[] = [];
    const limit = concurrencyLimit(1);
    const first = controlled(started, 'first');
    const second = controlled(started, 'second');
    const failed = limit.run(first.task);
    const after = limit.run(second.task);
    first.fail(new Error('503'));
    await expect(failed).rejects.toThrow('503');
    await settle();
    expect(started).toEqual(['first', 'second']);
    second.finish();
    await expect(after).resolves.toBe('second');
  });

  it('a task that throws at once is a rejection and does not keep its place', async () => {
    const limit = concurrencyLimit(1);
    await expect(
      limit.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, without starting it', async () => {
    const started: string[] = [];
    const limit = concurrencyLimit(1);
    const busy = controlled(started, 'busy');
    const unwanted = controlled(started, 'unwanted');
    const wanted = controlled(started, 'wanted');
    const controller = new AbortController();
    void limit.run(busy.task);
    const dropped = limit.run(unwanted.task, controller.signal);
    const kept = limit.run(wanted.task);
    controller.abort(new Error('scrolled away'));
    await expect(dropped).rejects.toThrow('scrolled away');
    busy.finish();
    await settle();
    expect(started).toEqual(['busy', 'wanted']);
    wanted.finish();
    await expect(kept).resolves.toBe('wanted');
  });

  it('refuses a task whose signal has already aborted', async () => {
    const limit = concurrencyLimit(1);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(limit.run(() => Promise.resolve('x'), controller.signal)).rejects.toThrow('gone');
  });
});
