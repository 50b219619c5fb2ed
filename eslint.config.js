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
  { ignores: ['dist', 'dist-*', 'dist-ssr', '.reports', 'test-results', 'playwright-report', 'node_modules', '.stryker-tmp*', '**/*.d.ts'] },
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
      // An empty text (an unset environment variable, a blank optional field) counts as missing, so `||` is meant there.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `type` and `interface` each have their use: unions and mapped types, object shapes.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // A leading underscore marks a name that must be written but is not used (a type parameter inferred only to reach the next one).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // \`import { type A }\` still loads the module for its side effects (verbatimModuleSyntax keeps the
      // import): a chunk then carries code it only needed the types of.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // `onClick={() => setOpen(false)}`: a one-expression arrow reads plainly and returns nothing anyone uses.
      // noUncheckedIndexedAccess makes every index possibly undefined. Where a loop's bound or a
      // pattern that always matches guarantees the value, `!` says so at that one place; every other
      // unchecked use is still refused by the type checker.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // The type checker refuses enums (erasableSyntaxOnly), so these can never fire; the first cost
      // about a tenth of the whole lint's time, reading the type of every assignment.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
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
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A region that scrolls (a wide table on a phone) takes focus so that a keyboard can scroll it. A
      // named <section> is a region; the plugin does not know a <section>'s role from its name.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: ['section'] }],
      // Clicks and keys on a non-interactive element are refused. Focus and hover listeners that pause
      // a carousel are not, as they give nobody a control to reach; and a modal dialog handles the
      // keys that keep Tab inside it.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'], dialog: ['onKeyDown', 'onClose', 'onCancel'] },
      ],
    },
  },
  {
    // The Urdu pages are laid out right to left (`<html lang="ur" dir="rtl">`) from the same styles:
    // a style that names the left or the right side puts things on the wrong side there, while a
    // logical one (start and end of the line) is the same as before in left-to-right pages. A style
    // that truly must not flip keeps its physical name under an eslint-disable comment saying why.
    files: ['src/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[computed=false][key.name=/^(left|right)$|Left|Right/], Property[computed=false][key.value=/^(left|right)$|Left|Right|-left|-right/]',
          message:
            'Physical left/right property: the Urdu pages are right to left, so use the logical one (marginInlineStart/End, paddingInlineStart/End, insetInlineStart/End or insetInline, borderInlineStart/End…, borderStartStartRadius/StartEndRadius/EndStartRadius/EndEndRadius).',
        },
        {
          selector: 'Property[key.name=/^(textAlign|textAlignLast|float|clear|justifyContent|justifyItems|justifySelf)$/][value.value=/^(left|right)\\b/]',
          message:
            "Physical 'left'/'right' value: the Urdu pages are right to left, so use 'start'/'end' (textAlign, justify*) or 'inline-start'/'inline-end' (float, clear).",
        },
        {
          selector: 'Literal[value=/safe-area-inset-(left|right)/], TemplateElement[value.raw=/safe-area-inset-(left|right)/]',
          message:
            'env(safe-area-inset-left/right) names a physical side: the Urdu pages are right to left, so use safeAreaInlineStart/End from src/theme/direction.css.ts.',
        },
        {
          selector: 'Literal[value=/translateX\\(/], TemplateElement[value.raw=/translateX\\(/]',
          message:
            'translateX() moves towards a physical side: the Urdu pages are right to left, so centre with logical insets and margins, or multiply the offset by inlineSign from src/theme/direction.css.ts.',
        },
      ],
    },
  },
  {
    // JavaScript files (such as the prerender worker's .mjs loader) sit outside the TypeScript project, so no type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
