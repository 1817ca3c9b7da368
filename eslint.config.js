import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('.', import.meta.url));

// Package boundaries of ARCHITECTURE.md: domain imports nothing internal and no React;
// ui may import domain; app may import ui and domain; server may import domain.
const noRelativeCrossPackage = { group: ['../../*/src/*', '../../../*/src/*', '**/packages/*/src/**'], message: 'Import another package by its name, never by a relative path into it.' };
const restrict = (patterns) => ['error', { patterns: [noRelativeCrossPackage, ...patterns] }];

// Server modules speak to each other through their public face (issue 31): a file outside `src/modules/<m>/` (or
// outside `src/runtime/`) may import from it only its `index.ts`. Tests are exempt: they test a module's insides.
const serverSrc = `${root}packages/server/src/`;
const unitOf = (file) => {
  if (!file.startsWith(serverSrc)) return null;
  const parts = file.slice(serverSrc.length).split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if (parts[0] === 'runtime' && parts.length > 1) return 'runtime';
  return null;
};
const modulePlugin = {
  rules: {
    'public-face': {
      meta: { type: 'problem', messages: { internal: "'{{spec}}' is inside {{unit}}: import its public face '{{unit}}/index.js' instead (issue 31)." } },
      create(context) {
        const importer = context.filename;
        const mine = unitOf(importer);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(importer), spec).replace(/\.js$/, '.ts');
          const unit = unitOf(target);
          if (unit === null || unit === mine) return;
          if (target === `${serverSrc}${unit}/index.ts`) return;
          context.report({ node: node.source, messageId: 'internal', data: { spec, unit } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'playwright-report/**', 'test-results/**', '**/coverage/**', 'test-stubs/**', '**/*.cjs', 'data/**', 'packages/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Every package declares what it imports: production code only its dependencies, tests, stories, fixtures and
  // scripts also its devDependencies and the workspace root's.
  ...['domain', 'ui', 'app', 'server'].map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx,js,mjs}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [`${root}packages/${name}`, root],
          devDependencies: ['**/*.test.{ts,tsx}', '**/test/**', '**/__tests__/**', '**/__fixtures__/**', '**/*.fixtures.{ts,tsx}', '**/fixtures/**', '**/*.stories.{ts,tsx}', '**/scripts/**', '**/bench/**', '**/*.config.{ts,js,mjs}'],
          optionalDependencies: false,
          peerDependencies: true,
          includeTypes: true,
        },
      ],
    },
  })),
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['react', 'react-*', 'styled-components', '@finedu/*'], message: 'domain is framework-free and imports no other package of ours.' }]) },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@finedu/app', '@finedu/server', 'axios', 'react-router*'], message: 'ui may import only @finedu/domain (pure modules).' }]) },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@finedu/server', 'fastify', 'drizzle-orm*', 'pg'], message: 'app may import only ui and domain.' }]) },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['@finedu/ui', '@finedu/app', 'react', 'react-dom'], message: 'server may import only @finedu/domain.' }]) },
  },
  // The notebook runtime (issue 31) stands at the ground floor: it imports no feature, plugin or app wiring, and the
  // rest of the server reaches it through its one face, runtime/index.ts.
  {
    files: ['packages/server/src/runtime/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@finedu/ui', '@finedu/app', 'react', 'react-dom'], message: 'server may import only @finedu/domain.' },
        { group: ['**/modules/**', '**/plugins/**', '**/seed/**', '**/bench/**', '**/types.js', '**/app.js'], message: 'the runtime imports only lib/, db/, config, errors, i18n and @finedu/domain: pass in what it needs.' },
      ]),
    },
  },
  {
    files: ['packages/server/src/{modules,plugins,seed,bench}/**/*.ts', 'packages/server/src/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@finedu/ui', '@finedu/app', 'react', 'react-dom'], message: 'server may import only @finedu/domain.' },
        { group: ['**/runtime/*', '!**/runtime/index.js'], message: 'import the runtime through its face, runtime/index.js.' },
      ]),
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { finedu: modulePlugin },
    rules: { 'finedu/public-face': 'error' },
  },
);
