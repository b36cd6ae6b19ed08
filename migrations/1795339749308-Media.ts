import { MigrationInterface, QueryRunner } from 'typeorm';

export class Media1795339749308 implements MigrationInterface {
  name = 'Media1795339749308';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "media_assets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "workspace_id" uuid NOT NULL, "user_id" uuid, "kind" character varying(16) NOT NULL, "name" character varying(200) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "mime" character varying(32) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "bytes" integer NOT NULL, "storage_key" character varying(300) NOT NULL, "public_token" character varying(64) NOT NULL, "content_hash" character(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "hidden_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "media_assets_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "media_assets_public_token_key" ON "media_assets"  ("public_token") `);
    await queryRunner.query(`CREATE INDEX "media_assets_user_id_idx" ON "media_assets"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "media_assets_workspace_created_idx" ON "media_assets"  ("account_id", "workspace_id", "created_at", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."media_assets_workspace_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."media_assets_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."media_assets_public_token_key"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
  }
}
