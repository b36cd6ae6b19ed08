// Queries on end users and their workspaces. Every tenant-owned query takes the account id; the
// conditional writes (usage, status) are single statements so concurrent requests cannot interleave.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { col, defineRow, queryPrepared, queryRows } from '../../platform/database';
import type { PreparedSession } from '../identity';
import type { UserStatus } from './user.entity';

export interface UserRecord {
  id: string;
  accountId: string;
  abstractUserId: string;
  status: UserStatus;
  planId: string;
  pendingPlanId: string | null;
  creditLimit: number;
  cycleUsage: number;
  /** The plan's allowance per cycle (null: unlimited), read with the user. */
  creditsPerCycle: number | null;
  anchor: Date;
  cycleStart: Date;
  cycleEnd: Date;
  createdAt: Date;
  deletedAt: Date | null;
  workspaceId: string;
}

export interface NewUser {
  accountId: string;
  abstractUserId: string;
  planId: string;
  cycleStart: Date;
  cycleEnd: Date;
  at: Date;
}

export interface CycleUpdate {
  id: string;
  /** The cycle end the roll was computed from. */
  fromEnd: Date;
  cycleStart: Date;
  cycleEnd: Date;
}

export interface PurgedUser {
  id: string;
  accountId: string;
  abstractUserId: string;
  workspaceId: string;
}

const SELECT_USER = `
  SELECT u.id, u.account_id AS "accountId", u.abstract_user_id AS "abstractUserId", u.status,
         u.plan_id AS "planId", u.pending_plan_id AS "pendingPlanId", u.credit_limit AS "creditLimit",
         u.cycle_usage AS "cycleUsage", p.credits_per_cycle AS "creditsPerCycle", u.cycle_anchor AS "anchor",
         u.cycle_start AS "cycleStart", u.cycle_end AS "cycleEnd", u.created_at AS "createdAt",
         u.deleted_at AS "deletedAt", w.id AS "workspaceId"
    FROM users u
    JOIN workspaces w ON w.user_id = u.id
    JOIN plans p ON p.account_id = u.account_id AND p.plan_id = u.plan_id`;

export type RowLock = 'update' | 'share';
// FOR KEY SHARE conflicts with FOR UPDATE (delete, reactivate) but not with usage updates.
const LOCKS: Record<RowLock | 'none', string> = { update: 'FOR UPDATE OF u', share: 'FOR KEY SHARE OF u', none: '' };

/** A SELECT_USER row, checked where it enters the program (credit columns are bigint: strings from pg). */
const toRecord = defineRow<UserRecord>('user', {
  id: col.text(),
  accountId: col.text(),
  abstractUserId: col.text(),
  status: col.oneOf<UserStatus>(['active', 'deleted']),
  planId: col.text(),
  pendingPlanId: col.nullable(col.text()),
  creditLimit: col.integer(),
  cycleUsage: col.integer(),
  creditsPerCycle: col.nullable(col.integer()),
  anchor: col.timestamp(),
  cycleStart: col.timestamp(),
  cycleEnd: col.timestamp(),
  createdAt: col.timestamp(),
  deletedAt: col.nullable(col.timestamp()),
  workspaceId: col.text(),
});

type RawUser = Record<string, unknown>;

@Injectable()
export class UsersRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** login-user's statements are named (prepared once per connection) unless that is turned off. */
  private prepared(name: string): string | null {
    return this.config.database.preparedStatements ? name : null;
  }

  private async one(manager: EntityManager | undefined, sql: string, params: unknown[]): Promise<UserRecord | null> {
    const rows: RawUser[] = await (manager ?? this.db.manager).query(sql, params);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * `update` locks the user row until the transaction ends (status changes, plan changes);
   * `share` only keeps it from being deleted or changing status meanwhile (login-user).
   */
  findByAbstractId(
    manager: EntityManager | undefined,
    accountId: string,
    abstractUserId: string,
    lock?: RowLock,
  ): Promise<UserRecord | null> {
    return this.one(
      manager,
      `${SELECT_USER} WHERE u.account_id = $1 AND u.abstract_user_id = $2 ${LOCKS[lock ?? 'none']}`,
      [accountId, abstractUserId],
    );
  }

  findById(
    manager: EntityManager | undefined,
    accountId: string,
    userId: string,
    lock?: RowLock,
  ): Promise<UserRecord | null> {
    return this.one(manager, `${SELECT_USER} WHERE u.account_id = $1 AND u.id = $2 ${LOCKS[lock ?? 'none']}`, [
      accountId,
      userId,
    ]);
  }

  /**
   * Inserts the user and its workspace unless the account already has a user with this id (a
   * concurrent login won): null then. One statement, so a first login pays one round trip for both.
   */
  async insertWithWorkspaceIfAbsent(
    manager: EntityManager,
    u: NewUser,
  ): Promise<{ userId: string; workspaceId: string } | null> {
    const rows: { userId: string; workspaceId: string }[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO users (account_id, abstract_user_id, status, plan_id, cycle_anchor, cycle_start, cycle_end, created_at, updated_at)
         VALUES ($1, $2, 'active', $3, $4, $5, $6, $4, $4)
         ON CONFLICT ON CONSTRAINT users_account_id_abstract_user_id_key DO NOTHING
         RETURNING id
       )
       INSERT INTO workspaces (account_id, user_id, created_at) SELECT $1, id, $4 FROM inserted RETURNING user_id AS "userId", id AS "workspaceId"`,
      [u.accountId, u.abstractUserId, u.planId, u.at, u.cycleStart, u.cycleEnd],
    );
    return rows[0] ?? null;
  }

  /**
   * The common logins in one statement, outside any transaction, with the prepared session and its
   * first refresh token: an active user whose cycle is not due (now < cycle_end) is found; an id the
   * account has never seen becomes a user on the account's default plan, with its workspace. The
   * user's row is locked FOR KEY SHARE, as login-user's transaction does: a concurrent delete-user
   * either waits for this session to exist and revokes it with the others, or has marked the user
   * deleted first and no session is made. A first login used to cost a second statement (this
   * one's lookup found no one, then the insert ran); now both branches are here, and the insert
   * runs only when the lookup found no row for the id at all. Null when nothing was written: the
   * user is deleted or due a cycle roll, a concurrent first login took the id (ON CONFLICT), or the
   * account has no default plan; the transactional path sorts those out.
   */
  async loginInOneStatement(
    u: Omit<NewUser, 'planId'>,
    session: PreparedSession,
  ): Promise<{ userId: string; workspaceId: string; isNewUser: boolean } | null> {
    const rows = await queryPrepared<{ userId: string; workspaceId: string; isNewUser: boolean }>(
      this.db.manager,
      this.prepared('login-user'),
      // The user is found by the unique (account_id, abstract_user_id) index alone, its state checked
      // after: with the state in the same WHERE, stale statistics made the planner pick the index of
      // due cycles and filter the whole tenant (test/users/login-plan).
      `WITH found AS MATERIALIZED (
         SELECT u.id, u.status, u.cycle_end, w.id AS workspace_id
           FROM users u JOIN workspaces w ON w.user_id = u.id
          WHERE u.account_id = $1 AND u.abstract_user_id = $2
          FOR KEY SHARE OF u
       ), active AS (
         SELECT id, workspace_id FROM found WHERE status = 'active' AND cycle_end > $3 -- not due (rollIfDue)
       ), plan AS (
         SELECT plan_id FROM plans WHERE account_id = $1 AND is_default LIMIT 1
       ), inserted AS (
         INSERT INTO users (account_id, abstract_user_id, status, plan_id, cycle_anchor, cycle_start, cycle_end, created_at, updated_at)
         SELECT $1, $2, 'active', plan_id, $3, $4, $5, $3, $3 FROM plan WHERE NOT EXISTS (SELECT 1 FROM found)
         ON CONFLICT ON CONSTRAINT users_account_id_abstract_user_id_key DO NOTHING
         RETURNING id
       ), workspace AS (
         INSERT INTO workspaces (account_id, user_id, created_at) SELECT $1, id, $3 FROM inserted RETURNING id, user_id
       ), subject AS (
         SELECT id AS user_id, workspace_id FROM active
         UNION ALL
         SELECT user_id, id FROM workspace
       ), session AS (
         INSERT INTO sessions (id, account_id, user_id, workspace_id, created_at, expires_at)
         SELECT $6, $1, user_id, workspace_id, $8, $9 FROM subject RETURNING id, user_id, workspace_id
       ), token AS (
         INSERT INTO refresh_tokens (session_id, token_hash, created_at, expires_at) SELECT id, $7, $8, $9 FROM session
       )
       SELECT user_id AS "userId", workspace_id AS "workspaceId", EXISTS (SELECT 1 FROM workspace) AS "isNewUser"
         FROM session`,
      [
        u.accountId,
        u.abstractUserId,
        u.at,
        u.cycleStart,
        u.cycleEnd,
        session.sessionId,
        session.tokenHash,
        session.createdAt,
        session.expiresAt,
      ],
    );
    return rows[0] ?? null;
  }

  async markDeleted(manager: EntityManager, accountId: string, userId: string, at: Date): Promise<void> {
    await manager.query(
      `UPDATE users SET status = 'deleted', deleted_at = $3, updated_at = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, userId, at],
    );
  }

  async markActive(manager: EntityManager, accountId: string, userId: string, at: Date): Promise<void> {
    await manager.query(
      `UPDATE users SET status = 'active', deleted_at = NULL, updated_at = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, userId, at],
    );
  }

  async setPlans(
    manager: EntityManager,
    accountId: string,
    userId: string,
    planId: string,
    pendingPlanId: string | null,
    at: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE users SET plan_id = $3, pending_plan_id = $4, updated_at = $5 WHERE account_id = $1 AND id = $2`,
      [accountId, userId, planId, pendingPlanId, at],
    );
  }

  async setCreditLimit(
    manager: EntityManager,
    accountId: string,
    userId: string,
    creditLimit: number,
    at: Date,
  ): Promise<void> {
    await manager.query(`UPDATE users SET credit_limit = $3, updated_at = $4 WHERE account_id = $1 AND id = $2`, [
      accountId,
      userId,
      creditLimit,
      at,
    ]);
  }

  /**
   * Rolls cycles over: new bounds, usage and limit reset, a pending downgrade applied. Each update
   * only applies while the row still ends its cycle at `fromEnd`, so a roll happens once even when
   * two transactions see it due; returns the ids this call rolled.
   */
  async applyRolls(manager: EntityManager, rolls: CycleUpdate[], at: Date): Promise<string[]> {
    if (!rolls.length) return [];
    const rows = await queryRows<{ id: string }>(
      manager,
      `UPDATE users u
          SET cycle_start = v.s, cycle_end = v.e, cycle_usage = 0, credit_limit = -1,
              plan_id = COALESCE(u.pending_plan_id, u.plan_id), pending_plan_id = NULL, updated_at = $5
         FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[]) AS v(id, s, e, from_end)
        WHERE u.id = v.id AND u.cycle_end = v.from_end
       RETURNING u.id`,
      [
        rolls.map((r) => r.id),
        rolls.map((r) => r.cycleStart),
        rolls.map((r) => r.cycleEnd),
        rolls.map((r) => r.fromEnd),
        at,
      ],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Adds `cost` to the cycle's usage only if `at` falls in the stored cycle and the usage stays
   * within the cap (the plan's allowance and the credit limit). One statement: PostgreSQL re-checks
   * the condition against the latest row when it had to wait for a concurrent update.
   */
  async consume(manager: EntityManager, accountId: string, userId: string, cost: number, at: Date): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `UPDATE users u SET cycle_usage = u.cycle_usage + $3
         FROM plans p
        WHERE u.account_id = $1 AND u.id = $2 AND u.status = 'active'
          AND u.cycle_start <= $4 AND u.cycle_end > $4
          AND p.account_id = u.account_id AND p.plan_id = u.plan_id
          AND (p.credits_per_cycle IS NULL OR u.cycle_usage + $3 <= p.credits_per_cycle)
          AND (u.credit_limit = -1 OR u.cycle_usage + $3 <= u.credit_limit)
       RETURNING u.id`,
      [accountId, userId, cost, at],
    );
    return rows.length === 1;
  }

  /** Takes `amount` back off the usage when `debitedAt` lies in the user's current cycle. */
  async release(
    manager: EntityManager,
    accountId: string,
    userId: string,
    amount: number,
    debitedAt: Date,
  ): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `UPDATE users SET cycle_usage = cycle_usage - $3
        WHERE account_id = $1 AND id = $2 AND cycle_start <= $4 AND cycle_end > $4 AND cycle_usage >= $3
       RETURNING id`,
      [accountId, userId, amount, debitedAt],
    );
    return rows.length === 1;
  }

  /** Newest first; the cursor is the (created_at, id) of the last row of the previous page. */
  async page(
    accountId: string,
    after: { createdAt: Date; id: string } | null,
    limit: number,
    status: UserStatus | undefined,
  ): Promise<UserRecord[]> {
    const params: unknown[] = [accountId, limit];
    const where = ['u.account_id = $1'];
    if (after) {
      params.push(after.createdAt, after.id);
      where.push(`(u.created_at, u.id) < ($${params.length - 1}, $${params.length})`);
    }
    if (status) {
      params.push(status);
      where.push(`u.status = $${params.length}`);
    }
    const rows: RawUser[] = await this.db.query(
      `${SELECT_USER} WHERE ${where.join(' AND ')} ORDER BY u.created_at DESC, u.id DESC LIMIT $2`,
      params,
    );
    return rows.map((r) => toRecord(r));
  }

  /** Locks up to `limit` due users, skipping those another purger or a reactivation holds. */
  async lockDueForPurge(manager: EntityManager, cutoff: Date, limit: number): Promise<PurgedUser[]> {
    return manager.query(
      `SELECT u.id, u.account_id AS "accountId", u.abstract_user_id AS "abstractUserId", w.id AS "workspaceId"
         FROM users u JOIN workspaces w ON w.user_id = u.id
        WHERE u.status = 'deleted' AND u.deleted_at <= $1
        ORDER BY u.deleted_at
        LIMIT $2
        FOR UPDATE OF u SKIP LOCKED`,
      [cutoff, limit],
    );
  }

  /** Hard delete; workspaces and brand kits go with the user (ON DELETE CASCADE). */
  async deleteUsers(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  }

  async lockDueForRoll(manager: EntityManager, now: Date, limit: number): Promise<UserRecord[]> {
    const rows: RawUser[] = await manager.query(
      `${SELECT_USER} WHERE u.status = 'active' AND u.cycle_end <= $1 ORDER BY u.cycle_end LIMIT $2 FOR UPDATE OF u SKIP LOCKED`,
      [now, limit],
    );
    return rows.map((r) => toRecord(r));
  }

  async cycleStates(
    manager: EntityManager | undefined,
    afterUserId: string | null,
    limit: number,
  ): Promise<UserRecord[]> {
    const rows: RawUser[] = await (manager ?? this.db.manager).query(
      `${SELECT_USER} WHERE ($1::uuid IS NULL OR u.id > $1::uuid) ORDER BY u.id LIMIT $2`,
      [afterUserId, limit],
    );
    return rows.map((r) => toRecord(r));
  }

  async abstractIds(accountId: string, userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows: { id: string; abstractUserId: string }[] = await this.db.query(
      `SELECT id, abstract_user_id AS "abstractUserId" FROM users WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, userIds],
    );
    return new Map(rows.map((r) => [r.id, r.abstractUserId]));
  }

  async isActive(accountId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM users WHERE account_id = $1 AND id = $2 AND status = 'active'`,
      [accountId, userId],
    );
    return rows.length === 1;
  }
}
