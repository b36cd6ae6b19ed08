import { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795338774656 implements MigrationInterface {
  name = 'Webhooks1795338774656';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhooks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid, "url" character varying(2048) NOT NULL, "events" character varying(64) array NOT NULL, "secret_ciphertext" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "suspended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "webhooks_events_check" CHECK (cardinality("events") > 0), CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "webhooks_user_id_idx" ON "webhooks"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "webhooks_account_id_created_at_idx" ON "webhooks"  ("account_id", "created_at", "id") `);
    await queryRunner.query(`CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid, "type" character varying(64) NOT NULL, "data" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "webhook_events_user_id_idx" ON "webhook_events"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "webhook_id" uuid NOT NULL, "event_id" uuid NOT NULL, "status" character varying(16) NOT NULL, "attempt_count" integer NOT NULL DEFAULT '0', "cycle_attempt_count" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "lease_until" TIMESTAMP WITH TIME ZONE, "job_id" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')), CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries"  ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries"  ("event_id") `);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_webhook_created_at_idx" ON "webhook_deliveries"  ("webhook_id", "created_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "webhook_deliveries_webhook_event_key" ON "webhook_deliveries"  ("webhook_id", "event_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_delivery_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "number" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer NOT NULL, "outcome" character varying(16) NOT NULL, "status_code" integer, "error" character varying(300), CONSTRAINT "webhook_delivery_attempts_outcome_check" CHECK ("outcome" IN ('succeeded', 'failed')), CONSTRAINT "webhook_delivery_attempts_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "webhook_delivery_attempts_delivery_number_key" ON "webhook_delivery_attempts"  ("delivery_id", "number") `);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "webhook_delivery_attempts_delivery_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_webhook_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_delivery_attempts_delivery_number_key"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_webhook_event_key"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_webhook_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_event_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_pending_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_events_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_events_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP INDEX "public"."webhooks_account_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhooks_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "webhooks"`);
  }
}
