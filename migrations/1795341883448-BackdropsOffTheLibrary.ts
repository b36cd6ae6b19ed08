import { MigrationInterface, QueryRunner } from 'typeorm';

export class BackdropsOffTheLibrary1795341883448 implements MigrationInterface {
  name = 'BackdropsOffTheLibrary1795341883448';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."media_assets_generated_key"`);
    await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "content_hash"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "content_hash" character(64)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "media_assets_generated_key" ON "media_assets" USING btree ("account_id", "workspace_id", "content_hash") WHERE (content_hash IS NOT NULL)`);
  }
}
