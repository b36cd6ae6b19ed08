import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every file of a design variant (issue 19.2): one render delivered in several formats
 * (jpg, png, webp, avif, pdf), each with its size, its ETag and the quality a byte budget chose.
 * Rows written before have `[]`: their only file is the row's own storage_key/format/bytes/etag.
 */
export class VariantFiles1795560000000 implements MigrationInterface {
  name = 'VariantFiles1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "design_variants" ADD "files" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "design_variants" DROP COLUMN "files"`);
  }
}
