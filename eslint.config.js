/**
 * ESLint for the whole monorepo (`npm run lint`): typed rules for TypeScript, React hooks rules for
 * the web app, and the house rule of no default exports outside tool config files.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tools that load their config through a default export. */
const CONFIG_FILES = [
  '**/vite.config.ts',
  '**/vitest.config.ts',
  '**/vitest.*.config.ts',
  '**/vitest-*.config.ts',
  'eslint.config.js',
  '**/drizzle.config.ts',
  'knip.config.ts',
  'knip.ts',
];

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      'data/',
      'apps/api/drizzle/',
      'e2e/artifacts/',
      'bench/results/',
      // Throw-away scripts of a working session (screenshots, timings); ignored by git too.
      '.scratch/',
      '**/coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files at the edges of the workspaces belong to no tsconfig.json, nor do the
          // types of the bench helpers the journeys share.
          allowDefaultProject: [
            'vitest.config.ts',
            'apps/web/vite.config.ts',
            'apps/web/build/*.ts',
            'bench/support/*.d.mts',
          ],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // `import { type X } from 'm'` keeps `m` as a side-effect import: a page that only needs a
      // contract's type would load the contract, and zod with it (decision 035).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use a named export (docs/architecture.md §4: no default exports).',
        },
        {
          selector: "ExportNamedDeclaration > ExportSpecifier[exported.name='default']",
          message: 'Use a named export (docs/architecture.md §4: no default exports).',
        },
        {
          // A transaction is one connection: pg warns of overlapping queries on it, and 9.0 refuses them.
          selector: "CallExpression[callee.object.name='Promise'] Identifier[name='tx']",
          message:
            'Run the statements of a transaction (tx) one after the other, not in Promise.all.',
        },
      ],
    },
  },
  {
    // Test files are excluded from the build tsconfig.json files; their own tsconfig.test.json
    // files type them (and are what `npm run typecheck` checks).
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**/*.ts', 'apps/api/drizzle.config.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: ['apps/api/tsconfig.test.json'] },
    },
  },
  {
    files: ['packages/shared/src/**/*.test.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: ['packages/shared/tsconfig.test.json'] },
    },
  },
  {
    // Tests read untyped JSON bodies (`response.json()` is `any`) and assert on them.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Plain JavaScript (this file, scripts/, bench/) is linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'apps/api/**/*.ts',
      'packages/shared/**/*.ts',
      'scripts/**',
      'bench/**',
      'e2e/**/*.ts',
      'apps/web/vite.config.ts',
      'apps/web/build/**',
      '*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/DialogContent',
              message:
                'Use components/dialog-content: a dialog body that scrolls must be a focusable region for keyboard users (axe: scrollable-region-focusable).',
            },
            {
              name: '@mui/material/TextField',
              allowTypeImports: true,
              message:
                "Use components/text-field (or components/select-field for a select): MUI's TextField always brings its select mode, about 17 KB gzip of a form page's first load (decision 044).",
            },
            {
              name: '@hookform/resolvers/zod',
              message:
                "Use lib/lazy-schema-resolver: a form's zod schema loads at its first check, not with the page (zod is about 26 KB gzip of a form page's first load).",
            },
            {
              name: '@mui/material/styles',
              importNames: ['ThemeProvider'],
              message:
                "Use @mui/system's ThemeProvider: Material's also carries the CSS-variables provider, about 3 KB of every page's first load, and no theme here uses CSS variables (decision 040).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The one place MUI's DialogContent is wrapped, its select field, and the one place
    // zodResolver is.
    files: [
      'apps/web/src/components/dialog-content.tsx',
      'apps/web/src/components/select-field.tsx',
      'apps/web/src/lib/lazy-schema-resolver.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: CONFIG_FILES,
    rules: { 'no-restricted-syntax': 'off' },
  },
);
