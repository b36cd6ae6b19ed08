// Pure unit tests: every *.spec.ts (not *.int-spec.ts or e2e), with no database or Redis setup, so the
// inner loop runs in seconds (`npm run test:unit`). A spec that needs PostgreSQL is an int-spec.
// Whole-design render matrices, property runs and worker pools are *.slow.spec.ts: `npm run test:slow`
// runs them alone, and `npm test` (jest.config.js) runs them with everything else.
const base = require('./jest.config');

// SWC transpiles with the compiler options of tsconfig.json that change emitted code (legacy decorators
// with their metadata, for Nest; class fields assigned, not defined); type-checking is tsc's job.
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', '\\.redis\\.', '/test/e2e/', '\\.slow\\.spec\\.ts$'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
