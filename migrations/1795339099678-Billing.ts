import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795339099678 implements MigrationInterface {
  name = 'Billing1795339099678';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "credit_accounts" ("account_id" uuid NOT NULL, "balance" bigint NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "credit_accounts_balance_check" CHECK ("balance" >= 0 AND "balance" <= 9007199254740991), CONSTRAINT "credit_accounts_pkey" PRIMARY KEY ("account_id"))`);
    await queryRunner.query(`CREATE TABLE "credit_ledger" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "account_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "amount" bigint NOT NULL, "balance_after" bigint NOT NULL, "user_id" uuid, "request_id" character varying(128), "reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "credit_ledger_balance_after_check" CHECK ("balance_after" >= 0), CONSTRAINT "credit_ledger_request_id_check" CHECK ("kind" NOT IN ('debit', 'refund') OR "request_id" IS NOT NULL), CONSTRAINT "credit_ledger_amount_check" CHECK (("kind" = 'debit' AND "amount" < 0) OR ("kind" IN ('grant', 'refund') AND "amount" > 0) OR ("kind" = 'adjustment' AND "amount" <> 0)), CONSTRAINT "credit_ledger_kind_check" CHECK ("kind" IN ('grant', 'debit', 'refund', 'adjustment')), CONSTRAINT "credit_ledger_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "credit_ledger_refund_request_id_key" ON "credit_ledger"  ("request_id") WHERE "kind" = 'refund'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "credit_ledger_debit_request_id_key" ON "credit_ledger"  ("request_id") WHERE "kind" = 'debit'`);
    await queryRunner.query(`CREATE INDEX "credit_ledger_user_id_created_at_idx" ON "credit_ledger"  ("user_id", "created_at") WHERE "user_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "credit_ledger_account_id_seq_idx" ON "credit_ledger"  ("account_id", "seq") `);
    await queryRunner.query(`ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "credit_accounts" DROP CONSTRAINT "credit_accounts_account_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_account_id_seq_idx"`);
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_user_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_debit_request_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_refund_request_id_key"`);
    await queryRunner.query(`DROP TABLE "credit_ledger"`);
    await queryRunner.query(`DROP TABLE "credit_accounts"`);
  }
}
