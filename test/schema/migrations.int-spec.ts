// The migrations are the schema: a database migrated from empty must match the entities exactly.
import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { pendingSchemaChanges } from '../../src/platform/database/schema-diff';
import { createTestDatabase, TestDatabase } from '../support/database';

describe('migrations', () => {
  let database: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    ds = new DataSource(dataSourceOptions(database.url, { poolSize: 2 }));
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.destroy();
    await database.drop();
  });

  it('applied every migration file', async () => {
    const files = readdirSync(join(__dirname, '..', '..', 'migrations')).filter((f) => f.endsWith('.ts'));
    const rows: { name: string }[] = await ds.query('SELECT name FROM migrations');
    expect(rows).toHaveLength(files.length);
    for (const f of files) expect(f).toMatch(/^\d{13}-[A-Z][A-Za-z0-9]+\.ts$/);
  });

  it('leaves nothing for migration:generate to find (no drift between entities and migrations)', async () => {
    const changes = await pendingSchemaChanges(ds);
    expect(changes.up).toEqual([]);
  });
});
