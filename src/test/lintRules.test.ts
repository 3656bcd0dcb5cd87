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
