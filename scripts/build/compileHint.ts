import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136 on); other engines read a comment. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads and rewrites of a build's output (Rollup's and Rolldown's have these). */
export type BuiltFile =
  | { type: 'chunk'; fileName: string; name: string; code: string }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * Puts the hint on the first line of the named chunks, and moves their source maps down a line to
 * match (a `;` starts a new generated line in a map's mappings). The first line: V8 did not act on it
 * on the second, after the preload list Vite writes at the top of a chunk.
 */
export function addCompileHints(bundle: Record<string, BuiltFile>, chunkNames: ReadonlySet<string>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !chunkNames.has(file.name) || file.code.startsWith(COMPILE_ALL_HINT)) continue;
    file.code = `${COMPILE_ALL_HINT}\n${file.code}`;
    const map = bundle[`${file.fileName}.map`];
    if (map?.type !== 'asset') continue;
    const parsed = JSON.parse(String(map.source)) as { mappings: string };
    parsed.mappings = `;${parsed.mappings}`;
    map.source = JSON.stringify(parsed);
  }
}

/**
 * Asks V8 to compile every function of the named chunks as the file streams in, off the main thread,
 * rather than each on its first call, on the main thread. For chunks whose functions nearly all run
 * as a page loads. After Vite's own rewriting of the chunks, which adds their first lines.
 */
export function compileHintPlugin(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, BuiltFile>, names);
      },
    },
  };
}
