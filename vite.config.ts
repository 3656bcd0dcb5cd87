/// <reference types="vitest/config" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PROXIED_API_PATH, PROXIED_CONSOLE_PATH, reachesEmulatorControls } from './src/deploy/emulatorControls.ts';
import { SECURITY_HEADERS } from './src/deploy/securityHeaders.ts';
import { metaContentSecurityPolicy } from './src/deploy/csp.ts';
import { appModulesPlugin } from './scripts/build/appModules.ts';
import { compileHintPlugin } from './scripts/build/compileHint.ts';
import { cspMetaPlugin } from './scripts/build/cspMeta.ts';
import { compressApiAnswers } from './scripts/build/compressApiAnswers.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';
import { refuseAmbiguousPaths } from './scripts/build/refuseAmbiguousPaths.ts';
import { dynamicImportsOf, fileOf, staticClosure } from './scripts/build/bundleGraph.ts';
import { PAGE_KIT_FOLDERS, PAGE_SHARED_LAYERS } from './scripts/layers.js';

// The dev and preview servers proxy the API and the console WebSocket so the browser sees one origin,
// exactly as the recommended production deployment does (`npm run serve` sets the upstreams).
// The API is served at its upstream's root, like the real provider's, so `/api` is stripped; the
// console's WebSocket path (`consoleWebSocketTemplate` in public/config.json) goes to the console
// host, which for the emulator is its `/console`. Host is the upstream's own, as nginx sends it.
const apiUpstream = process.env.API_UPSTREAM ?? 'http://127.0.0.1:8787';
const consoleUpstream = process.env.CONSOLE_UPSTREAM ?? `${apiUpstream}/console`;
// Answers are compressed as the nginx site compresses them (scripts/build/compressApiAnswers.ts). A path
// that would resolve into another one (`%2e%2e`, a backslash) is refused before it is forwarded, as nginx
// does (scripts/build/refuseAmbiguousPaths.ts). Vite takes the first entry whose path matches, so the
// console's comes first.
const proxy = {
  [PROXIED_CONSOLE_PATH]: {
    target: consoleUpstream,
    ws: true,
    changeOrigin: true,
    bypass: refuseAmbiguousPaths,
    rewrite: (path: string) => path.slice(PROXIED_CONSOLE_PATH.length - 1),
  },
  [PROXIED_API_PATH]: {
    target: apiUpstream,
    changeOrigin: true,
    bypass: refuseAmbiguousPaths,
    rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, '') || '/',
    selfHandleResponse: true,
    configure: compressApiAnswers,
  },
};

/**
 * `/api/_emulator/*` is never proxied (404): the emulator's test controls need no token, and any
 * page could make a browser POST a reset through this origin. Added before Vite's own middleware,
 * so it runs before the proxy.
 */
function refuseEmulatorControls(): Plugin {
  const refuse = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!reachesEmulatorControls(req.url ?? '/')) return next();
    res.statusCode = 404;
    res.setHeader('cache-control', 'no-store');
    res.end();
  };
  return {
    name: 'refuse-emulator-controls',
    configureServer: (server) => void server.middlewares.use(refuse),
    configurePreviewServer: (server) => void server.middlewares.use(refuse),
  };
}

// The groups below are cut by what the boot, the app proper, the shell, the VM console and each list
// page reach through static imports, read from Rolldown's module graph on the first chunking call
// of a build (scripts/build/bundleGraph.ts).
const ENTRY = resolve('src/main.tsx');
// The app proper (router, query cache, typed client, sign-in page), imported by the boot and preloaded
// by index.html (appModulesPlugin) on every load.
const APP_MODULE = 'src/app/boot/startApp.tsx';
const APP_CHUNK = 'app';

interface PageGraph {
  /** The boot (src/main.tsx and src/app/boot/boot.ts, with their static imports). */
  boot: Set<string>;
  /** The app proper beyond the boot. */
  app: Set<string>;
  /** The boot and the app: what every first visit loads before a page. */
  firstRoute: Set<string>;
  /** The VM console page's modules. */
  console: Set<string>;
  /** The signed-in shell beyond the first route. */
  shell: Set<string>;
  /** Each area's list page with its static imports. */
  listPages: Array<{ area: string; closure: Set<string> }>;
}

// The page each area opens on (its route.ts's '' page): its list, which is what most loads show first.
// The graph tells which pages a route loads, not which of them its '' path names: that is read from
// route.ts, and must be one of the pages the graph has the route load.
const LIST_PAGE = /'':\s*\(\)\s*=>\s*import\('\.\/(\w+)'\)/;

function listPageOf(context: Rolldown.ChunkingContext, area: string): string | undefined {
  const route = resolve('src/features', area, 'route.ts');
  const page = existsSync(route) ? LIST_PAGE.exec(readFileSync(route, 'utf8'))?.[1] : undefined;
  if (page === undefined) return undefined;
  const id = resolve('src/features', area, `${page}.tsx`);
  if (!dynamicImportsOf(context, route).includes(id)) throw new Error(`${route} does not load ${id}`);
  return id;
}

function readPageGraph(context: Rolldown.ChunkingContext): PageGraph {
  const boot = staticClosure(context, ENTRY);
  const app = new Set([...staticClosure(context, resolve(APP_MODULE))].filter((file) => !boot.has(file)));
  const firstRoute = new Set([...boot, ...app]);
  const shell = new Set(
    [...staticClosure(context, resolve('src/app/AppShell.tsx'))].filter((file) => !firstRoute.has(file)),
  );
  const listPages = readdirSync('src/features').flatMap((area) => {
    const page = listPageOf(context, area);
    return page === undefined ? [] : [{ area, closure: staticClosure(context, page) }];
  });
  return {
    boot,
    app,
    firstRoute,
    console: staticClosure(context, resolve('src/console/ConsolePage.tsx')),
    shell,
    listPages,
  };
}

let pageGraph: PageGraph | undefined;
const graphOf = (context: Rolldown.ChunkingContext) => (pageGraph ??= readPageGraph(context));

/** Reads the graph afresh for each build (a watched build rebuilds with the same config). */
function readPageGraphPerBuild(): Plugin {
  return { name: 'read-page-graph-per-build', buildStart: () => void (pageGraph = undefined) };
}

/** A group of the modules for which `belongs` holds, named `name`. */
const groupOf =
  (name: string, belongs: (id: string, graph: PageGraph) => boolean): Rolldown.CodeSplittingNameFunction =>
  (id, context) =>
    belongs(id, graphOf(context)) ? name : null;

// Vite's helpers for the boot's dynamic imports (they add the imported chunks' preload links).
const VITE_HELPERS = /vite\/(preload-helper|modulepreload-polyfill)/;

// The boot: no React and nothing of the app, so it runs, and sends the page's first reads, as soon as
// its own files have arrived. The entry module stays in the entry chunk (index.html's script), the
// rest is one chunk it imports.
function isBootModule(id: string, graph: PageGraph): boolean {
  const file = fileOf(id);
  return (graph.boot.has(file) && file !== ENTRY) || VITE_HELPERS.test(file);
}

// The libraries only the app proper and the pages use.
const APP_LIBRARIES =
  /[\\/]node_modules[\\/](react-router|react-router-dom|@tanstack[\\/][^\\/]+|openapi-fetch|cookie|set-cookie-parser)[\\/]/;

function isAppModule(id: string, graph: PageGraph): boolean {
  const file = fileOf(id);
  return graph.app.has(file) || APP_LIBRARIES.test(file);
}

// The signed-in shell (top bar, sidebar, menus) with all it imports that the first route does not:
// every signed-in page loads it, so what it shares with the pages comes in its file, not in more.
function isShellModule(id: string, graph: PageGraph): boolean {
  return graph.shell.has(fileOf(id));
}

// The layers the pages share (src/ui, src/api, src/lib…) and the page kits (src/ui/list…), as
// scripts/layers.js declares them. Anything of them outside the first route and the VM console
// serves only the resource pages.
const sharedFolders = PAGE_SHARED_LAYERS.map((layer) => resolve('src', layer) + sep);
const pageKitFolders = PAGE_KIT_FOLDERS.map((folder) => resolve('src', folder) + sep);
const isSharedSource = (file: string) => sharedFolders.some((folder) => file.startsWith(folder));

function isResourcePagesModule(id: string, graph: PageGraph): boolean {
  const file = fileOf(id);
  if (pageKitFolders.some((folder) => file.startsWith(folder))) return true;
  return isSharedSource(file) && !graph.firstRoute.has(file) && !graph.console.has(file);
}

// The bulk confirm and progress dialog and the batch runner: only the lists' bulk dialogs load them,
// each on first use, so they are a chunk of their own rather than part of what every detail page and
// form loads.
const BULK_MODULES = new Set([
  resolve('src', 'ui', 'dialogs', 'BulkActionDialog.tsx'),
  resolve('src', 'api', 'cache', 'useBatch.ts'),
  resolve('src', 'api', 'cache', 'batch.ts'),
]);
const bulkDialogChunk: Rolldown.CodeSplittingNameFunction = (id) => (BULK_MODULES.has(fileOf(id)) ? 'lazy-bulk' : null);

/** The areas whose list page imports a module. */
const listAreasImporting = (id: string, graph: PageGraph) =>
  graph.listPages.filter(({ closure }) => closure.has(fileOf(id))).map(({ area }) => area);

/** What two or more list pages import: the list kit, and the hooks and dialogs lists have in common. */
function isListPagesModule(id: string, graph: PageGraph): boolean {
  return isResourcePagesModule(id, graph) && listAreasImporting(id, graph).length >= 2;
}

/**
 * What one list page shares with other pages (an area's hooks, say): a chunk per area, so that list
 * loads only its own, and the others no part of it.
 */
const oneListPageChunk: Rolldown.CodeSplittingNameFunction = (id, context) => {
  const graph = graphOf(context);
  if (!isResourcePagesModule(id, graph)) return null;
  const [area, ...others] = listAreasImporting(id, graph);
  return area !== undefined && others.length === 0 ? `list-${area}` : null;
};

/** What no list page imports: detail pages, forms and dialogs opened from them. */
function isOtherPagesModule(id: string, graph: PageGraph): boolean {
  return isResourcePagesModule(id, graph) && listAreasImporting(id, graph).length === 0;
}

/** Shared code outside the resource pages' own (the console's, the libraries'). */
function isSharedModule(id: string, graph: PageGraph): boolean {
  const file = fileOf(id);
  return (isSharedSource(file) || /[\\/]node_modules[\\/]/.test(file)) && !isResourcePagesModule(id, graph);
}

export default defineConfig({
  plugins: [
    refuseEmulatorControls(),
    readPageGraphPerBuild(),
    react(),
    tailwindcss(),
    appModulesPlugin(APP_MODULE),
    // index.html carries the deployment's policy too, for a host that drops the headers (docs/deployment.md).
    cspMetaPlugin(metaContentSecurityPolicy()),
    // The app's functions nearly all run as a page loads (the router, the query cache, the client):
    // V8 compiles them as the file streams in, not each on its first call on the main thread
    // (docs/performance.md).
    compileHintPlugin([APP_CHUNK]),
    precompressPlugin(),
  ],
  server: { host: '127.0.0.1', port: Number(process.env.CONSOLE_PORT ?? 5173), strictPort: true, proxy },
  // The preview serves the build as a deployment does, with its security headers (the nginx site sends the same).
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.CONSOLE_PORT ?? 4173),
    strictPort: true,
    proxy,
    headers: { ...SECURITY_HEADERS },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Few files per page: each file costs its own response headers, and over HTTP/1.1 a browser
        // opens six connections to a host. Left alone, Rolldown cuts every module two routes share
        // into a chunk of its own, many of them tiny (docs/performance.md).
        // - The boot (no React) is one chunk beside the entry's; React is one more, which stays
        //   cached from one release of the console to the next.
        // - The app proper (APP_MODULE, with its libraries) is one chunk, preloaded by index.html.
        // - The shell (AppShell and what it imports beyond the first route) is one chunk.
        // - The resource pages' shared code (the layers scripts/layers.js marks `sharedByPages`, beyond
        //   the first route and the console) by the list pages that import it, since a list is what most loads show first:
        //   what two or more list pages import (the list and form kits, common hooks) is one chunk;
        //   what one list page shares with other pages, one chunk per area (`list-<area>`); what no
        //   list page imports, one more. A list page loads the shell, the first, its area's and its
        //   own in one round, and none of the other lists' code (docs/performance.md).
        // - What two or more lazy pages share beyond that (the libraries, the console's UI) is one
        //   chunk, so the VM console, which has the tightest budget, carries no resource page's code.
        codeSplitting: {
          groups: [
            { name: groupOf('boot', isBootModule), includeDependenciesRecursively: false, priority: 4 },
            { name: groupOf(APP_CHUNK, isAppModule), includeDependenciesRecursively: false, priority: 3 },
            { name: groupOf('shell', isShellModule), includeDependenciesRecursively: false, priority: 3 },
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: bulkDialogChunk, includeDependenciesRecursively: false, minShareCount: 2, priority: 2 },
            {
              name: groupOf('lazy-lists', isListPagesModule),
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 1,
            },
            { name: oneListPageChunk, minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
            {
              name: groupOf('lazy-pages', isOtherPagesModule),
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: groupOf('lazy-shared', isSharedModule),
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    // Tests run in Node unless they need a DOM. The options here hold for both projects below.
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        // Logic, the client, the emulator, the scripts. A `.ts` test that needs a DOM (document, window,
        // sessionStorage, renderHook…) says so on its first line: `// @vitest-environment jsdom`.
        // Files share one module graph (no isolation): these tests own no module-level state, and a
        // fresh process per file would cost more than the tests themselves.
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false },
      },
      {
        // Components: every `.tsx` test renders, so all of them run in jsdom, each file in its own
        // (module-level caches of what the server refused, dialogs left mounted).
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' },
      },
    ],
  },
});
