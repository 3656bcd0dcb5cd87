import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { dynamicImportsOf, staticClosure } from './bundleGraph';

/** A chunking context over a graph given as `id → [static imports, dynamic imports]`. */
function contextOf(graph: Record<string, [string[], string[]]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id) => {
      const edges = graph[id];
      if (edges === undefined) return null;
      const [importedIds, dynamicallyImportedIds] = edges;
      return { id, importedIds, dynamicallyImportedIds } as unknown as Rolldown.ModuleInfo;
    },
  };
}

describe('staticClosure', () => {
  const context = contextOf({
    '/p/entry.tsx': [['/p/lib/x.ts', '/p/node_modules/react/index.js', '\0vite/preload-helper.js'], ['/p/page.tsx']],
    '/p/lib/x.ts': [['/p/entry.tsx', '/p/lib/y.ts?inline'], []],
    '/p/lib/y.ts?inline': [[], []],
    '/p/page.tsx': [['/p/lib/z.ts'], []],
    '/p/lib/z.ts': [[], []],
  });

  it('follows static imports of the project, once each, as files, and stops at packages, virtual modules and import()', () => {
    expect([...staticClosure(context, '/p/entry.tsx')].sort()).toEqual(['/p/entry.tsx', '/p/lib/x.ts', '/p/lib/y.ts']);
  });

  it('reads the modules loaded with import()', () => {
    expect(dynamicImportsOf(context, '/p/entry.tsx')).toEqual(['/p/page.tsx']);
  });

  it('refuses a module the graph does not hold', () => {
    expect(() => staticClosure(context, '/p/missing.ts')).toThrow(/not in the module graph/);
  });
});
