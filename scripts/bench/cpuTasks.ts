/**
 * The main thread's long tasks, each with where its time went: what `npm run bench:profile` prints to
 * explain Total Blocking Time. The tasks are the browser's own (trace `RunTask` events, so back-to-back
 * tasks stay apart, as TBT counts them); the time inside each comes from a V8 CPU profile recorded
 * alongside (CDP `Profiler.stop`; both clocks are the browser's monotonic microseconds).
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

/** One task the browser ran on the page's main thread (a trace `RunTask`), in the trace's microseconds. */
export interface TraceTask {
  startUs: number;
  durationUs: number;
  /** What the task ran at its top level, by name (and script, where it has one), with microseconds. */
  parts: Array<[string, number]>;
}

export interface LongTask {
  /** Milliseconds from the profile's start. */
  startMs: number;
  durationMs: number;
  /** What the task ran at its top level: "EvaluateScript lazy-pages.js", "UpdateLayoutTree", "TimerFire"… */
  parts: Array<[string, number]>;
  /** Sampled time by the function at the top of the stack ("(program)" is the browser's own work: style, layout, parsing). */
  self: Array<[string, number]>;
  /** Sampled time under each function of the app's own code whose name starts with a capital: React components, mostly. */
  components: Array<[string, number]>;
}

const IDLE = '(idle)';

function label(node: ProfileNode): string {
  const name = node.callFrame.functionName || '(anonymous)';
  const file = node.callFrame.url.split('/').pop();
  return file ? `${name} ${file}` : name;
}

function descending(counts: Map<string, number>, limit: number): Array<[string, number]> {
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/** The tasks of at least `minMs`, in order, with the profile's samples inside each; `isAppCode` picks the files whose components are counted. */
export function longTasks(
  profile: CpuProfile,
  tasks: readonly TraceTask[],
  minMs: number,
  isAppCode: (url: string) => boolean,
  limit = 6,
): LongTask[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  // Each sample as [end µs, node id, µs since the previous one], in time order.
  const samples: Array<[number, number, number]> = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    samples.push([time, id, delta]);
  });

  return tasks
    .filter((task) => task.durationUs >= minMs * 1000 && task.startUs >= profile.startTime && task.startUs < time)
    .sort((a, b) => a.startUs - b.startUs)
    .map((task) => {
      const self = new Map<string, number>();
      const components = new Map<string, number>();
      const end = task.startUs + task.durationUs;
      for (const [at, id, deltaUs] of samples) {
        if (at <= task.startUs || at > end) continue;
        const node = nodes.get(id);
        if (!node || node.callFrame.functionName === IDLE) continue;
        const delta = deltaUs / 1000;
        const top = label(node);
        self.set(top, (self.get(top) ?? 0) + delta);
        const counted = new Set<string>();
        for (let frame: ProfileNode | undefined = node; frame; frame = nodes.get(parents.get(frame.id) ?? -1)) {
          const name = frame.callFrame.functionName;
          if (!/^[A-Z]/.test(name) || !isAppCode(frame.callFrame.url) || counted.has(name)) continue;
          counted.add(name);
          components.set(name, (components.get(name) ?? 0) + delta);
        }
      }
      return {
        startMs: (task.startUs - profile.startTime) / 1000,
        durationMs: task.durationUs / 1000,
        parts: task.parts.map(([name, us]): [string, number] => [name, us / 1000]).slice(0, limit),
        self: descending(self, limit),
        components: descending(components, limit),
      };
    });
}

/** A trace event as CDP `Tracing.dataCollected` reports it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; elementCount?: number; data?: { url?: string; functionName?: string; type?: string } };
}

/** Events that only wrap a task's real work. */
const SCHEDULER_WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The `RunTask`s of the busiest renderer main thread (the page's: other renderers idle), each with its
 * direct children summed by name and script.
 */
export function traceTasks(events: readonly TraceEvent[]): TraceTask[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push(event);
    byThread.set(thread, list);
  }
  const busy = (list: readonly TraceEvent[]) =>
    list.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const [main] = [...byThread.values()].sort((a, b) => busy(b) - busy(a));
  if (!main) return [];
  const sorted = [...main].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceTask[] = [];
  let current: { task: TraceEvent; end: number; coveredUntil: number; parts: Map<string, number> } | undefined;
  const close = () => {
    if (current)
      tasks.push({ startUs: current.task.ts, durationUs: current.task.dur ?? 0, parts: descending(current.parts, 8) });
    current = undefined;
  };
  for (const event of sorted) {
    if (current && event.ts >= current.end) close();
    if (!current) {
      if (event.name === 'RunTask') {
        const end = event.ts + (event.dur ?? 0);
        current = { task: event, end, coveredUntil: event.ts, parts: new Map() };
      }
      continue;
    }
    // Only the task's direct children (through the scheduler's wrappers): whatever lies inside a child
    // already counted is skipped.
    if (event.ts < current.coveredUntil || SCHEDULER_WRAPPERS.has(event.name)) continue;
    const script = event.args?.data?.url?.split('/').pop();
    const styled = event.args?.elementCount;
    const name = script ? `${event.name} ${script}` : styled ? `${event.name} (${styled} elements)` : event.name;
    current.parts.set(name, (current.parts.get(name) ?? 0) + (event.dur ?? 0));
    current.coveredUntil = event.ts + (event.dur ?? 0);
  }
  close();
  return tasks;
}
