import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class WorkspacesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account's own workspace, created on first use; concurrent first uses agree on one row. */
  async findAccountWorkspace(accountId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM workspaces WHERE account_id = $1 AND user_id IS NULL`,
      [accountId],
    );
    return rows[0]?.id ?? null;
  }

  async ensureAccountWorkspace(accountId: string, at: Date): Promise<string> {
    const existing: { id: string }[] = await this.db.query(
      `SELECT id FROM workspaces WHERE account_id = $1 AND user_id IS NULL`,
      [accountId],
    );
    if (existing[0]) return existing[0].id;
    const inserted: { id: string }[] = await this.db.query(
      `INSERT INTO workspaces (account_id, user_id, created_at) VALUES ($1, NULL, $2)
       ON CONFLICT (account_id) WHERE user_id IS NULL DO NOTHING RETURNING id`,
      [accountId, at],
    );
    if (inserted[0]) return inserted[0].id;
    const winner: { id: string }[] = await this.db.query(
      `SELECT id FROM workspaces WHERE account_id = $1 AND user_id IS NULL`,
      [accountId],
    );
    return winner[0].id;
  }
}
