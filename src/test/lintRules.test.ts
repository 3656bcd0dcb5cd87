import { describe, expect, it } from 'vitest';
import { LINT_PROBE_TIMEOUT_MS, lintSnippet } from './lintProbe';

/**
 * The project's own ESLint configuration refuses the two ways data could become markup or script
 * (eslint.config.js): rendering HTML and script-scheme URLs. Snippets are linted as if they were app files.
 */
const restrictedSyntax = (code: string) => lintSnippet(code, 'src/features/lint-probe.tsx', 'no-restricted-syntax');

describe('security lint rules', { timeout: LINT_PROBE_TIMEOUT_MS }, () => {
  it('refuse dangerouslySetInnerHTML', async () => {
    expect(
      await restrictedSyntax(
        'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
      ),
    ).toEqual(['Render text, never HTML.']);
  });

  it('refuse script-scheme URLs in attributes, strings and templates, whatever their case', async () => {
    const snippets = [
      'export const A = () => <a href="javascript:alert(1)">x</a>;\n',
      "export const url = ' JavaScript:void(0)';\n",
      'export const url = (code: string) => `javascript:${code}`;\n',
    ];
    for (const snippet of snippets)
      expect(await restrictedSyntax(snippet), snippet).toEqual(['Script-scheme URLs are forbidden.']);
  });

  it('let ordinary text and links through', async () => {
    expect(
      await restrictedSyntax(
        'export const A = ({ name }: { name: string }) => <a href="/vms" title={name}>{`see ${name}`}</a>;\n',
      ),
    ).toEqual([]);
  });
});

describe('the purity of src/lib', { timeout: LINT_PROBE_TIMEOUT_MS }, () => {
  const inLib = async (code: string) => [
    ...(await lintSnippet(code, 'src/lib/lint-probe.ts', 'no-restricted-globals')),
    ...(await lintSnippet(code, 'src/lib/lint-probe.ts', 'no-restricted-properties')),
  ];

  it('refuses what only a browser has, named or read off globalThis', async () => {
    for (const snippet of [
      'export const width = () => window.innerWidth;\n',
      'export const saved = () => sessionStorage.getItem("k");\n',
      'export const online = () => globalThis.navigator.onLine;\n',
      'export const later = (f: () => void) => requestIdleCallback(f);\n',
    ])
      expect(await inLib(snippet), snippet).toHaveLength(1);
  });

  it('lets what Node and the browser share through, and leaves other layers alone', async () => {
    expect(await inLib('export const later = (f: () => void) => setTimeout(f, 0);\n')).toEqual([]);
    expect(
      await lintSnippet(
        'export const w = () => window.innerWidth;\n',
        'src/browser/lint-probe.ts',
        'no-restricted-globals',
      ),
    ).toEqual([]);
  });
});
