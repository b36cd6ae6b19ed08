// The credit ledger under contention: 50 concurrent clients x 1 000 debits of cost 3 against a
// balance of 10 000, straight through CreditLedgerService.debit (each in its own transaction, as a
// paid endpoint does). Exactly 3 333 must succeed, the final balance must be 1, nothing may fail
// otherwise. Each client is an end user on an unlimited plan, so the cycle-usage update runs too
// (`--account-only`: the account pays without end users).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger [-- --account-only]
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { PlansService, UsersService } from '../src/modules/users';
import type { Principal } from '../src/platform/auth';
import { UnitOfWork } from '../src/platform/database';
import { isAppError } from '../src/platform/errors';
import { benchConfig, machine, percentile, scratchDatabase } from './support';

const CLIENTS = 50;
const DEBITS_PER_CLIENT = 1000;
const COST = 3;
const BALANCE = 10_000;

async function main(): Promise<void> {
  const accountOnly = process.argv.includes('--account-only');
  const db = await scratchDatabase();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(benchConfig(db.url)), { logger: false });
  try {
    const accounts = app.get(AccountsService);
    const ledger = app.get(CreditLedgerService);
    const uow = app.get(UnitOfWork);
    const { accountId } = await accounts.run((tx) => accounts.createAccount(tx, 'Bench', 'enterprise'));
    await app
      .get(PlansService)
      .upsert(accountId, { planId: 'business', name: 'Business', creditsPerCycle: null, rank: 1, makeDefault: true });
    await ledger.grant(accountId, BALANCE, 'bench');
    const base: Principal = { accountId, accountKind: 'enterprise', keyId: 'bench', keyClass: 'regular' };
    const principals: Principal[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      if (accountOnly) {
        principals.push(base);
        continue;
      }
      const login = await app
        .get(UsersService)
        .login({ ...base, keyClass: 'enterprise-admin' }, { abstractUserId: `client-${i}` });
      const sub = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sub;
      principals.push({ ...base, endUser: { userId: sub, workspaceId: login.workspaceId, sessionId: 'bench' } });
    }

    const latencies: number[] = [];
    const counts = { ok: 0, refused402: 0, refused429: 0, errors5xx: 0 };
    const started = process.hrtime.bigint();
    await Promise.all(
      principals.map(async (principal) => {
        for (let i = 0; i < DEBITS_PER_CLIENT; i++) {
          const t0 = process.hrtime.bigint();
          try {
            await uow.run((tx) => ledger.debit(tx, principal, COST, randomUUID()));
            counts.ok++;
          } catch (err) {
            if (isAppError(err) && err.code === 'insufficient_credits') counts.refused402++;
            else if (isAppError(err) && err.code === 'credit_limit_reached') counts.refused429++;
            else {
              counts.errors5xx++;
              if (counts.errors5xx <= 3) console.error(err);
            }
          }
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latencies.sort((x, y) => x - y);
    const balance = await ledger.balance(accountId);
    const report = await ledger.reconcile();
    const reconciled = !report.accounts.length && !report.entries.length && !report.users.length;
    const total = CLIENTS * DEBITS_PER_CLIENT;
    const verdict =
      counts.ok === Math.floor(BALANCE / COST) && balance === BALANCE % COST && counts.errors5xx === 0 && reconciled;

    console.log(
      `${new Date().toISOString().slice(0, 10)}, ${machine()}, ${accountOnly ? 'account pays' : 'end users pay (usage counted)'}`,
    );
    console.log(
      '| debits | clients | debits/s | p50 ms | p99 ms | successes | 402 | 429 | 5xx | final balance | reconciled |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${total} | ${CLIENTS} | ${Math.round(total / seconds)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${counts.ok} | ${counts.refused402} | ${counts.refused429} | ${counts.errors5xx} | ${balance} | ${reconciled ? 'yes' : 'NO'} |`,
    );
    console.log(verdict ? 'OK: exactly 3333 successes, balance 1, no 5xx' : 'FAILED: see the numbers above');
    process.exitCode = verdict ? 0 : 1;
  } finally {
    await app.close();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
