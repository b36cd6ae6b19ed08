import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795337630553 implements MigrationInterface {
  name = 'Identity1795337630553';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid NOT NULL, "workspace_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "kind" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "accounts_kind_check" CHECK ("kind" IN ('enterprise', 'superuser')), CONSTRAINT "accounts_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key_id" character varying(32) NOT NULL, "account_id" uuid NOT NULL, "class" character varying(20) NOT NULL, "env" character varying(32) NOT NULL, "secret_hash" character(64) NOT NULL, "label" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "api_keys_class_check" CHECK ("class" IN ('enterprise-admin', 'superuser', 'regular')), CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "api_keys_key_id_key" ON "api_keys"  ("key_id") `);
    await queryRunner.query(`CREATE INDEX "api_keys_account_id_idx" ON "api_keys"  ("account_id") `);
    await queryRunner.query(`CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens"  ("session_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"  ("token_hash") `);
    await queryRunner.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_session_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_account_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_session_id_idx"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."api_keys_account_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."api_keys_key_id_key"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
    await queryRunner.query(`DROP TABLE "accounts"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
