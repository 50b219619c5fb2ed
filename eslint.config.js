// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Type-checked strict rules everywhere; React's hook rules and the JSX accessibility rules on the
 * components. `npm run lint` allows no warning, so a rule is either kept or turned off here with
 * its reason, never left to warn.
 */
export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dist-ssr', '.reports', 'test-results', 'playwright-report', 'node_modules', '**/*.d.ts'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans in messages and URLs read as they should.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Callbacks that return a promise to void-typed React handlers are fine when they catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `type` and `interface` each have their use: unions and mapped types, object shapes.
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `onClick={() => setOpen(false)}`: a one-expression arrow reads plainly and returns nothing anyone uses.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // A test states what must be there; when it is not, the test fails on the spot, which is the point.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes stand in for async interfaces without awaiting anything themselves.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // JavaScript files (such as the prerender worker's .mjs loader) sit outside the TypeScript project, so no type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
