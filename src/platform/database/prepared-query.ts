// A hot statement as a named prepared statement: node-postgres parses it once per connection (by
// its name) and PostgreSQL plans it from its plan cache (five custom plans, then a generic one when
// that is no worse). On login-user's statement planning cost PostgreSQL as much CPU as running it
// (issue 20.3). Off (`DATABASE_PREPARED_STATEMENTS=false`, for a PgBouncer that cannot carry named
// statements) it is the same statement, unnamed. A name belongs to one SQL text: node-postgres
// refuses a name sent again with another. Outside a transaction it goes straight to the pool (no
// TypeORM QueryRunner made and dropped per statement: login-user's one statement paid for one).
import type { Pool, PoolClient } from 'pg';
import { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { queryRows } from './query-rows';

export async function queryPrepared<T>(
  manager: EntityManager,
  name: string | null,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (name === null) return queryRows<T>(manager, sql, params);
  const pool = manager.queryRunner
    ? undefined
    : ((manager.connection.driver as PostgresDriver).master as Pool | undefined);
  if (pool) return (await pool.query<T & object>({ name, text: sql, values: params })).rows;
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    const result = await client.query({ name, text: sql, values: params });
    return result.rows as T[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
