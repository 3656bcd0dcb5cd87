/**
 * The layers of src/, what each may import, and the folders each is made of: the one list the
 * import-boundaries lint rule (scripts/lint/importBoundaries.js) and the build's chunk groups
 * (vite.config.ts) follow (README, "Layout").
 *
 * A layer is a top-level folder of src/; each feature under src/features/ is a layer of its own
 * (`feature`), and src/*.tsx is the entry. Test files (*.test.ts(x), src/test/) may import any layer.
 * `sharedByPages`: code the lazy pages share, which the build groups by the pages that import it.
 * `pure`: it runs in the emulator (Node) as well as in the browser, so ESLint refuses browser-only globals there.
 * `folders`: the layer's subfolders, each with what it holds (a test keeps the list and the disk equal).
 */
export const LAYERS = {
  lib: {
    imports: [],
    sharedByPages: true,
    pure: true,
    why: 'src/lib is pure logic: it imports nothing of the app.',
  },
  browser: {
    imports: [],
    sharedByPages: true,
    why: 'src/browser is what only a browser offers (its frames, idle time, network state): it imports nothing of the app.',
  },
  contract: {
    imports: ['lib'],
    why: 'src/contract is what the client and the emulator share: it imports only src/lib.',
  },
  config: {
    imports: ['lib'],
    why: 'src/config reads the runtime config: it imports only src/lib.',
  },
  api: {
    imports: ['contract', 'config', 'browser', 'lib'],
    sharedByPages: true,
    why: 'src/api is the data layer: no components, pages or emulator.',
    folders: {
      http: 'the one way to the network: the transport, the typed client, uploads, the boot’s early reads',
      errors: 'ApiError, the words of failed calls (loaded on the first failure), where a refusal belongs on a form',
      session: 'the token, its copy in the tab, and the one session shared across the console’s tabs',
      cache:
        'the query cache: the query client, mutations and what they invalidate, polling, lists read as they arrive',
      capabilities: 'optional operations a server may lack, and the tab memory that stands in for their lists',
      activity: 'the Activity panel’s store of this session’s changes, and following a change to its end',
      vms: 'VM reads and actions, deploy, reverse DNS, and what the console pieces together of a VM (power, boot settings)',
      resources: 'one module per other resource: its query keys, reads and mutations',
    },
  },
  ui: {
    imports: ['browser', 'lib'],
    sharedByPages: true,
    why: 'src/ui is presentation: it imports only src/lib and src/browser (pass data and callbacks in).',
    folders: {
      controls: 'what a person operates: buttons, fields, choices, menus',
      dialogs: 'modal dialogs, confirmed actions, and the modal layer they share',
      feedback: 'what tells how things went: toasts, errors, empty and loading states, progress, notes',
      page: 'the frame of a page: its header, breadcrumb, detail frame, title and focus on arrival',
      values: 'values as pages show them: badges, prices, times and quantities in the user’s locale',
      hooks:
        'React hooks with no markup: media queries, the network state, painted values, highlights, a page action asked for in the history state',
      list: 'the list kit every list page stands on (its README)',
      form: 'the form kit every form stands on (its README)',
    },
    // The kits go with the resource pages' chunks, whoever else imports a piece of them.
    pageKits: ['list', 'form'],
  },
  console: {
    imports: ['api', 'config', 'ui', 'browser', 'lib'],
    why: 'src/console embeds the VM console: it does not import features or the shell.',
  },
  feature: {
    imports: ['console', 'api', 'config', 'ui', 'browser', 'lib'],
    why: 'a feature does not import another feature or the shell: what two features share moves to src/ui, src/lib or src/api.',
  },
  app: {
    imports: ['feature', 'console', 'api', 'config', 'ui', 'browser', 'lib'],
    why: 'the shell does not import the emulator or deployment code.',
  },
  entry: {
    imports: ['app', 'api', 'config', 'ui', 'browser', 'lib'],
    why: 'the entry mounts the shell.',
  },
  emulator: {
    imports: ['contract', 'lib'],
    why: 'the emulator shares only src/contract (and src/lib) with the console.',
  },
  deploy: {
    imports: [],
    why: 'deployment code stands alone.',
  },
};

/** The layers whose code the lazy pages share (`sharedByPages`). */
export const PAGE_SHARED_LAYERS = Object.keys(LAYERS).filter((name) => LAYERS[name].sharedByPages === true);

/** The layers that run outside a browser too (`pure`). */
export const PURE_LAYERS = Object.keys(LAYERS).filter((name) => LAYERS[name].pure === true);

/** The page kits' folders below src/, e.g. `ui/list`. */
export const PAGE_KIT_FOLDERS = Object.entries(LAYERS).flatMap(([name, layer]) =>
  (layer.pageKits ?? []).map((kit) => `${name}/${kit}`),
);
