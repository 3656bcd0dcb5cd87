/**
 * The main thread's busy stretches in a V8 CPU profile (CDP `Profiler.stop`), each with where its
 * time went: what `npm run bench:profile` prints to explain a long task. A stretch is a run of samples
 * with no idle sample between them; adjacent tasks the browser ran back to back count as one, so a
 * stretch is at least as long as the longest task inside it.
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

export interface BusyStretch {
  /** Milliseconds from the profile's start. */
  startMs: number;
  durationMs: number;
  /** Time by the function at the top of the stack ("(program)" is the browser's own work: style, layout, parsing). */
  self: Array<[string, number]>;
  /** Time under each function of the app's own code whose name starts with a capital: React components, mostly. */
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

/** The busy stretches of at least `minMs`, in order; `isAppCode` picks the files whose components are counted. */
export function busyStretches(
  profile: CpuProfile,
  minMs: number,
  isAppCode: (url: string) => boolean,
  limit = 6,
): BusyStretch[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const stretches: BusyStretch[] = [];
  let current: { start: number; end: number; self: Map<string, number>; components: Map<string, number> } | null = null;
  const close = () => {
    if (current && current.end - current.start >= minMs) {
      stretches.push({
        startMs: current.start,
        durationMs: current.end - current.start,
        self: descending(current.self, limit),
        components: descending(current.components, limit),
      });
    }
    current = null;
  };

  let time = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    const sampleStart = time;
    time += delta;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === IDLE) {
      close();
      return;
    }
    current ??= { start: sampleStart, end: sampleStart, self: new Map(), components: new Map() };
    current.end = time;
    const top = label(node);
    current.self.set(top, (current.self.get(top) ?? 0) + delta);
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at);
      if (!frame) break;
      const name = frame.callFrame.functionName;
      if (!/^[A-Z]/.test(name) || !isAppCode(frame.callFrame.url) || counted.has(name)) continue;
      counted.add(name);
      current.components.set(name, (current.components.get(name) ?? 0) + delta);
    }
  });
  close();
  return stretches;
}
