import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written: new credit ledger rows get time-ordered ids (UUIDv7, RFC 9562) instead of random
 * ones (issue 20.5), so the primary key index takes inserts at its right edge instead of on random
 * pages of a growing index. Generated in the database, so every writer gets them, the batch debit
 * function (credit_debit_batch) included. Old rows keep their ids: nothing is rewritten, and ids
 * stay opaque (order is by seq, never by id).
 *
 * Layout: 48 bits of Unix milliseconds, version 7, then 12 bits of the sub-millisecond fraction
 * (RFC 9562 method 3, as PostgreSQL 18's uuidv7() does), then the variant and 62 random bits.
 * PostgreSQL 13+ (gen_random_uuid is built in); on 18 the built-in uuidv7() would do the same.
 */
export class LedgerTimeOrderedIds1795552400000 implements MigrationInterface {
  name = 'LedgerTimeOrderedIds1795552400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE plpgsql VOLATILE PARALLEL SAFE AS $$
      DECLARE
        v_us bigint := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
        v_sub int := ((v_us % 1000) * 4096 / 1000)::int;
        v_bytes bytea := uuid_send(gen_random_uuid());
      BEGIN
        v_bytes := overlay(v_bytes PLACING substring(int8send(v_us / 1000) FROM 3) FROM 1 FOR 6);
        v_bytes := set_byte(v_bytes, 6, 112 | (v_sub >> 8));
        v_bytes := set_byte(v_bytes, 7, v_sub & 255);
        RETURN encode(v_bytes, 'hex')::uuid;
      END
      $$`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "credit_ledger" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()`);
    await queryRunner.query(`DROP FUNCTION time_ordered_uuid()`);
  }
}
