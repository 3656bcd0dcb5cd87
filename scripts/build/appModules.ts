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
 * The files every load needs beyond the entry's: the chunk whose module is `appModule` (a dynamic
 * import of the entry) and every chunk it imports statically that the entry does not.
 */
export function appModules(bundle: Record<string, BuiltChunk>, appModule: string): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(appModule));
  if (entries.length !== 1 || !app) {
    throw new Error(`Expected one entry and a chunk for ${appModule}; found ${entries.length} entries.`);
  }
  const loaded = staticClosure(bundle, entries[0]!.fileName);
  return [...staticClosure(bundle, app.fileName)].filter((file) => !loaded.has(file));
}

/**
 * Preloads the app's files from index.html (`<link rel="modulepreload">`): every load runs the app, but
 * the entry (the boot) imports it dynamically so that it runs, and sends the page's reads, before
 * the app's code has arrived. Listed in the document, the app's files are requested with the boot's,
 * not once it runs. Build only: the dev server loads modules one by one anyway.
 */
export function appModulesPlugin(appModule: string): Plugin {
  let base = '/';
  return {
    name: 'app-modules',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (!html.includes('</head>')) throw new Error('index.html has no </head>.');
        const links = appModules(context.bundle as Record<string, BuiltChunk>, appModule)
          .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
          .join('');
        return html.replace('</head>', `${links}  </head>`);
      },
    },
  };
}
