// The security suite: probes written as an attacker with a student account would run them (issue 13).
// Each one failed before its fix. Runs on PostgreSQL when DATABASE_URL is set (races show there), else PGlite.
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/security/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
};
