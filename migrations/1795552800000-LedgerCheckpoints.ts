import { MigrationInterface, QueryRunner } from 'typeorm';

/** credits:reconcile from a checkpoint (issue 20.5): per account, the ledger position verified so far. */
export class LedgerCheckpoints1795552800000 implements MigrationInterface {
  name = 'LedgerCheckpoints1795552800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "credit_ledger_checkpoints" ("account_id" uuid NOT NULL, "seq" bigint NOT NULL, "balance" bigint NOT NULL, "verified_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "credit_ledger_checkpoints_seq_check" CHECK ("seq" >= 0), CONSTRAINT "credit_ledger_checkpoints_pkey" PRIMARY KEY ("account_id"))`);
    await queryRunner.query(`ALTER TABLE "credit_ledger_checkpoints" ADD CONSTRAINT "credit_ledger_checkpoints_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "credit_ledger_checkpoints" DROP CONSTRAINT "credit_ledger_checkpoints_account_id_fkey"`);
    await queryRunner.query(`DROP TABLE "credit_ledger_checkpoints"`);
  }
}
