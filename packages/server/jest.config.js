// Server tests run as native ESM (import.meta, PGlite's wasm loading) with swc stripping types only.
// The security probes (test/security) have their own run: `npm run test:security` (jest.security.config.js).
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/security/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
  maxWorkers: 1,
  // One test file at a time, in a worker process that is replaced once a file leaves it above this much memory
  // (each file's embedded databases and apps are not all given back to the heap): in one long-lived process the
  // heap reached 4.7 GB by the middle of the suite and garbage collection slowed every later file.
  workerIdleMemoryLimit: '1GB',
};
