import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written: the account-pays debit of several requests of one cost as one call (one round trip,
 * one commit for the lot). Locks the balance row, debits the longest prefix of the request ids the
 * balance covers (with one cost per call that is exactly the requests a serial run would accept),
 * writes one ledger row each, in order, with its running balance, and returns the debited ids with
 * their balance after. A request id debited before fails the whole call on the unique index.
 */
export class CreditDebitBatch1795357107145 implements MigrationInterface {
  name = 'CreditDebitBatch1795357107145';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION credit_debit_batch(p_account uuid, p_cost bigint, p_request_ids varchar[], p_at timestamptz)
      RETURNS TABLE (debited_request_id varchar, debited_balance_after bigint) LANGUAGE plpgsql AS $$
      DECLARE
        v_balance bigint;
        v_take int;
      BEGIN
        IF p_cost IS NULL OR p_cost <= 0 THEN
          RAISE EXCEPTION 'credit_debit_batch: cost must be positive, got %', p_cost USING ERRCODE = 'check_violation';
        END IF;
        SELECT balance INTO v_balance FROM credit_accounts WHERE account_id = p_account FOR UPDATE;
        v_take := LEAST(coalesce(cardinality(p_request_ids), 0), coalesce(v_balance, 0) / p_cost);
        IF v_take <= 0 THEN
          RETURN;
        END IF;
        UPDATE credit_accounts SET balance = balance - p_cost * v_take, updated_at = p_at WHERE account_id = p_account;
        RETURN QUERY
          INSERT INTO credit_ledger AS l (account_id, kind, amount, balance_after, user_id, request_id, reason, created_at)
          SELECT p_account, 'debit', -p_cost, v_balance - p_cost * r.n, NULL, r.id, NULL, p_at
            FROM unnest(p_request_ids[1:v_take]) WITH ORDINALITY AS r(id, n)
           ORDER BY r.n
          RETURNING l.request_id, l.balance_after;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION credit_debit_batch(uuid, bigint, varchar[], timestamptz)`);
  }
}
