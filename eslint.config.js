import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from './scripts/lint/importBoundaries.js';
import { PURE_LAYERS } from './scripts/layers.js';

/** What only a browser has: its globals beyond Node's, and those Node has only to mimic a browser. */
const BROWSER_ONLY = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.node)),
  'navigator',
  'localStorage',
  'sessionStorage',
];
const BROWSER_ONLY_MESSAGE =
  'the emulator runs this layer too (`pure` in scripts/layers.js): browser-only code goes in src/browser.';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', '.e2e-*', 'node_modules', 'test-results', 'playwright-report', 'src/api/schema.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never HTML.' },
        { selector: 'Literal[value=/^\\s*javascript:/i]', message: 'Script-scheme URLs are forbidden.' },
        { selector: 'TemplateElement[value.raw=/^\\s*javascript:/i]', message: 'Script-scheme URLs are forbidden.' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits or catches, an async function where a void one is
    // expected (an event handler), a switch over a union that forgets a member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React's act() returns a thenable even for a synchronous callback; the synchronous form is the intended use.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: 'react' },
            { from: 'package', name: 'act', package: '@testing-library/react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The layers of src/ and what each may import: docs/architecture.md, "The layers".
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    // The pure layers (src/lib) run in the emulator (Node) as well as in the browser: what only a browser
    // has (its window, document, storage, frames, network state) belongs in src/browser.
    files: PURE_LAYERS.map((layer) => `src/${layer}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_ONLY.map((name) => ({ name, message: BROWSER_ONLY_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...BROWSER_ONLY.map((property) => ({ object: 'globalThis', property, message: BROWSER_ONLY_MESSAGE })),
      ],
    },
  },
  {
    files: ['scripts/**', 'src/emulator/server/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
