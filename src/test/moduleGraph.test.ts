import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importsOf, staticImportClosure } from './moduleGraph';

/** A folder of modules, each given by its path and text. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('importsOf', () => {
  it('tells value imports, re-exports, types and import() apart, and skips packages and comments', () => {
    const root = project({
      'entry.ts': [
        "import { a } from './a';",
        "import type { T } from './types';",
        "export { d } from './d';",
        "export type { U } from './types';",
        '// import { e } from "./e";',
        'const text = "import { e } from \'./e\'";',
        "import { useState } from 'react';",
        "const lazy = () => import('./lazy');",
        "type Lazy = typeof import('./lazy');",
        'export { text, lazy, useState, a };',
        'export type { T, Lazy };',
      ].join('\n'),
      'a.ts': 'export const a = 1;\n',
      'd.ts': 'export const d = 1;\n',
      'e.ts': 'export const e = 1;\n',
      'types.ts': 'export type T = 1;\nexport type U = 2;\n',
      'lazy.ts': 'export default 1;\n',
    });
    const found = importsOf(join(root, 'entry.ts')).map(({ file, kind }) => `${kind} ${file.slice(root.length + 1)}`);
    expect(found).toEqual([
      'static a.ts',
      'type types.ts',
      'static d.ts',
      'type types.ts',
      'dynamic lazy.ts',
      'type lazy.ts',
    ]);
  });
});

describe('staticImportClosure', () => {
  it('follows static imports through files and folders, once each, and stops at types and dynamic ones', () => {
    const root = project({
      'entry.tsx': "import { x } from './lib';\nconst p = () => import('./page');\nexport { x, p };\n",
      'lib/index.ts': "export { x } from './x';\nimport type { Y } from './y';\nexport type { Y };\n",
      'lib/x.ts': "import { x as again } from './index';\nexport const x = again;\n",
      'lib/y.ts': 'export type Y = 1;\n',
      'page.tsx': 'export default 1;\n',
    });
    const reached = [...staticImportClosure(join(root, 'entry.tsx'))].map((file) => file.slice(root.length + 1));
    expect(reached.sort()).toEqual(['entry.tsx', 'lib/index.ts', 'lib/x.ts']);
  });
});

describe('importCircles', () => {
  it('finds a circle closed by a type or an import(), and nothing where imports run one way', () => {
    const root = project({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
      'c.ts': "export type C = 1;\nexport const load = () => import('./a');\n",
      'd.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((name) => join(root, name));
    const circles = importCircles(files).map((circle) => circle.map((file) => file.slice(root.length + 1)));
    expect(circles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(files.filter((file) => !file.endsWith('c.ts')))).toEqual([]);
  });
});
