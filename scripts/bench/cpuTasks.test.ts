import { describe, expect, it } from 'vitest';
import { busyStretches, type CpuProfile, type ProfileNode } from './cpuTasks';

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

function profile(samples: Array<[number, number]>): CpuProfile {
  return {
    nodes: PROFILE_NODES,
    startTime: 0,
    samples: samples.map(([id]) => id),
    timeDeltas: samples.map(([, ms]) => ms * 1000),
  };
}

const isApp = (url: string) => !url.includes('vendor');

describe('busyStretches', () => {
  it('splits the profile at idle samples and keeps stretches of at least the minimum', () => {
    const stretches = busyStretches(
      profile([
        [2, 10],
        [5, 30],
        [4, 20],
        [6, 10],
        [2, 5],
        [6, 10],
        [2, 5],
      ]),
      40,
      isApp,
    );
    expect(stretches).toHaveLength(1);
    const [stretch] = stretches;
    expect(stretch?.startMs).toBe(10);
    expect(stretch?.durationMs).toBe(60);
    expect(stretch?.self).toEqual([
      ['formatTimestamp route-1.js', 30],
      ['VpcsPage route-1.js', 20],
      ['(program)', 10],
    ]);
    // Only the app's capitalised functions, each once per sample however deep.
    expect(stretch?.components).toEqual([['VpcsPage', 50]]);
  });

  it('closes a stretch that runs to the end of the profile', () => {
    const stretches = busyStretches(profile([[6, 50]]), 40, isApp);
    expect(stretches.map((stretch) => stretch.durationMs)).toEqual([50]);
  });
});
