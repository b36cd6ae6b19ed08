// What TypeORM would still change to make the database match the entities: empty means no drift.
import { DataSource } from 'typeorm';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

export async function pendingSchemaChanges(dataSource: DataSource): Promise<SchemaDiff> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((q) => q.query),
    down: log.downQueries.map((q) => q.query),
  };
}
