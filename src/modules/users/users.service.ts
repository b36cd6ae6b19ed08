// End users of an account (SPEC 4): login-user, plan changes, delete and reactivate, the read
// endpoints, and what other modules ask about users (brand kit, workspace, active or not).
import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/clock/clock';
import { Tx, UnitOfWork } from '../../platform/database';
import { decodeCursor, Page, toPage, DEFAULT_PAGE_LIMIT } from '../../platform/http/pagination';
import { SessionsService } from '../identity';
import { BrandKitsRepository } from './brand-kits.repository';
import { cycleAt, effectiveCycleState, unixSeconds } from './domain/billing-cycle';
import { availableCredits, decidePlanChange } from './domain/plan-change';
import { canReactivate } from './domain/retention';
import { PlanRecord, PlansRepository } from './plans.repository';
import { UserCyclesService } from './user-cycles.service';
import {
  BrandDto,
  ListUsersQueryDto,
  LoginUserDto,
  LoginUserResponseDto,
  UpdateUserPlanDto,
  UpdateUserPlanResponseDto,
  UserPageDto,
  UserRefDto,
  UserViewDto,
} from './users.dto';
import { UsersErrors } from './users.errors';
import { UserRecord, UsersRepository } from './users.repository';
import type { BrandKit, CallerWorkspace } from './users.types';
import { WorkspacesRepository } from './workspaces.repository';

const PLAN_MESSAGES = {
  upgrade: 'Plan upgraded successfully',
  downgrade: 'Plan downgrade scheduled for the next billing date',
  unchanged: 'The user is already on this plan',
};

function toBrandKit(brand: BrandDto): BrandKit {
  const persona = brand.brandPersona;
  return {
    brandName: brand.brandName,
    brandDescription: brand.brandDescription,
    brandUrl: brand.brandUrl ?? null,
    brandLogo: brand.brandLogo ?? null,
    brandColors: brand.brandColors ?? [],
    brandFonts: (brand.brandFonts ?? []).map((f) => (f.type ? { name: f.name, type: f.type } : { name: f.name })),
    brandPersona: {
      emotions: persona?.emotions ?? [],
      industry: persona?.industry ?? null,
      audience: persona?.audience ?? [],
      designTags: persona?.designTags ?? [],
    },
  };
}

function toView(user: UserRecord, now: Date): UserViewDto {
  // Readers see a due cycle as rolled; the next write (or the scheduled roll) stores it.
  const u = user.status === 'active' ? effectiveCycleState(user, now) : user;
  return {
    abstractUserId: u.abstractUserId,
    userId: u.id,
    status: u.status,
    planId: u.planId,
    pendingPlanId: u.pendingPlanId,
    creditLimit: u.creditLimit,
    cycleUsage: u.cycleUsage,
    cycleStart: u.cycleStart.toISOString(),
    nextBillingDate: unixSeconds(u.cycleEnd),
    workspaceId: u.workspaceId,
    createdAt: u.createdAt.toISOString(),
    deletedAt: u.deletedAt ? u.deletedAt.toISOString() : null,
  };
}

const ABSENT_WORKSPACES_KEPT = 10_000;

@Injectable()
export class UsersService {
  /** Account workspaces never change once created. */
  private readonly accountWorkspaces = new Map<string, string>();
  /** Accounts seen without a workspace, and when (existingDefaultWorkspaceFor with a staleness allowance). */
  private readonly accountsWithoutWorkspace = new Map<string, number>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly plans: PlansRepository,
    private readonly workspaces: WorkspacesRepository,
    private readonly brandKits: BrandKitsRepository,
    private readonly cycles: UserCyclesService,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Logs an end user in, creating it (with its workspace, plan and brand kit) on first sight.
   * Concurrent first logins of one id create one user: the losers find the winner's row.
   */
  async login(principal: Principal, dto: LoginUserDto): Promise<LoginUserResponseDto> {
    const { accountId } = principal;
    const requestedPlan = dto.planId === undefined ? null : await this.plans.findByKey(accountId, dto.planId);
    if (dto.planId !== undefined && !requestedPlan) throw UsersErrors.unknownPlan('planId');
    const brand = dto.brand ? toBrandKit(dto.brand) : null;
    if (!requestedPlan && !brand && !this.uow.holdsUncommittedClaim()) {
      const quick = await this.loginInOneStatement(accountId, dto.abstractUserId);
      if (quick) return quick;
    }

    return this.uow.run(async (tx) => {
      const user = await this.findOrCreate(tx, accountId, dto.abstractUserId, requestedPlan, brand, this.clock.now());
      const tokens = await this.sessions.open(tx, { accountId, userId: user.userId, workspaceId: user.workspaceId });
      return { ...tokens, workspaceId: user.workspaceId, isNewUser: user.isNewUser };
    });
  }

  /**
   * The common logins, with no plan or brand to apply: an active user whose cycle is not due, or a
   * new user on the default plan. Either is one statement and no transaction (the statement is
   * atomic, and it locks or creates the user's row as the transaction below does): one round trip.
   * Null when neither applies (deleted user, cycle due, concurrent first login, no default plan):
   * the transactional path decides then.
   */
  private async loginInOneStatement(accountId: string, abstractUserId: string): Promise<LoginUserResponseDto | null> {
    const session = this.sessions.prepare();
    const now = session.createdAt;
    const firstCycle = cycleAt(now, now);
    const subject = await this.users.loginInOneStatement(
      { accountId, abstractUserId, cycleStart: firstCycle.start, cycleEnd: firstCycle.end, at: now },
      session,
    );
    if (!subject) return null;
    const { userId, workspaceId, isNewUser } = subject;
    if (isNewUser) await this.uow.emitCommitted('user.created', { accountId, abstractUserId, userId, workspaceId });
    const tokens = this.sessions.tokensFor(session, { accountId, userId, workspaceId });
    return { ...tokens, workspaceId, isNewUser };
  }

  private async findOrCreate(
    tx: Tx,
    accountId: string,
    abstractUserId: string,
    requestedPlan: PlanRecord | null,
    brand: BrandKit | null,
    now: Date,
  ): Promise<{ userId: string; workspaceId: string; isNewUser: boolean }> {
    // The share lock keeps a concurrent delete-user from revoking the sessions before ours exists.
    let user = await this.users.findByAbstractId(tx.manager, accountId, abstractUserId, 'share');
    if (!user) {
      const created = await this.create(tx, accountId, abstractUserId, requestedPlan, brand, now);
      if (created) return { ...created, isNewUser: true };
      // A concurrent first login won; its row is committed by now.
      user = await this.users.findByAbstractId(tx.manager, accountId, abstractUserId, 'share');
      if (!user) throw new Error('a concurrent login-user created the user, yet it cannot be read');
    }
    if (user.status === 'deleted') throw UsersErrors.userDeleted();
    await this.cycles.rollIfDue(tx, user, now);
    if (brand) await this.brandKits.replace(tx.manager, accountId, user.id, brand, now);
    return { userId: user.id, workspaceId: user.workspaceId, isNewUser: false };
  }

  /** Null when another transaction created the same user first. */
  private async create(
    tx: Tx,
    accountId: string,
    abstractUserId: string,
    requestedPlan: PlanRecord | null,
    brand: BrandKit | null,
    now: Date,
  ): Promise<{ userId: string; workspaceId: string } | null> {
    const plan = requestedPlan ?? (await this.plans.findDefault(accountId, tx.manager));
    if (!plan) throw UsersErrors.noDefaultPlan();
    const firstCycle = cycleAt(now, now);
    const created = await this.users.insertWithWorkspaceIfAbsent(tx.manager, {
      accountId,
      abstractUserId,
      planId: plan.planId,
      cycleStart: firstCycle.start,
      cycleEnd: firstCycle.end,
      at: now,
    });
    if (!created) return null;
    const { userId, workspaceId } = created;
    if (brand) await this.brandKits.replace(tx.manager, accountId, userId, brand, now);
    tx.afterCommit('user.created', { accountId, userId, workspaceId, abstractUserId });
    return { userId, workspaceId };
  }

  /** Locks an active user and rolls its cycle if due; unknown or deleted: 400. */
  private async lockActive(tx: Tx, accountId: string, abstractUserId: string, now: Date): Promise<UserRecord> {
    const user = await this.users.findByAbstractId(tx.manager, accountId, abstractUserId, 'update');
    if (!user || user.status !== 'active') throw UsersErrors.userNotFound();
    return this.cycles.rollIfDue(tx, user, now);
  }

  async updatePlan(principal: Principal, dto: UpdateUserPlanDto): Promise<UpdateUserPlanResponseDto> {
    const { accountId } = principal;
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const user = await this.lockActive(tx, accountId, dto.abstractUserId, now);
      const target = await this.plans.findByKey(accountId, dto.planId, tx.manager);
      if (!target) throw UsersErrors.unknownPlan('planId');
      const current = await this.plans.findByKey(accountId, user.planId, tx.manager);
      if (!current) throw new Error(`user ${user.id} is on plan ${user.planId}, which is not in the catalog`);

      const change = decidePlanChange(current, user.pendingPlanId, target);
      if (change.changed) {
        await this.users.setPlans(tx.manager, accountId, user.id, change.planId, change.pendingPlanId, now);
        tx.afterCommit('user.plan-changed', {
          accountId,
          userId: user.id,
          fromPlanId: user.planId,
          toPlanId: target.planId,
          type: change.type,
        });
      }
      // A downgrade applies to a fresh cycle; an upgrade (or no change) to the current one.
      const available =
        change.type === 'downgrade'
          ? availableCredits(target.creditsPerCycle, 0)
          : availableCredits((change.type === 'upgrade' ? target : current).creditsPerCycle, user.cycleUsage);
      const cancelled = change.type === 'unchanged' && change.changed;
      return {
        message: cancelled
          ? `${PLAN_MESSAGES.unchanged}; the pending downgrade was cancelled`
          : PLAN_MESSAGES[change.type],
        nextBillingDate: unixSeconds(user.cycleEnd),
        type: change.type,
        availableCredits: available,
      };
    });
  }

  /** Soft delete: the user, its workspace, brand kit and sessions disappear at once. */
  async deleteUser(principal: Principal, dto: UserRefDto): Promise<{ message: string }> {
    const { accountId } = principal;
    await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const user = await this.users.findByAbstractId(tx.manager, accountId, dto.abstractUserId, 'update');
      if (!user || user.status !== 'active') throw UsersErrors.userNotFound();
      await this.users.markDeleted(tx.manager, accountId, user.id, now);
      await this.sessions.revokeUserSessions(tx, user.id);
      tx.afterCommit('user.deleted', {
        accountId,
        userId: user.id,
        workspaceId: user.workspaceId,
        deletedAt: now.toISOString(),
      });
    });
    return { message: 'User deleted successfully' };
  }

  /** Restores a deleted user inside its reactivation window; the purger can no longer take it. */
  async reactivate(principal: Principal, dto: UserRefDto): Promise<{ message: string }> {
    const { accountId } = principal;
    await this.uow.run(async (tx) => {
      const now = this.clock.now();
      // Waits for a purger holding the row; a purged row is then gone (400), as for any unknown id.
      const user = await this.users.findByAbstractId(tx.manager, accountId, dto.abstractUserId, 'update');
      if (!user) throw UsersErrors.userNotFound();
      if (user.status !== 'deleted' || !user.deletedAt) throw UsersErrors.userNotDeleted();
      if (!canReactivate(user.deletedAt, now, this.config.users.reactivationDays))
        throw UsersErrors.reactivationExpired();
      await this.users.markActive(tx.manager, accountId, user.id, now);
      await this.cycles.rollIfDue(tx, { ...user, status: 'active', deletedAt: null }, now);
      tx.afterCommit('user.reactivated', { accountId, userId: user.id, workspaceId: user.workspaceId });
    });
    return { message: 'User reactivated successfully' };
  }

  /** An admin's view of one user, deleted ones included (until they are purged). */
  async getUser(principal: Principal, dto: UserRefDto): Promise<UserViewDto> {
    const user = await this.users.findByAbstractId(undefined, principal.accountId, dto.abstractUserId);
    if (!user) throw UsersErrors.userNotFound();
    return toView(user, this.clock.now());
  }

  async listUsers(principal: Principal, query: ListUsersQueryDto): Promise<UserPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const after = decodeCursor(query.cursor, ([createdAt, id]) =>
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      /^[0-9a-f-]{36}$/.test(id)
        ? { createdAt: new Date(createdAt), id }
        : null,
    );
    const rows = await this.users.page(principal.accountId, after, limit + 1, query.status);
    const now = this.clock.now();
    const page: Page<UserViewDto> = toPage(
      rows,
      limit,
      (u) => toView(u, now),
      (u) => [u.createdAt.toISOString(), u.id],
    );
    return page;
  }

  // ---- for other modules -------------------------------------------------------------------

  /** The brand kit of an active user of the account; null when it has none (or is not active). */
  getBrandKit(accountId: string, userId: string): Promise<BrandKit | null> {
    return this.brandKits.findForActiveUser(accountId, userId);
  }

  /** The workspace a call works in: the end user's (bearer token), else the account's own, created on first use. */
  async workspaceOf(principal: Principal): Promise<CallerWorkspace> {
    if (principal.endUser)
      return {
        accountId: principal.accountId,
        workspaceId: principal.endUser.workspaceId,
        userId: principal.endUser.userId,
      };
    return {
      accountId: principal.accountId,
      workspaceId: await this.defaultWorkspaceFor(principal.accountId),
      userId: null,
    };
  }

  /**
   * For reads: null when the account never had a workspace (then nothing is in it), so a GET never
   * writes. `staleAbsenceMs`: see existingDefaultWorkspaceFor.
   */
  async existingWorkspaceOf(principal: Principal, staleAbsenceMs = 0): Promise<CallerWorkspace | null> {
    if (principal.endUser) return this.workspaceOf(principal);
    const workspaceId = await this.existingDefaultWorkspaceFor(principal.accountId, staleAbsenceMs);
    return workspaceId ? { accountId: principal.accountId, workspaceId, userId: null } : null;
  }

  /** The account's own workspace, for work done without a bearer token; created on first use. */
  async defaultWorkspaceFor(accountId: string): Promise<string> {
    const cached = this.accountWorkspaces.get(accountId);
    if (cached) return cached;
    const id = await this.workspaces.ensureAccountWorkspace(accountId, this.clock.now());
    this.accountWorkspaces.set(accountId, id);
    this.accountsWithoutWorkspace.delete(accountId);
    return id;
  }

  /**
   * The account's own workspace if it exists yet: read paths use this so that a GET never writes.
   * `staleAbsenceMs` lets a caller that only suggests (content-from-prompt's library matches) take
   * "none yet" from a lookup that recent instead of asking the database on every call; another
   * instance may have created the workspace since. Reads that must be exact leave it at 0.
   */
  async existingDefaultWorkspaceFor(accountId: string, staleAbsenceMs = 0): Promise<string | null> {
    const cached = this.accountWorkspaces.get(accountId);
    if (cached) return cached;
    const now = this.clock.now().getTime();
    const absentSince = this.accountsWithoutWorkspace.get(accountId);
    if (absentSince !== undefined && now - absentSince < staleAbsenceMs) return null;
    const id = await this.workspaces.findAccountWorkspace(accountId);
    if (id) {
      this.accountWorkspaces.set(accountId, id);
      this.accountsWithoutWorkspace.delete(accountId);
    } else {
      if (this.accountsWithoutWorkspace.size >= ABSENT_WORKSPACES_KEPT) this.accountsWithoutWorkspace.clear();
      this.accountsWithoutWorkspace.set(accountId, now);
    }
    return id;
  }

  isUserActive(accountId: string, userId: string): Promise<boolean> {
    return this.users.isActive(accountId, userId);
  }

  /** userId -> abstractUserId for the given users of the account (purged ones are absent). */
  abstractUserIds(accountId: string, userIds: string[]): Promise<Map<string, string>> {
    return this.users.abstractIds(accountId, [...new Set(userIds)]);
  }
}
