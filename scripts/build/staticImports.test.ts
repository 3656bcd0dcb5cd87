import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportClosure, staticImportsOf } from './staticImports';

describe('staticImportsOf', () => {
  it('finds value imports, re-exports and side-effect imports, not types, packages or dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import b, { c } from '../b';",
      "import type { T } from './types';",
      "export { d } from './d';",
      "export * from './e';",
      "import './side-effect.css';",
      "import React from 'react';",
      "const lazy = () => import('./lazy');",
      'import {',
      '  f,',
      '  g,',
      "} from './fg';",
    ].join('\n');
    expect(staticImportsOf(source)).toEqual(['./a', '../b', './d', './e', './side-effect.css', './fg']);
  });
});

describe('staticImportClosure', () => {
  it('follows static imports through files and folders, once each, and stops at dynamic ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'closure-'));
    mkdirSync(join(root, 'lib'));
    writeFileSync(join(root, 'entry.tsx'), "import { x } from './lib';\nconst p = () => import('./page');\n");
    writeFileSync(join(root, 'lib', 'index.ts'), "export { x } from './x';\nimport type { Y } from './y';\n");
    writeFileSync(join(root, 'lib', 'x.ts'), "import { x as again } from './index';\nexport const x = again;\n");
    writeFileSync(join(root, 'lib', 'y.ts'), 'export type Y = 1;\n');
    writeFileSync(join(root, 'page.tsx'), 'export default 1;\n');
    const reached = [...staticImportClosure(join(root, 'entry.tsx'))].map((file) => file.slice(root.length + 1));
    expect(reached.sort()).toEqual(['entry.tsx', 'lib/index.ts', 'lib/x.ts']);
  });
});
