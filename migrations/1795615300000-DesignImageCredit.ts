import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outside picture a design shows (issue 15.3): stock photo or generated image, with the credit
 * its provider asks for (photographer, pages). NULL: the caller's media or the built-in imagery.
 */
export class DesignImageCredit1795615300000 implements MigrationInterface {
  name = 'DesignImageCredit1795615300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "design_requests" ADD "image_credit" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "design_requests" DROP COLUMN "image_credit"`);
  }
}
