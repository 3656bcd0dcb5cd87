import path from 'node:path';

import { LAYERS } from '../layers.js';

/**
 * Keeps each layer of src/ to the layers it may import, as scripts/layers.js declares them (docs/architecture.md, "The layers"). Test
 * files (*.test.ts(x), src/test/) may import any layer: they wire real layers together (a form
 * against the emulator, a page with its hooks). No other file may import src/test.
 */
const FEATURE = 'feature';

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
  const layer = LAYERS[from.layer];
  if (layer === undefined) return null;
  const sameFeature = from.layer === FEATURE && to.layer === FEATURE && from.feature === to.feature;
  if (to.layer === FEATURE && from.layer === FEATURE && !sameFeature) return LAYERS[FEATURE].why;
  return to.layer === from.layer || layer.imports.includes(to.layer) ? null : layer.why;
}

const importBoundaries = {
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
