// One ESLint configuration for every workspace: the recommended JavaScript and typescript-eslint
// rules, React's hook rules in the web app, files of at most 300 lines, promises handled (typed
// linting), and nothing that Prettier decides (formatting). test/lint/ proves each rule of our own
// with a fixture the rules reject.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint.boundaries.js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const translatorOnly = ['i18next', 'react-i18next'].map((name) => ({
  name,
  message: "Translate with useTranslation of src/lib/use-translation.ts (the shop's translator, src/lib/translator.ts).",
}));

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      // React Router's generated route types (its dev server writes them).
      '**/.react-router/',
      '**/data/',
      'test-results/',
      'playwright-report/',
      'e2e/artifacts/',
      'bench/results/',
      'test/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a destructured rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // CONVENTIONS.md 8: small files; split one into a folder before it passes 300 lines of code.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A promise nobody awaits loses its rejection (an unhandled rejection ends the server), and one
    // passed where a plain callback is expected is never awaited: both need type information, so
    // these files are linted with their own tsconfig (the project service).
    files: [
      'apps/server/**/*.ts',
      'apps/staff/**/*.{ts,tsx}',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/web/test/**/*.{ts,tsx}',
      'packages/**/*.{ts,js}',
      'e2e/**/*.ts',
      'bench/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
      'test/**/*.ts',
    ],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files of no tsconfig, typed with the base options: the web benchmark's baseline page
          // (bench/web.ts builds it with Vite) and the promise rules' fixtures (test/lint/).
          allowDefaultProject: ['bench/web-baseline/main.tsx', 'test/lint/fixtures/*promise*.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/staff/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the React Compiler's rules of the plugin's newer presets are left out
    // (the app does not use the compiler).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Dates, numbers and plurals in the shop's languages go through the contract's locale helper
    // (packages/contract/src/locale.ts), the one place where the shop's codes meet Intl (sw is
    // siSwati there, ss to Intl; ns is Sepedi, nso to Intl).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/plugins/mail*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            "Format with the contract's locale helper (formatDate, formatNumber, pluralCategory), which maps the shop's language codes to CLDR locales.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            "Format with the contract's locale helper (formatDate, formatNumber), which maps the shop's language codes to CLDR locales.",
        },
      ],
    },
  },
  {
    // The shop's translations (apps/web/src/lib/translator.ts, read with useTranslation of
    // src/lib/use-translation.ts) in place of i18next and react-i18next, which cost the home page
    // 12.5 kB of compressed JavaScript and some 60 ms of a phone's main thread (issue 15).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: translatorOnly }] },
  },
  {
    // The shop's one design system (apps/web/src/ui, issue 48): no MUI and no emotion anywhere in
    // apps/web (test/lint/design-system.test.ts).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: translatorOnly,
          patterns: [
            {
              group: ['@mui/*', '@emotion/*'],
              message: 'The shop draws with its design system (src/ui: CSS Modules, Base UI, lucide-react), not MUI or emotion.',
            },
          ],
        },
      ],
    },
  },
  {
    // SPEC.md section 9: production silences console output. The apps log through `devConsole`
    // (apps/web/src/lib/console.ts), which is quiet in a production build.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/staff/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/console.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Issue 49: a domain module or a job asks its clock port (modules/clock-port.ts, `app.clock`)
    // what time it is, never the system, so a rule that turns on the hour is tested at the hour it
    // needs. A date made from a value (`new Date(row.endTime)`) is no clock reading and stays allowed.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the clock port for the time (deps.clock.now(), or a `now` the caller passes), not the system.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Ask the clock port for the time (deps.clock.now(), or a `now` the caller passes), not the system.',
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so `async ({}, use)` is how a fixture says "none".
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  ...boundaries,
  prettier,
);
