import path from 'node:path';

/**
 * The layers of src/ and what each may import (docs/architecture.md, "The layers"). A layer is a top-level folder of
 * src/, each feature under src/features/ is a layer of its own, and src/*.tsx is the entry.
 * Test files (*.test.ts(x), src/test/) may import any layer: they wire real layers together (a form
 * against the emulator, a page with its hooks). No other file may import src/test.
 */
const FEATURE = 'feature';
const ALLOWED = {
  lib: ['lib'],
  contract: ['contract', 'lib'],
  config: ['config', 'lib'],
  api: ['api', 'contract', 'config', 'lib'],
  ui: ['ui', 'lib'],
  console: ['console', 'api', 'config', 'ui', 'lib'],
  [FEATURE]: [FEATURE, 'console', 'api', 'config', 'ui', 'lib'],
  app: ['app', FEATURE, 'console', 'api', 'config', 'ui', 'lib'],
  entry: ['entry', 'app', 'api', 'config', 'ui', 'lib'],
  emulator: ['emulator', 'contract', 'lib'],
  deploy: ['deploy'],
};

const WHY = {
  lib: 'src/lib is pure logic: it imports nothing of the app.',
  contract: 'src/contract is what the client and the emulator share: it imports only src/lib.',
  config: 'src/config reads the runtime config: it imports only src/lib.',
  api: 'src/api is the data layer: no components, pages or emulator.',
  ui: 'src/ui is presentation: it imports only src/lib (pass data and callbacks in).',
  console: 'src/console embeds the VM console: it does not import features or the shell.',
  [FEATURE]:
    'a feature does not import another feature or the shell: what two features share moves to src/ui, src/lib or src/api.',
  app: 'the shell does not import the emulator or deployment code.',
  entry: 'the entry mounts the shell.',
  emulator: 'the emulator shares only src/contract (and src/lib) with the console.',
  deploy: 'deployment code stands alone.',
};

/** `{ layer, feature }` of a file under src/, or null outside src/. */
function layerOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  if (relative.split(path.sep).length === 1) return { layer: 'entry', feature: null };
  if (first === 'features') return { layer: FEATURE, feature: second ?? null };
  if (first === 'test') return { layer: 'test', feature: null };
  return { layer: first ?? '', feature: null };
}

const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

function verdict(srcRoot, file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const from = layerOf(srcRoot, file);
  const to = layerOf(srcRoot, path.resolve(path.dirname(file), specifier));
  if (from === null || to === null) return null;
  if (isTestFile(file) || from.layer === 'test') return null;
  if (to.layer === 'test') return 'test helpers are for tests only.';
  const allowed = ALLOWED[from.layer];
  if (allowed === undefined) return null;
  const sameFeature = from.layer === FEATURE && to.layer === FEATURE && from.feature === to.feature;
  if (to.layer === FEATURE && from.layer === FEATURE && !sameFeature) return WHY[FEATURE];
  return allowed.includes(to.layer) ? null : WHY[from.layer];
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each layer of src/ to the layers it may import.' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: { crossing: '{{from}} may not import {{to}}: {{why}}' },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot ?? path.join(context.cwd, 'src');
    const file = context.filename;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const why = verdict(srcRoot, file, source.value);
      if (why === null) return;
      context.report({
        node,
        messageId: 'crossing',
        data: {
          from: path.relative(context.cwd, file),
          to: path.relative(context.cwd, path.resolve(path.dirname(file), source.value)),
          why,
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node, node.source) : undefined),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
