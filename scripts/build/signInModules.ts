import type { Plugin } from 'vite';

/** What the plugin reads of a build's chunks (Rollup's and Rolldown's output chunks have these). */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

function staticClosure(bundle: Record<string, BuiltChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticClosure(bundle, imported, into);
  return into;
}

/**
 * The files a signed-out load needs beyond the entry's: the chunk whose module is `appModule` (a
 * dynamic import of the entry) and every chunk it imports statically that the entry does not.
 */
export function signInModules(bundle: Record<string, BuiltChunk>, appModule: string): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(appModule));
  if (entries.length !== 1 || !app) {
    throw new Error(`Expected one entry and a chunk for ${appModule}; found ${entries.length} entries.`);
  }
  const loaded = staticClosure(bundle, entries[0]!.fileName);
  return [...staticClosure(bundle, app.fileName)].filter((file) => !loaded.has(file));
}

const EARLY_SCRIPT = /<script src="([^"]*\/early\.js)"/;

/**
 * Lists the app chunk's files on the tag of public/early.js (`data-sign-in-modules`), which preloads
 * them on a signed-out load. Build only: the dev server loads modules one by one anyway.
 */
export function signInModulesPlugin(appModule: string): Plugin {
  let base = '/';
  return {
    name: 'sign-in-modules',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (!EARLY_SCRIPT.test(html)) throw new Error('index.html no longer loads early.js.');
        const files = signInModules(context.bundle as Record<string, BuiltChunk>, appModule).map((file) => base + file);
        return html.replace(EARLY_SCRIPT, (tag) => `${tag} data-sign-in-modules="${files.join(' ')}"`);
      },
    },
  };
}
