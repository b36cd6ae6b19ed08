import { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1795338702446 implements MigrationInterface {
  name = 'Users1795338702446';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "brand_kits" ("user_id" uuid NOT NULL, "account_id" uuid NOT NULL, "brand_name" character varying(200) NOT NULL, "brand_description" character varying(2000) NOT NULL, "brand_url" character varying(2048), "brand_logo" character varying(2048), "brand_colors" jsonb NOT NULL, "brand_fonts" jsonb NOT NULL, "brand_persona" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "brand_kits_pkey" PRIMARY KEY ("user_id"))`);
    await queryRunner.query(`CREATE TABLE "plans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "plan_id" character varying(64) NOT NULL, "name" character varying(200) NOT NULL, "credits_per_cycle" bigint, "rank" integer NOT NULL, "is_default" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "plans_account_id_rank_key" UNIQUE ("account_id", "rank"), CONSTRAINT "plans_account_id_plan_id_key" UNIQUE ("account_id", "plan_id"), CONSTRAINT "plans_credits_per_cycle_check" CHECK ("credits_per_cycle" IS NULL OR "credits_per_cycle" >= 0), CONSTRAINT "plans_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "plans_account_id_default_key" ON "plans"  ("account_id") WHERE "is_default"`);
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "abstract_user_id" character varying(255) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'active', "plan_id" character varying(64) NOT NULL, "pending_plan_id" character varying(64), "credit_limit" bigint NOT NULL DEFAULT '-1', "cycle_usage" bigint NOT NULL DEFAULT '0', "cycle_anchor" TIMESTAMP WITH TIME ZONE NOT NULL, "cycle_start" TIMESTAMP WITH TIME ZONE NOT NULL, "cycle_end" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "users_account_id_abstract_user_id_key" UNIQUE ("account_id", "abstract_user_id"), CONSTRAINT "users_cycle_check" CHECK ("cycle_start" < "cycle_end"), CONSTRAINT "users_credit_limit_check" CHECK ("credit_limit" = -1 OR "credit_limit" >= 1), CONSTRAINT "users_cycle_usage_check" CHECK ("cycle_usage" >= 0), CONSTRAINT "users_deleted_at_check" CHECK (("status" = 'deleted') = ("deleted_at" IS NOT NULL)), CONSTRAINT "users_status_check" CHECK ("status" IN ('active', 'deleted')), CONSTRAINT "users_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "users_cycle_due_idx" ON "users"  ("cycle_end") WHERE "status" = 'active'`);
    await queryRunner.query(`CREATE INDEX "users_purge_due_idx" ON "users"  ("deleted_at") WHERE "status" = 'deleted'`);
    await queryRunner.query(`CREATE INDEX "users_account_id_created_at_idx" ON "users"  ("account_id", "created_at", "id") `);
    await queryRunner.query(`CREATE TABLE "workspaces" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "workspaces_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "workspaces_account_id_default_key" ON "workspaces"  ("account_id") WHERE "user_id" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "workspaces_user_id_key" ON "workspaces"  ("user_id") `);
    await queryRunner.query(`ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "plans" ADD CONSTRAINT "plans_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_pending_plan_fkey" FOREIGN KEY ("account_id", "pending_plan_id") REFERENCES "plans"("account_id","plan_id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_plan_fkey" FOREIGN KEY ("account_id", "plan_id") REFERENCES "plans"("account_id","plan_id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_plan_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_pending_plan_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "plans" DROP CONSTRAINT "plans_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "brand_kits" DROP CONSTRAINT "brand_kits_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "brand_kits" DROP CONSTRAINT "brand_kits_user_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."workspaces_user_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."workspaces_account_id_default_key"`);
    await queryRunner.query(`DROP TABLE "workspaces"`);
    await queryRunner.query(`DROP INDEX "public"."users_account_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_purge_due_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_cycle_due_idx"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."plans_account_id_default_key"`);
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`DROP TABLE "brand_kits"`);
  }
}
