import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventOutbox1795342655841 implements MigrationInterface {
  name = 'EventOutbox1795342655841';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "event_outbox" ("id" BIGSERIAL NOT NULL, "name" character varying(64) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "attempts" integer NOT NULL DEFAULT '0', CONSTRAINT "event_outbox_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "event_outbox_created_at_idx" ON "event_outbox"  ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."event_outbox_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "event_outbox"`);
  }
}
