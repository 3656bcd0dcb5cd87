import { describe, expect, it } from 'vitest';
import { groupHeapNodes, heapCategory, heapGrowth, liveCount, type HeapSnapshotJson } from './heapSnapshot';

/** A snapshot with nodes given as [type index, name index, self size]. */
function snapshot(nodes: [number, number, number][]): HeapSnapshotJson {
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size'],
        node_types: [['hidden', 'object', 'string', 'code', 'native', 'closure']],
      },
    },
    nodes: nodes.flatMap(([type, name, size], id) => [type, name, id, size]),
    strings: ['RFB', 'InstructionStream', 'some text', 'HTMLCanvasElement'],
  };
}

describe('heap snapshots', () => {
  it('groups nodes by type and constructor, strings together', () => {
    const groups = groupHeapNodes(
      snapshot([
        [1, 0, 100],
        [1, 0, 50],
        [2, 2, 30],
        [3, 1, 400],
        [5, 0, 32],
      ]),
    );
    expect(Object.fromEntries(groups)).toEqual({
      'object:RFB': { count: 2, bytes: 150 },
      'string:': { count: 1, bytes: 30 },
      'code:InstructionStream': { count: 1, bytes: 400 },
      'closure:RFB': { count: 1, bytes: 32 },
    });
    // The constructor function is not an instance.
    expect(liveCount(groups, 'RFB')).toBe(2);
    expect(liveCount(groups, 'WebSocket')).toBe(0);
  });

  it('tells compiled code and browser records from the page objects that grew', () => {
    const before = groupHeapNodes(
      snapshot([
        [1, 0, 100],
        [3, 1, 400],
      ]),
    );
    const after = groupHeapNodes(
      snapshot([
        [1, 0, 100],
        [1, 0, 100],
        [3, 1, 900],
        [4, 3, 64],
      ]),
    );
    const growth = heapGrowth(before, after, 2);
    expect(Object.fromEntries(growth.byCategory)).toEqual({
      "the page's JavaScript objects": 100,
      'compiled code and V8 internals': 500,
      "the browser's own records (native)": 64,
    });
    expect(growth.largest).toEqual([
      { key: 'code:InstructionStream', count: 0, bytes: 500 },
      { key: 'object:RFB', count: 1, bytes: 100 },
    ]);
    expect(heapCategory('native:PerformanceResourceTiming')).toBe("the browser's own records (native)");
  });
});
