// The rows of a statement, whatever its kind. TypeORM's query() answers UPDATE and DELETE with
// [rows, rowCount] but SELECT and INSERT with rows; `... RETURNING` callers want rows every time.
import { EntityManager } from 'typeorm';

export async function queryRows<T>(manager: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, params, true);
    return result.records as T[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
