import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PlanEntity } from './plan.entity';

export interface PlanRecord {
  planId: string;
  name: string;
  creditsPerCycle: number | null;
  rank: number;
  isDefault: boolean;
}

type PlanRow = Omit<PlanRecord, 'creditsPerCycle'> & { creditsPerCycle: string | null };

const toRecord = (p: PlanEntity): PlanRecord => ({
  planId: p.planId,
  name: p.name,
  creditsPerCycle: p.creditsPerCycle,
  rank: p.rank,
  isDefault: p.isDefault,
});

@Injectable()
export class PlansRepository {
  constructor(@InjectRepository(PlanEntity) private readonly repo: Repository<PlanEntity>) {}

  private plans(manager?: EntityManager): Repository<PlanEntity> {
    return manager ? manager.getRepository(PlanEntity) : this.repo;
  }

  async findByKey(accountId: string, planId: string, manager?: EntityManager): Promise<PlanRecord | null> {
    const plan = await this.plans(manager).findOneBy({ accountId, planId });
    return plan ? toRecord(plan) : null;
  }

  /** Plain SQL: every first login asks, and the ORM's find costs more CPU than the query. */
  async findDefault(accountId: string, manager?: EntityManager): Promise<PlanRecord | null> {
    const rows: PlanRow[] = await (manager ?? this.repo.manager).query(
      `SELECT plan_id AS "planId", name, credits_per_cycle AS "creditsPerCycle", rank, is_default AS "isDefault" FROM plans WHERE account_id = $1 AND is_default`,
      [accountId],
    );
    return rows[0]
      ? { ...rows[0], creditsPerCycle: rows[0].creditsPerCycle === null ? null : Number(rows[0].creditsPerCycle) }
      : null;
  }

  /** Plan changes of one account run one at a time, so "one default plan" never races. */
  async lockCatalog(manager: EntityManager, accountId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('plans:' || $1, 0))`, [accountId]);
  }

  async clearDefaultExcept(manager: EntityManager, accountId: string, planId: string, at: Date): Promise<void> {
    await manager.query(
      `UPDATE plans SET is_default = false, updated_at = $3 WHERE account_id = $1 AND is_default AND plan_id <> $2`,
      [accountId, planId, at],
    );
  }

  async upsert(
    manager: EntityManager,
    accountId: string,
    plan: PlanRecord,
    makeDefault: boolean,
    at: Date,
  ): Promise<PlanRecord> {
    const rows: (Omit<PlanRecord, 'creditsPerCycle'> & { creditsPerCycle: string | null })[] = await manager.query(
      `INSERT INTO plans (account_id, plan_id, name, credits_per_cycle, rank, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT ON CONSTRAINT plans_account_id_plan_id_key DO UPDATE
          SET name = EXCLUDED.name, credits_per_cycle = EXCLUDED.credits_per_cycle, rank = EXCLUDED.rank,
              is_default = plans.is_default OR EXCLUDED.is_default, updated_at = EXCLUDED.updated_at
       RETURNING plan_id AS "planId", name, credits_per_cycle AS "creditsPerCycle", rank, is_default AS "isDefault"`,
      [accountId, plan.planId, plan.name, plan.creditsPerCycle, plan.rank, makeDefault, at],
    );
    const row = rows[0];
    return { ...row, creditsPerCycle: row.creditsPerCycle === null ? null : Number(row.creditsPerCycle) };
  }
}
