import { MigrationInterface, QueryRunner } from 'typeorm';

export class SealIdempotentAnswers1795340840476 implements MigrationInterface {
  name = 'SealIdempotentAnswers1795340840476';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "response_body"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "response_body" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "response_body"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD "response_body" json`);
  }
}
