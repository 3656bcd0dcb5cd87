import { describe, expect, it } from 'vitest';
import { longTasks, traceTasks, type CpuProfile, type ProfileNode, type TraceEvent } from './cpuTasks';

const frame = (id: number, functionName: string, url: string, children: number[] = []): ProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

// root → idle; root → render (vendor) → VpcsPage (app) → format (app); root → (program)
const PROFILE_NODES = [
  frame(1, '(root)', '', [2, 3, 6]),
  frame(2, '(idle)', ''),
  frame(3, 'performWorkOnRoot', 'http://x/assets/vendor-1.js', [4]),
  frame(4, 'VpcsPage', 'http://x/assets/route-1.js', [5]),
  frame(5, 'formatTimestamp', 'http://x/assets/route-1.js'),
  frame(6, '(program)', ''),
];

/** A profile starting at 1,000,000 µs whose samples each end `ms` after the previous one. */
function profile(samples: Array<[number, number]>): CpuProfile {
  return {
    nodes: PROFILE_NODES,
    startTime: 1_000_000,
    samples: samples.map(([id]) => id),
    timeDeltas: samples.map(([, ms]) => ms * 1000),
  };
}

const isApp = (url: string) => !url.includes('vendor');

const MAIN = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts,
  dur,
  ...extra,
});
const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});

describe('traceTasks', () => {
  it("keeps the page's main thread tasks with what each ran at its top level", () => {
    const tasks = traceTasks([
      threadName(1, 7, 'CrRendererMain'),
      threadName(2, 9, 'CrRendererMain'),
      threadName(1, 8, 'Compositor'),
      event('RunTask', 1_000_000, 80_000),
      event('ThreadControllerImpl::RunTask', 1_000_000, 80_000),
      event('v8.evaluateModule', 1_001_000, 30_000, { args: { data: { url: 'http://x/assets/index-1.js' } } }),
      event('FunctionCall', 1_002_000, 10_000), // inside the module's evaluation: not a part of its own
      event('UpdateLayoutTree', 1_040_000, 20_000, { args: { elementCount: 313 } }),
      event('RunTask', 1_100_000, 5_000),
      // Another renderer, idle but for a short task; the compositor's tasks are not the page's.
      event('RunTask', 1_000_000, 1_000, { pid: 2, tid: 9 }),
      event('RunTask', 1_000_000, 90_000, { pid: 1, tid: 8 }),
    ]);
    expect(tasks).toEqual([
      {
        startUs: 1_000_000,
        durationUs: 80_000,
        parts: [
          ['v8.evaluateModule index-1.js', 30_000],
          ['UpdateLayoutTree (313 elements)', 20_000],
        ],
      },
      { startUs: 1_100_000, durationUs: 5_000, parts: [] },
    ]);
  });
});

describe('longTasks', () => {
  it('keeps the tasks of at least the minimum, with the sampled time inside each', () => {
    const tasks = longTasks(
      profile([
        [2, 10],
        [5, 30],
        [4, 20],
        [6, 10],
        [2, 5],
        [6, 10],
        [2, 5],
      ]),
      [
        { startUs: 1_010_000, durationUs: 60_000, parts: [['FunctionCall', 60_000]] },
        { startUs: 1_075_000, durationUs: 10_000, parts: [] },
      ],
      40,
      isApp,
    );
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task?.startMs).toBe(10);
    expect(task?.durationMs).toBe(60);
    expect(task?.parts).toEqual([['FunctionCall', 60]]);
    expect(task?.self).toEqual([
      ['formatTimestamp route-1.js', 30],
      ['VpcsPage route-1.js', 20],
      ['(program)', 10],
    ]);
    // Only the app's capitalised functions, each once per sample however deep.
    expect(task?.components).toEqual([['VpcsPage', 50]]);
  });

  it('leaves out tasks from before the profile started', () => {
    const tasks = longTasks(profile([[6, 50]]), [{ startUs: 900_000, durationUs: 60_000, parts: [] }], 40, isApp);
    expect(tasks).toEqual([]);
  });
});
