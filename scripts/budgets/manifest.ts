/**
 * The chunk graph of a production build, read from Vite's manifest (`build.manifest`): which files
 * a first visit loads before any lazy route, and what each lazy route adds on top of that.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys reachable from `key` through static imports, `key` first. */
function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The manifest names ${current} but has no entry for it.`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  return entries[0]!;
}

/**
 * The app proper (router, query cache, typed client, sign-in page): a dynamic import of the entry,
 * which every first visit loads before any page (index.html preloads it), so it counts as part
 * of the first route, not as a lazy route.
 */
const APP_START = 'src/app/boot/startApp.tsx';

export interface FirstRoute {
  /** Manifest keys of the entry, the app proper, and every chunk either imports statically. */
  chunks: string[];
  js: string[];
  css: string[];
}

function routeOf(manifest: Manifest, keys: string[]): FirstRoute {
  const chunks = [...new Set(keys.flatMap((key) => staticClosure(manifest, key)))];
  return {
    chunks,
    js: chunks.map((key) => manifest[key]!.file),
    css: [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/** What a first visit loads before any lazy route: the boot, then the app proper. */
export function firstRoute(manifest: Manifest): FirstRoute {
  return routeOf(manifest, [entryKey(manifest), ...(manifest[APP_START] ? [APP_START] : [])]);
}

/** The boot: the entry and its static imports, what runs before a page's first reads are sent. */
export function bootRoute(manifest: Manifest): FirstRoute {
  return routeOf(manifest, [entryKey(manifest)]);
}

export interface LazyRoute {
  /** The dynamic entry's manifest key (its source path). */
  key: string;
  /** The JavaScript files opening it loads beyond the first route, its own first. */
  js: string[];
}

/** Every dynamically imported chunk, with what it adds to what the first route already loaded. */
export function lazyRoutes(manifest: Manifest): LazyRoute[] {
  const loaded = new Set(firstRoute(manifest).chunks);
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && key !== APP_START)
    .map((key) => ({
      key,
      js: staticClosure(manifest, key)
        .filter((chunk) => !loaded.has(chunk))
        .map((chunk) => manifest[chunk]!.file),
    }));
}

/** Every JavaScript and CSS file the build emitted, as the manifest lists them. */
export function allFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const chunks = Object.values(manifest);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
    css: [
      ...new Set(
        chunks.flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]),
      ),
    ],
  };
}
