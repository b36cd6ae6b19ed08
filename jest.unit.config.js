// Pure unit tests: every *.spec.ts (not *.int-spec.ts or e2e), with no database or Redis setup, so the
// inner loop runs in seconds (`npm run test:unit`). A spec that needs PostgreSQL is an int-spec.
const base = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testRegex: '.*\\.spec\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', '\\.redis\\.', '/test/e2e/'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
