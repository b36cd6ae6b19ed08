import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the session pruner, and per-table autovacuum/analyze thresholds for the tables that
 * grow fastest: the default (analyze after 10 % of the table changed) lets one tenant grow from a
 * handful of users to tens of thousands before the planner hears of it (issue 20, stale statistics).
 */
const FAST_GROWING = ['users', 'sessions', 'refresh_tokens', 'credit_ledger'];

export class SessionPruningAndAnalyze1795538746903 implements MigrationInterface {
  name = 'SessionPruningAndAnalyze1795538746903';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "sessions_created_at_idx" ON "sessions"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "refresh_tokens_used_expires_at_idx" ON "refresh_tokens"  ("expires_at") WHERE "used_at" IS NOT NULL`);
    for (const table of FAST_GROWING) {
      await queryRunner.query(
        `ALTER TABLE "${table}" SET (autovacuum_analyze_scale_factor = 0.01, autovacuum_analyze_threshold = 500, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000)`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of FAST_GROWING) {
      await queryRunner.query(
        `ALTER TABLE "${table}" RESET (autovacuum_analyze_scale_factor, autovacuum_analyze_threshold, autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold)`,
      );
    }
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_used_expires_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_created_at_idx"`);
  }
}
