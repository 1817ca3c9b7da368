// Shared jest settings for the browser-side packages (domain, ui, app): swc transform to CommonJS, jsdom.
const path = require('node:path');
const esmPackages = ['p-retry', 'p-limit', 'yocto-queue', 'is-network-error', 'react-intl', '@formatjs', 'intl-messageformat', '@aws-sdk', '@smithy', 'marked', 'dompurify', 'react-router', 'react-router-dom', '@noble'];
module.exports = (dir, extra = {}) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@finedu/domain$': path.join(__dirname, 'packages/domain/src/index.ts'),
    // The rule table that the server's and the pages' tests share (issue 17), for tests only.
    '^@finedu/domain/shared-rules$': path.join(__dirname, 'packages/domain/src/exam/__fixtures__/sharedRules.ts'),
    '^@finedu/ui$': path.join(__dirname, 'packages/ui/src/index.ts'),
    '^@finedu/ui/notebook$': path.join(__dirname, 'packages/ui/src/notebook.ts'),
    '^@finedu/ui/chart$': path.join(__dirname, 'packages/ui/src/chart.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less)$': path.join(__dirname, 'test-stubs/style.cjs'),
    '\\?worker$': path.join(__dirname, 'test-stubs/worker.cjs'),
    '^monaco-editor(/.*)?$': path.join(__dirname, 'test-stubs/monaco.cjs'),
    '^@monaco-editor/react$': path.join(__dirname, 'test-stubs/monaco-react.cjs'),
  },
  setupFiles: [path.join(__dirname, 'test-stubs/polyfills.cjs')],
  // Form tests type whole forms with user-event; under CI's parallel load one can take 10 s (5 s by default).
  testTimeout: 20_000,
  ...extra,
});
