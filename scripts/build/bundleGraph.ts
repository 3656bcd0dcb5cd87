import type { Rolldown } from 'vite';

/** A module id without its query (`?worker`, `?inline`…). */
export const fileOf = (id: string) => id.split('?')[0] ?? id;

/** One of the project's own modules: not a package's, not a virtual module (`\0…`). */
const isProjectModule = (id: string) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id);

/**
 * Every project module `entry` reaches through static imports in the bundler's module graph, as
 * files: what a chunk starting at `entry` must hold or load before it runs. A dynamic import starts a
 * chunk of its own, and a type-only import never reaches the graph.
 */
export function staticClosure(context: Rolldown.ChunkingContext, entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || !isProjectModule(id)) continue;
    const module = context.getModuleInfo(id);
    if (module === null) throw new Error(`${id} is not in the module graph`);
    reached.add(id);
    pending.push(...module.importedIds);
  }
  return new Set([...reached].map(fileOf));
}

/** The modules `id` imports with `import()`: the chunks it may load later. */
export function dynamicImportsOf(context: Rolldown.ChunkingContext, id: string): string[] {
  const module = context.getModuleInfo(id);
  if (module === null) throw new Error(`${id} is not in the module graph`);
  return module.dynamicallyImportedIds;
}
