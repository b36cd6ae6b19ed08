import { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedMediaOnce1795341330021 implements MigrationInterface {
  name = 'GeneratedMediaOnce1795341330021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX "media_assets_generated_key" ON "media_assets"  ("account_id", "workspace_id", "content_hash") WHERE "content_hash" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."media_assets_generated_key"`);
  }
}
