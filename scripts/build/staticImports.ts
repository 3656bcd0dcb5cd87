import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `import … from './x'`, `export … from './x'` and `import './x'`; type-only imports are left out,
// as they never reach the bundle. Dynamic `import()` is not matched: it starts a chunk of its own.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project's own modules one source file imports statically (relative paths only). */
export function staticImportsOf(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every project module `entry` reaches through static imports, as absolute paths: what a chunk
 * starting at `entry` must hold or load before it runs.
 */
export function staticImportClosure(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (target !== null && !reached.has(target)) pending.push(target);
    }
  }
  return reached;
}
