module.exports = require('../../jest.preset.cjs')(__dirname, {
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
