/**
 * What the documentation and the source comments cite: repository paths (`src/api/http/client.ts`) and
 * Markdown links (`[Deployment](docs/deployment.md#compression)`). Pure, so citations.test.ts can
 * check every one against the tree and also show that a made-up path is caught.
 */
import path from 'node:path';

/** The folders a citation may start with; the repository's other top-level files are few and named. */
const ROOTS = ['src', 'scripts', 'e2e', 'docs', 'public', '.ci'];
const EXTENSIONS = 'tsx?|mjs|cjs|js|json|md|ya?ml|conf|css|html|svg|png|sh|txt';

/**
 * A path that starts at one of the ROOTS and ends in a known extension, not preceded by a character a
 * longer path or a URL would have (`https://host/src/x.ts`, `../src/x.ts`), and not followed by one
 * that makes it a pattern or a placeholder (`src/**\/*.test.ts`, `src/features/<area>/route.ts`).
 */
const CITED_PATH = new RegExp(
  `(?<![\\w./@<>*-])(?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w./@-]*?\\.(?:${EXTENSIONS})(?![\\w*<>/-])`,
  'g',
);

/** Every repository path cited in the text, once each, in order of appearance. */
export function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(CITED_PATH)) found.add(match[0].replace(/\.$/, ''));
  return [...found];
}

/**
 * The comment text of a JavaScript or TypeScript source: block comments whole and what follows `//`
 * on a line. A `//` inside a string (a URL) counts too; what it yields is checked like any comment.
 */
export function commentText(source: string): string {
  const comments: string[] = [];
  for (const block of source.matchAll(/\/\*[\s\S]*?\*\//g)) comments.push(block[0]);
  const withoutBlocks = source.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const line of withoutBlocks.split('\n')) {
    const at = line.indexOf('//');
    if (at !== -1) comments.push(line.slice(at + 2));
  }
  return comments.join('\n');
}

/**
 * The targets of a Markdown file's relative links and images, without their `#fragment`, resolved
 * against the file's folder and given relative to the repository root. Links to a web address, a
 * `mailto:` or a fragment of the same page are left out.
 */
export function relativeLinkTargets(markdown: string, file: string): string[] {
  const targets = new Set<string>();
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const match of withoutCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const withoutFragment = target.split('#')[0] ?? '';
    targets.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutFragment)));
  }
  return [...targets];
}

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside fenced code). */
export function headingAnchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  const anchors = new Set<string>();
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingAnchor(match[1] ?? ''));
  return anchors;
}

/** Each relative link's target (as relativeLinkTargets gives it) with its `#fragment`, when it has one. */
export function relativeLinksWithFragments(markdown: string, file: string): { target: string; fragment: string }[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const links: { target: string; fragment: string }[] = [];
  for (const match of withoutCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z][\w+.-]*:/i.test(link) || !link.includes('#')) continue;
    const [target = '', fragment = ''] = link.split('#');
    const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    links.push({ target: resolved, fragment });
  }
  return links;
}
