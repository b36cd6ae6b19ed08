import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An Idempotency-Key is claimed per caller, not per account (issue 18.2): end user B sending A's
 * key and body got A's stored answer, A's signed links included. `caller` is '' for the API key
 * alone and the end user's id under a bearer token; existing claims (at most a day old) keep ''.
 */
export class IdempotencyCallerScope1795600000000 implements MigrationInterface {
  name = 'IdempotencyCallerScope1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "caller" character varying(64) NOT NULL DEFAULT ''`);
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_account_key_key"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idempotency_keys_account_caller_key_key" ON "idempotency_keys"  ("account_id", "caller", "key") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_account_caller_key_key"`);
    // Two callers' claims of one key cannot share the old index: keep the account's own.
    await queryRunner.query(`DELETE FROM "idempotency_keys" WHERE "caller" <> ''`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idempotency_keys_account_key_key" ON "idempotency_keys"  ("account_id", "key") `);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "caller"`);
  }
}
