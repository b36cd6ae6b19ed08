// A hot statement as a named prepared statement: node-postgres parses it once per connection (by
// its name) and PostgreSQL plans it from its plan cache (five custom plans, then a generic one when
// that is no worse). On login-user's statement planning cost PostgreSQL as much CPU as running it
// (issue 20.3). Off (`DATABASE_PREPARED_STATEMENTS=false`, for a PgBouncer that cannot carry named
// statements) it is the same statement, unnamed. A name belongs to one SQL text: node-postgres
// refuses a name sent again with another.
import type { PoolClient } from 'pg';
import { EntityManager } from 'typeorm';
import { queryRows } from './query-rows';

export async function queryPrepared<T>(
  manager: EntityManager,
  name: string | null,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (name === null) return queryRows<T>(manager, sql, params);
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    const result = await client.query({ name, text: sql, values: params });
    return result.rows as T[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
