import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written: the database itself keeps the credit ledger append-only (TypeORM cannot express
 * triggers). UPDATE, DELETE and TRUNCATE are refused; the one exception is the purge of a user,
 * whose ON DELETE SET NULL nulls user_id (a cascaded update, so trigger depth > 1) and nothing else.
 */
export class BillingLedgerAppendOnly1795339099679 implements MigrationInterface {
  name = 'BillingLedgerAppendOnly1795339099679';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF pg_trigger_depth() > 1 AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
             AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'credit_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER credit_ledger_no_truncate BEFORE TRUNCATE ON credit_ledger FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER credit_ledger_no_truncate ON credit_ledger`);
    await queryRunner.query(`DROP TRIGGER credit_ledger_append_only ON credit_ledger`);
    await queryRunner.query(`DROP FUNCTION credit_ledger_append_only()`);
  }
}
