const path = require('node:path');

module.exports = require('../../jest.preset.cjs')(__dirname, {
  // jsdom plus the Fetch API classes React Router's data router needs (see the file).
  testEnvironment: path.join(__dirname, 'test/jsdomWithFetch.cjs'),
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
