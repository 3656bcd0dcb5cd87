// The types of layers.js, for the TypeScript files that read it (vite.config.ts).

export type LayerName =
  | 'lib'
  | 'browser'
  | 'contract'
  | 'config'
  | 'api'
  | 'ui'
  | 'console'
  | 'feature'
  | 'app'
  | 'entry'
  | 'emulator'
  | 'deploy';

export interface Layer {
  /** The other layers it may import (itself always). */
  imports: readonly LayerName[];
  /** Why it may import only those, as the lint rule says it. */
  why: string;
  /** It runs in the emulator (Node) as well as in the browser. */
  pure?: boolean;
  /** Code the lazy pages share, grouped by the build by the pages that import it. */
  sharedByPages?: boolean;
  /** Its subfolders, each with what it holds. */
  folders?: Readonly<Record<string, string>>;
  /** Subfolders that go with the resource pages' chunks, whoever else imports them. */
  pageKits?: readonly string[];
}

export const LAYERS: Readonly<Record<LayerName, Layer>>;
export const PAGE_SHARED_LAYERS: readonly LayerName[];
export const PURE_LAYERS: readonly LayerName[];
export const PAGE_KIT_FOLDERS: readonly string[];
