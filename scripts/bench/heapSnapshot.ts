/**
 * Reading V8 heap snapshots (the JSON `HeapProfiler.takeHeapSnapshot` streams) just enough to say
 * what grew between two of them: compiled code, the browser's own records, or the page's objects.
 */

export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface HeapGroup {
  count: number;
  bytes: number;
}

/** Self size and count per `type:constructor`; strings are one group whatever their text. */
export function groupHeapNodes(snapshot: HeapSnapshotJson): Map<string, HeapGroup> {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const groups = new Map<string, HeapGroup>();
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = typeNames[snapshot.nodes[index + typeAt]!] ?? 'unknown';
    const name = type.includes('string') ? '' : (snapshot.strings[snapshot.nodes[index + nameAt]!] ?? '');
    const key = `${type}:${name.slice(0, 80)}`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += snapshot.nodes[index + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

export type HeapCategory =
  'compiled code and V8 internals' | "the browser's own records (native)" | "the page's JavaScript objects";

export function heapCategory(key: string): HeapCategory {
  const type = key.slice(0, key.indexOf(':'));
  if (type === 'code' || type === 'hidden' || type === 'object shape') return 'compiled code and V8 internals';
  if (type === 'native') return "the browser's own records (native)";
  return "the page's JavaScript objects";
}

/** Growth from `before` to `after` per category, and the groups that grew most. */
export function heapGrowth(before: Map<string, HeapGroup>, after: Map<string, HeapGroup>, top = 5) {
  const changes = [...new Set([...before.keys(), ...after.keys()])].map((key) => ({
    key,
    count: (after.get(key)?.count ?? 0) - (before.get(key)?.count ?? 0),
    bytes: (after.get(key)?.bytes ?? 0) - (before.get(key)?.bytes ?? 0),
  }));
  const byCategory = new Map<HeapCategory, number>();
  for (const change of changes)
    byCategory.set(heapCategory(change.key), (byCategory.get(heapCategory(change.key)) ?? 0) + change.bytes);
  return {
    byCategory,
    largest: changes
      .filter((change) => change.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top),
  };
}

/**
 * Live instances of a constructor (e.g. noVNC's `RFB`, `WebSocket`, `HTMLCanvasElement`): objects
 * and native (DOM) nodes only, not the constructor function itself.
 */
export function liveCount(groups: Map<string, HeapGroup>, constructorName: string): number {
  return (groups.get(`object:${constructorName}`)?.count ?? 0) + (groups.get(`native:${constructorName}`)?.count ?? 0);
}
