import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import sacredCircle from './scripts/eslint-rules.mjs';

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'tmp/',
      'coverage/',
      'test-results/',
      'bench/results/',
      'server/db/migrations/',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'sacred-circle': sacredCircle },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'sacred-circle/feature-boundaries': 'error',
      'sacred-circle/kebab-case-filenames': 'error',
      // Comments give the reason or point to docs/product.md, never to documents a newcomer does not have.
      'sacred-circle/no-private-citations': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'Commit no .only/.skip: a test that does not run cannot fail.',
        },
      ],
    },
  },
  {
    // npm start runs the server from dist/server (ADR 0008): run-time files are found from projectRoot.
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.test.ts',
      'server/test/**',
      'server/lib/project-root.ts',
      'server/corpus/test-template.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'Commit no .only/.skip: a test that does not run cannot fail.',
        },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='dirname']",
          message:
            'The server also runs bundled from dist/server: find files from projectRoot (server/lib/project-root.ts).',
        },
      ],
    },
  },
  {
    // Scripts and e2e tests drive a browser: code passed to page.evaluate() runs there.
    files: ['scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
);
