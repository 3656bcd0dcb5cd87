import { describe, expect, it } from 'vitest';
import { appModules, type BuiltChunk } from './appModules';

const chunk = (fileName: string, extra: Partial<BuiltChunk> = {}): [string, BuiltChunk] => [
  fileName,
  { type: 'chunk', fileName, ...extra },
];

const bundle: Record<string, BuiltChunk> = Object.fromEntries([
  chunk('assets/index.js', { isEntry: true, facadeModuleId: '/repo/src/main.tsx', imports: ['assets/vendor.js'] }),
  chunk('assets/vendor.js'),
  chunk('assets/startApp.js', { facadeModuleId: '/repo/src/app/boot/startApp.tsx', imports: ['assets/app.js'] }),
  chunk('assets/app.js', { imports: ['assets/vendor.js', 'assets/words.js'] }),
  chunk('assets/words.js'),
  chunk('assets/route.js', { facadeModuleId: '/repo/src/features/vpcs/route.tsx', imports: ['assets/app.js'] }),
  ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }],
]);

describe('the files every load preloads from index.html', () => {
  it("are the app's chunk and what it imports statically, less what the entry already loads", () => {
    expect(appModules(bundle, 'src/app/boot/startApp.tsx')).toEqual([
      'assets/startApp.js',
      'assets/app.js',
      'assets/words.js',
    ]);
  });

  it('fail the build when the app is no longer a chunk of its own', () => {
    expect(() => appModules(bundle, 'src/app/elsewhere.tsx')).toThrow(/src\/app\/elsewhere\.tsx/);
  });
});
