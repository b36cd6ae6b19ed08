import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revoke-all touches live sessions only (issue 20.5): each session records when its newest refresh
 * token expires, and a partial index holds the unrevoked ones by user and expiry. Sessions opened
 * before this migration take their newest token's expiry (30 days after creation when none is left:
 * a session whose tokens were all pruned has ended long ago).
 */
export class SessionExpiry1795552004208 implements MigrationInterface {
  name = 'SessionExpiry1795552004208';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD "expires_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "sessions" s SET "expires_at" = COALESCE((SELECT max(r."expires_at") FROM "refresh_tokens" r WHERE r."session_id" = s."id"), s."created_at" + interval '30 days')`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ALTER COLUMN "expires_at" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_live_idx" ON "sessions"  ("user_id", "expires_at") WHERE "revoked_at" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sessions_user_id_live_idx"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "expires_at"`);
  }
}
