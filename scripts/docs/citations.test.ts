import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, commentText, headingAnchors, relativeLinkTargets, relativeLinksWithFragments } from './citations';

const root = path.resolve(import.meta.dirname, '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

function filesUnder(folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(relative);
    return [relative];
  });
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => existsSync(path.join(root, file));

const topLevelFiles = readdirSync(root).filter((name) => /\.config\.[cm]?[jt]s$/.test(name));
const sources = [...filesUnder('src'), ...filesUnder('scripts'), ...filesUnder('e2e'), ...topLevelFiles].filter(
  (file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.gen.ts'),
);
const markdown = ['README.md', ...filesUnder('docs'), ...filesUnder('src'), ...filesUnder('scripts')].filter((file) =>
  file.endsWith('.md'),
);

/** `file: cited path` for each citation that names no file of the repository. */
function missingCitations(files: string[], textOf: (file: string) => string): string[] {
  return files.flatMap((file) =>
    citedPaths(textOf(file))
      .filter((cited) => !exists(cited))
      .map((cited) => `${file}: ${cited}`),
  );
}

describe('citations', () => {
  it('finds paths and leaves patterns, placeholders and addresses alone', () => {
    const text = [
      'see src/api/http/client.ts, (docs/performance.md) and `scripts/bench/main.ts`.',
      'not src/**/*.test.ts, src/features/<area>/route.ts, https://example.com/src/x.ts or ../src/y.ts',
    ].join('\n');
    expect(citedPaths(text)).toEqual(['src/api/http/client.ts', 'docs/performance.md', 'scripts/bench/main.ts']);
  });

  it('reads the comments of a source, not its code', () => {
    const source = [
      "import x from './src/a.ts'; // why: docs/architecture.md",
      '/** See src/lib/text.ts. */',
      "const y = 'src/lib/c.ts';",
    ].join('\n');
    expect(citedPaths(commentText(source))).toEqual(['src/lib/text.ts', 'docs/architecture.md']);
  });

  it('fails on a made-up path', () => {
    const made = { 'README.md': 'Details in docs/made-up.md and src/api/noSuchModule.ts.' };
    expect(missingCitations(['README.md'], (file) => made[file as keyof typeof made])).toEqual([
      'README.md: docs/made-up.md',
      'README.md: src/api/noSuchModule.ts',
    ]);
    expect(relativeLinkTargets('[x](docs/nowhere.md#a) [y](https://example.com)', 'README.md')).toEqual([
      'docs/nowhere.md',
    ]);
  });

  it('every path cited in the docs names a file of the repository', () => {
    expect(missingCitations(markdown, read)).toEqual([]);
  });

  it('every path cited in a source comment names a file of the repository', () => {
    expect(missingCitations(sources, (file) => commentText(read(file)))).toEqual([]);
  });

  it('every relative link of the docs resolves, and so does its #fragment', () => {
    const broken = markdown.flatMap((file) => {
      const text = read(file);
      const missingFiles = relativeLinkTargets(text, file).filter((target) => !exists(target));
      const missingAnchors = relativeLinksWithFragments(text, file)
        .filter(({ target }) => target.endsWith('.md') && exists(target))
        .filter(({ target, fragment }) => !headingAnchors(read(target)).has(fragment))
        .map(({ target, fragment }) => `${target}#${fragment}`);
      return [...missingFiles, ...missingAnchors].map((target) => `${file}: ${target}`);
    });
    expect(broken).toEqual([]);
  });
});
