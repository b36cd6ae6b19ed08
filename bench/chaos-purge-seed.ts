// The data of chaos:purge on its scratch database: one enterprise account (keys, plans, credits),
// active "reader" users the steady load logs in, and the doomed users, deleted one day ago (not yet
// due) so the run decides when each chunk of them becomes due. Plus a capture of every `user.purged`
// event as it is written to the outbox (the outbox row itself is deleted once its listeners ran).
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { PlansService, UsersService } from '../src/modules/users';
import { benchConfig } from './support';

export interface PurgeWorld {
  accountId: string;
  adminKey: string;
  regularKey: string;
  readers: string[];
  /** Abstract ids of the doomed users, in the order the purger takes them (oldest deletion first). */
  doomed: string[];
  /** Purged before the measurement, so the purgers' code is warm when it starts. */
  warmUp: string[];
}

/** Deleted a day ago, one millisecond apart, so the purger's order (oldest first) is the ids' order. */
async function seedDoomed(pg: Client, accountId: string, prefix: string, count: number): Promise<void> {
  await pg.query(
    `WITH ins AS (
       INSERT INTO users (account_id, abstract_user_id, status, plan_id, cycle_anchor, cycle_start, cycle_end, created_at, updated_at, deleted_at)
       SELECT $1, $2 || g, 'deleted', 'business', now() - interval '20 days', now() - interval '20 days', now() + interval '10 days',
              now() - interval '20 days', now() - interval '1 day', now() - interval '1 day' + g * interval '1 millisecond'
         FROM generate_series(0, $3::int - 1) g
       RETURNING id, created_at)
     INSERT INTO workspaces (account_id, user_id, created_at) SELECT $1, id, created_at FROM ins`,
    [accountId, prefix, count],
  );
}

export async function seedWorld(
  databaseUrl: string,
  jwtSecret: string,
  doomedCount: number,
  readerCount: number,
  warmUpCount: number,
): Promise<PurgeWorld> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(benchConfig(databaseUrl, { APP_ROLE: 'api', JWT_SECRET: jwtSecret })),
    {
      logger: false,
    },
  );
  try {
    const accounts = app.get(AccountsService);
    const { accountId, adminKey, regularKey } = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, 'Chaos purge', 'enterprise');
      const admin = await accounts.createKey(tx, accountId, 'enterprise-admin');
      const regular = await accounts.createKey(tx, accountId, 'regular');
      return { accountId, adminKey: admin.key, regularKey: regular.key };
    });
    await app
      .get(PlansService)
      .upsert(accountId, { planId: 'business', name: 'Business', creditsPerCycle: null, rank: 1, makeDefault: true });
    await app.get(CreditLedgerService).grant(accountId, 100_000_000, 'chaos purge');
    const readers = Array.from({ length: readerCount }, (_, i) => `reader-${i}`);
    const admin = {
      accountId,
      accountKind: 'enterprise' as const,
      keyId: 'seed',
      keyClass: 'enterprise-admin' as const,
    };
    for (const abstractUserId of readers) await app.get(UsersService).login(admin, { abstractUserId });
    const doomed = Array.from({ length: doomedCount }, (_, i) => `doomed-${i}`);

    const pg = new Client({ connectionString: databaseUrl });
    await pg.connect();
    try {
      await seedDoomed(pg, accountId, 'doomed-', doomedCount);
      await seedDoomed(pg, accountId, 'warm-up-', warmUpCount);
      await pg.query(
        `CREATE TABLE chaos_purge_events (user_id uuid NOT NULL, abstract_user_id text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
      );
      await pg.query(`CREATE FUNCTION chaos_capture_purge() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO chaos_purge_events (user_id, abstract_user_id) VALUES ((NEW.payload->>'userId')::uuid, NEW.payload->>'abstractUserId');
          RETURN NEW;
        END $$`);
      // Inside the purging transaction: a rolled-back purge leaves no captured event either.
      await pg.query(
        `CREATE TRIGGER chaos_capture_purge AFTER INSERT ON event_outbox FOR EACH ROW WHEN (NEW.name = 'user.purged') EXECUTE FUNCTION chaos_capture_purge()`,
      );
      await pg.query('ANALYZE');
    } finally {
      await pg.end();
    }
    return {
      accountId,
      adminKey,
      regularKey,
      readers,
      doomed,
      warmUp: Array.from({ length: warmUpCount }, (_, i) => `warm-up-${i}`),
    };
  } finally {
    await app.close();
  }
}

/** Makes these doomed users due now (deleted 16 days ago, still in the reactivation window the run sets). */
export async function makeDue(pg: Client, accountId: string, ids: string[]): Promise<void> {
  await pg.query(
    `UPDATE users SET deleted_at = deleted_at - interval '15 days' WHERE account_id = $1 AND abstract_user_id = ANY($2)`,
    [accountId, ids],
  );
}
