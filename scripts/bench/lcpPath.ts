/**
 * What Lighthouse's simulated LCP is made of, phase by phase. Lighthouse does not time the throttled
 * load it reports: it replays the requests and main-thread tasks that came before the LCP paint in a
 * real, unthrottled load on a model of a slow network and CPU (Lantern: 150 ms round trips,
 * 1.6 Mbit/s, CPU 4× slower, at most six connections per origin over HTTP/1.1), and the LCP is when
 * the last of them ends. Grouping those simulated requests by what they are for shows which step
 * of the load the time goes to. Pure, so it is unit-tested without a browser.
 */
import { kib, seconds } from './stats';

export interface SimulatedRequest {
  /** Path of the URL (no origin, no query). */
  path: string;
  startMs: number;
  endMs: number;
  transferBytes: number;
}

export interface SimulatedTask {
  startMs: number;
  endMs: number;
}

type LcpPhaseName = 'document' | 'first route' | 'route code' | 'API' | 'other';

interface LcpPhase {
  name: LcpPhaseName;
  requests: number;
  transferBytes: number;
  /** Distinct moments its requests were sent: a phase waits one round trip per round. */
  rounds: number;
  endMs: number;
}

export interface LcpPath {
  phases: LcpPhase[];
  /** Main-thread time of the simulation's CPU tasks, already slowed down. */
  cpuMs: number;
}

/** Requests sent within this many ms of each other count as one round. */
const SAME_ROUND_MS = 5;

function phaseOf(request: SimulatedRequest, documentPath: string, firstRouteFiles: ReadonlySet<string>): LcpPhaseName {
  if (request.path === documentPath) return 'document';
  if (request.path.startsWith('/api/')) return 'API';
  if (firstRouteFiles.has(request.path) || request.path === '/config.json') return 'first route';
  if (request.path.startsWith('/assets/') && request.path.endsWith('.js')) return 'route code';
  return 'other';
}

function countRounds(starts: readonly number[]): number {
  let rounds = 0;
  let last = -Infinity;
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start - last > SAME_ROUND_MS) rounds++;
    last = start;
  }
  return rounds;
}

const ORDER: readonly LcpPhaseName[] = ['document', 'first route', 'route code', 'API', 'other'];

/**
 * The phases of a simulated LCP, in load order. `documentPath` is the page's own path;
 * `firstRouteFiles` the paths of the entry's JavaScript and CSS (from the Vite manifest).
 */
export function lcpPath(
  documentPath: string,
  firstRouteFiles: ReadonlySet<string>,
  requests: readonly SimulatedRequest[],
  tasks: readonly SimulatedTask[],
): LcpPath {
  const phases = ORDER.flatMap((name): LcpPhase[] => {
    const members = requests.filter((request) => phaseOf(request, documentPath, firstRouteFiles) === name);
    if (members.length === 0) return [];
    return [
      {
        name,
        requests: members.length,
        transferBytes: members.reduce((sum, request) => sum + request.transferBytes, 0),
        rounds: countRounds(members.map((request) => request.startMs)),
        endMs: Math.max(...members.map((request) => request.endMs)),
      },
    ];
  });
  return { phases, cpuMs: tasks.reduce((sum, task) => sum + (task.endMs - task.startMs), 0) };
}

/** One line: each phase with its requests, bytes and rounds, and when its last request ended. */
export function describeLcpPath(path: LcpPath): string {
  const phases = path.phases.map((phase) => {
    const rounds = phase.rounds > 1 ? ` in ${phase.rounds} rounds` : '';
    return `${phase.name} ${phase.requests} req${rounds}, ${kib(phase.transferBytes)}, done ${seconds(phase.endMs)}`;
  });
  return `${phases.join(' → ')}; main thread ${Math.round(path.cpuMs)} ms`;
}
