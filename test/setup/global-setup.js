// Filled in by the foundation: prepares PostgreSQL for integration and e2e tests.
module.exports = async () => {};
