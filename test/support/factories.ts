// Factories with defaults and overrides: makeAccount(app, { kind: 'superuser' }).
// They take any Nest context (the whole app or test-module.ts's module-level harness): they only resolve services.
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreditLedgerService } from '../../src/modules/billing';
import { AccountsService } from '../../src/modules/identity';
import { PlanInput, PlansService } from '../../src/modules/users';
import type { AccountKind } from '../../src/platform/auth';
import { DAY } from './movable-clock';

export interface TestAccount {
  accountId: string;
  kind: AccountKind;
  adminKey: string;
  adminKeyId: string;
  regularKey: string;
  regularKeyId: string;
}

export async function makeAccount(
  app: INestApplicationContext,
  overrides: { kind?: AccountKind; name?: string } = {},
): Promise<TestAccount> {
  const accounts = app.get(AccountsService);
  const kind = overrides.kind ?? 'enterprise';
  return accounts.run(async (tx) => {
    const { accountId } = await accounts.createAccount(
      tx,
      overrides.name ?? `Account ${Math.random().toString(36).slice(2, 8)}`,
      kind,
    );
    const admin = await accounts.createKey(tx, accountId, kind === 'enterprise' ? 'enterprise-admin' : 'superuser');
    const regular = await accounts.createKey(tx, accountId, 'regular');
    return {
      accountId,
      kind,
      adminKey: admin.key,
      adminKeyId: admin.keyId,
      regularKey: regular.key,
      regularKeyId: regular.keyId,
    };
  });
}

export const TEST_PLANS: PlanInput[] = [
  { planId: 'free', name: 'Free', creditsPerCycle: 10, rank: 1, makeDefault: true },
  { planId: 'pro', name: 'Pro', creditsPerCycle: 100, rank: 2, makeDefault: false },
  { planId: 'business', name: 'Business', creditsPerCycle: null, rank: 3, makeDefault: false },
];

/** The account's plan catalog: free (default, 10 credits), pro (100) and business (unlimited) unless told. */
export async function makePlans(
  app: INestApplicationContext,
  accountId: string,
  plans: PlanInput[] = TEST_PLANS,
): Promise<void> {
  for (const plan of plans) await app.get(PlansService).upsert(accountId, plan);
}

export async function grantCredits(app: INestApplicationContext, accountId: string, amount: number): Promise<number> {
  return (await app.get(CreditLedgerService).grant(accountId, amount, 'test grant')).balance;
}

/** The reconciliation every suite runs last: balances, ledger rows and cycle usage all agree. */
export async function expectLedgerReconciled(app: INestApplicationContext): Promise<void> {
  expect(await app.get(CreditLedgerService).reconcile()).toEqual({ accounts: [], entries: [], users: [] });
}

export interface InsertedUsersState {
  status: 'active' | 'deleted';
  deletedAt?: Date;
  cycleEnd?: Date;
  pendingPlanId?: string;
}

/**
 * `n` users `<prefix>1..n` on the 'pro' plan (makePlans), created at `at`, each with its workspace,
 * in one statement: for the scheduled jobs' specs, which need hundreds of users in a given state.
 */
export async function insertUsers(
  db: DataSource,
  accountId: string,
  at: Date,
  prefix: string,
  n: number,
  state: InsertedUsersState,
): Promise<void> {
  await db.query(
    `WITH ins AS (
       INSERT INTO users (account_id, abstract_user_id, status, plan_id, pending_plan_id, cycle_anchor, cycle_start, cycle_end, created_at, updated_at, deleted_at)
       SELECT $1, $2 || g, $4, 'pro', $7, $5, $5, $6, $5, $5, $8 FROM generate_series(1, $3::int) g
       RETURNING id)
     INSERT INTO workspaces (account_id, user_id, created_at) SELECT $1, id, $5 FROM ins`,
    [
      accountId,
      prefix,
      n,
      state.status,
      at,
      state.cycleEnd ?? new Date(at.getTime() + 31 * DAY),
      state.pendingPlanId ?? null,
      state.deletedAt ?? null,
    ],
  );
}
