import { MigrationInterface, QueryRunner } from 'typeorm';

export class Designs1795344369976 implements MigrationInterface {
  name = 'Designs1795344369976';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "design_requests" ("id" uuid NOT NULL, "account_id" uuid NOT NULL, "workspace_id" uuid NOT NULL, "user_id" uuid, "key_id" character varying(64) NOT NULL, "design_id" uuid NOT NULL, "share_token" character varying(64) NOT NULL, "source" character varying(16) NOT NULL, "params" jsonb NOT NULL, "type" character varying(32) NOT NULL, "subtype" character varying(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "format" character varying(4) NOT NULL, "num_variants" smallint NOT NULL, "status" character varying(16) NOT NULL, "cost" bigint NOT NULL, "title" character varying(300), "warnings" jsonb NOT NULL DEFAULT '[]', "error" character varying(500), "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "enqueued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "hidden_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "design_requests_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "design_requests_in_flight_idx" ON "design_requests"  ("enqueued_at") WHERE "status" IN ('queued', 'processing')`);
    await queryRunner.query(`CREATE INDEX "design_requests_in_flight_key_idx" ON "design_requests"  ("key_id") WHERE "status" IN ('queued', 'processing')`);
    await queryRunner.query(`CREATE INDEX "design_requests_designs_idx" ON "design_requests"  ("account_id", "workspace_id", "created_at", "id") WHERE "status" = 'completed'`);
    await queryRunner.query(`CREATE INDEX "design_requests_user_id_idx" ON "design_requests"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "design_requests_share_token_key" ON "design_requests"  ("share_token") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "design_requests_design_id_key" ON "design_requests"  ("design_id") `);
    await queryRunner.query(`CREATE TABLE "design_variants" ("request_id" uuid NOT NULL, "index" smallint NOT NULL, "account_id" uuid NOT NULL, "storage_key" character varying(300) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "format" character varying(4) NOT NULL, "bytes" integer NOT NULL, "etag" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "design_variants_pkey" PRIMARY KEY ("request_id", "index"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "design_variants"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_design_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_share_token_key"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_designs_idx"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_in_flight_key_idx"`);
    await queryRunner.query(`DROP INDEX "public"."design_requests_in_flight_idx"`);
    await queryRunner.query(`DROP TABLE "design_requests"`);
  }
}
