import { MigrationInterface, QueryRunner } from 'typeorm';

export class Idempotency1795338007855 implements MigrationInterface {
  name = 'Idempotency1795338007855';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "state" character varying(16) NOT NULL, "response_status" integer, "response_body" json, "business_committed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"  ("expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "idempotency_keys_account_key_key" ON "idempotency_keys"  ("account_id", "key") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_account_key_key"`);
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
