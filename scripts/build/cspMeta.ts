import type { Plugin } from 'vite';

const CHARSET = /<meta charset="[^"]*"\s*\/?>\n?/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with `policy` as a `<meta http-equiv="Content-Security-Policy">`, right after the
 * charset: a meta policy governs only what comes after it in the document, so it must precede
 * every link and script.
 */
export function withCspMeta(html: string, policy: string): string {
  const charset = CHARSET.exec(html);
  if (charset === null) throw new Error('index.html has no <meta charset> to put the policy after.');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
  const indent = /\n([ \t]*)<meta charset/i.exec(html)?.[1] ?? '';
  const at = charset.index + charset[0].length;
  const separator = charset[0].endsWith('\n') ? '' : '\n';
  return `${html.slice(0, at)}${separator}${indent}${meta}\n${html.slice(at)}`;
}

/**
 * Writes the deployment's policy into the built index.html (docs/deployment.md), so a host that
 * drops the headers still runs the console under one. Build only: the dev server injects inline
 * scripts (React Refresh), which the policy would block.
 */
export function cspMetaPlugin(policy: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => withCspMeta(html, policy) },
  };
}
