import { ESLint, type Linter } from 'eslint';

/**
 * The project's ESLint configuration, for linting snippets that exist only in a test. A snippet is
 * no file of the TypeScript project, so the rules that need types are left out; every other rule,
 * the import boundaries and the security rules included, runs as configured.
 */
const withoutTypes: Linter.Config = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
    '@typescript-eslint/switch-exhaustiveness-check': 'off',
  },
};

/**
 * For the describe blocks of snippet tests: the first snippet loads the whole ESLint configuration and
 * its plugins, seconds on a busy machine (CI once timed out at vitest's 5 s).
 */
export const LINT_PROBE_TIMEOUT_MS = 60_000;

const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: withoutTypes });

/** The messages of one rule for `code` linted as if it were the file at `filePath`. */
export async function lintSnippet(code: string, filePath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const parsing = result?.messages.find((message) => message.fatal);
  if (parsing) throw new Error(parsing.message);
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}
