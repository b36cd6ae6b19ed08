// The slow tier of the unit specs (*.slow.spec.ts: render matrices, property runs, worker pools), no
// database: `npm run test:slow`. `npm test` runs them too, with every other suite.
const unit = require('./jest.unit.config');

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  testRegex: '.*\\.slow\\.spec\\.ts$',
  testPathIgnorePatterns: unit.testPathIgnorePatterns.filter((p) => p !== '\\.slow\\.spec\\.ts$'),
};
