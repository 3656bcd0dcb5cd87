import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_ALL_HINT, type BuiltFile } from './compileHint';

function build(): Record<string, BuiltFile> {
  return {
    'assets/app-1.js': { type: 'chunk', fileName: 'assets/app-1.js', name: 'app', code: 'const a=1;\nexport{a};' },
    'assets/app-1.js.map': {
      type: 'asset',
      fileName: 'assets/app-1.js.map',
      source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }),
    },
    'assets/vendor-2.js': { type: 'chunk', fileName: 'assets/vendor-2.js', name: 'vendor', code: 'export{};' },
  };
}

describe('the compile hint', () => {
  it("is the named chunk's first line, and its map points one line further down", () => {
    const bundle = build();
    addCompileHints(bundle, new Set(['app']));
    const app = bundle['assets/app-1.js'];
    expect(app?.type === 'chunk' && app.code).toBe(`${COMPILE_ALL_HINT}\nconst a=1;\nexport{a};`);
    const map = bundle['assets/app-1.js.map'];
    expect(map?.type === 'asset' && JSON.parse(String(map.source))).toMatchObject({ mappings: ';AAAA;AACA' });
  });

  it('leaves the other chunks alone, and is added once', () => {
    const bundle = build();
    addCompileHints(bundle, new Set(['app']));
    addCompileHints(bundle, new Set(['app']));
    const app = bundle['assets/app-1.js'];
    expect(app?.type === 'chunk' && app.code.split(COMPILE_ALL_HINT).length).toBe(2);
    const vendor = bundle['assets/vendor-2.js'];
    expect(vendor?.type === 'chunk' && vendor.code).toBe('export{};');
  });
});
