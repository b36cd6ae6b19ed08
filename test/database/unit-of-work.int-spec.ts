// UnitOfWork sends no SET TRANSACTION for READ COMMITTED (a round trip saved on every use case): the
// connection options make it the default whatever the server or database is configured with.
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, UnitOfWork } from '../../src/platform/database';
import type { DomainEvents } from '../../src/platform/events';
import { createTestDatabase, TestDatabase } from '../support/database';

describe('UnitOfWork isolation', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let uow: UnitOfWork;
  const isolation = (tx: { query<T>(sql: string): Promise<T[]> }) =>
    tx.query<{ transaction_isolation: string }>('SHOW transaction_isolation');

  beforeAll(async () => {
    db = await createTestDatabase();
    const c = new Client({ connectionString: db.url });
    await c.connect();
    await c.query(
      `ALTER DATABASE "${new URL(db.url).pathname.slice(1)}" SET default_transaction_isolation = 'serializable'`,
    );
    await c.end();
    ds = await new DataSource(dataSourceOptions(db.url, { poolSize: 2 })).initialize();
    uow = new UnitOfWork(ds, { emit: async () => true } as unknown as DomainEvents);
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('runs READ COMMITTED by default on a database configured for SERIALIZABLE', async () => {
    expect(await uow.run(isolation)).toEqual([{ transaction_isolation: 'read committed' }]);
  });

  it('still honours an explicit level', async () => {
    expect(await uow.run(isolation, 'REPEATABLE READ')).toEqual([{ transaction_isolation: 'repeatable read' }]);
  });
});
