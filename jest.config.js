// One jest run covers unit (src/, libs/), integration (test/**/*.int-spec.ts) and e2e (test/e2e).
// Type-checking is `npm run typecheck`'s job, so ts-jest only transpiles here (fast).
const hasRedis = Boolean(process.env.REDIS_URL);

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testRegex: '.*\\.(spec|int-spec|e2e-spec)\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', ...(hasRedis ? [] : ['\\.redis\\.'])],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: 60000,
  maxWorkers: 2,
};
