// The operator CLI's users and billing commands (SPEC 9): with --json one JSON object on stdout;
// bad arguments exit 2 with one line on stderr. The commands run in-process on the CLI module;
// two real runs of the binary check the process contract (stdout, stderr, exit code).
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AccountsCreateCommand } from '../../src/cli/commands/accounts-create.command';
import { CreditsGrantCommand } from '../../src/cli/commands/credits-grant.command';
import { CreditsReconcileCommand } from '../../src/cli/commands/credits-reconcile.command';
import { DemoSeedCommand } from '../../src/cli/commands/demo-seed.command';
import { PlansUpsertCommand } from '../../src/cli/commands/plans-upsert.command';
import { CliModule } from '../../src/cli/cli.module';
import { CliUsageError } from '../../src/cli/cli-output';
import { createTestDatabase, TestDatabase } from '../support/database';
import { testConfig } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');

describe('operator CLI: accounts with credits, plans, grants, reconciliation, demo', () => {
  let database: TestDatabase;
  let app: INestApplicationContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await NestFactory.createApplicationContext(CliModule.forRoot(testConfig(database.url)), { logger: false });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Runs a command in-process and returns the JSON object it printed (the only stdout write). */
  async function runJson<T extends { run(args: string[], options: object): Promise<void> }>(
    command: new (...args: never[]) => T,
    options: Record<string, unknown>,
  ): Promise<Record<string, any>> {
    const writes: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      await app.get(command).run([], { ...options, json: true });
    } finally {
      spy.mockRestore();
    }
    expect(writes).toHaveLength(1);
    expect(writes[0].endsWith('\n')).toBe(true);
    return JSON.parse(writes[0]);
  }

  const query = (sql: string, params: unknown[]) => app.get(DataSource).query(sql, params);

  it('accounts:create --credits opens the balance with a grant; plans:upsert and credits:grant print their JSON', async () => {
    const created = await runJson(AccountsCreateCommand, { name: 'Acme', kind: 'enterprise', credits: '500' });
    expect(Object.keys(created)).toEqual(['accountId']);
    const { accountId } = created;

    expect(
      await runJson(PlansUpsertCommand, {
        account: accountId,
        planId: 'pro',
        name: 'Pro',
        creditsPerCycle: '100',
        rank: '2',
        default: true,
      }),
    ).toEqual({
      planId: 'pro',
      accountId,
    });
    expect(await runJson(CreditsGrantCommand, { account: accountId, amount: '250', reason: 'top up' })).toEqual({
      accountId,
      balance: 750,
    });

    expect(
      await query(`SELECT kind, amount, balance_after, reason FROM credit_ledger WHERE account_id = $1 ORDER BY seq`, [
        accountId,
      ]),
    ).toEqual([
      { kind: 'grant', amount: '500', balance_after: '500', reason: 'opening grant' },
      { kind: 'grant', amount: '250', balance_after: '750', reason: 'top up' },
    ]);
    expect(
      await query(`SELECT plan_id, credits_per_cycle, rank, is_default FROM plans WHERE account_id = $1`, [accountId]),
    ).toEqual([{ plan_id: 'pro', credits_per_cycle: '100', rank: 2, is_default: true }]);

    // Upserting again replaces the plan; without --credits-per-cycle it is unlimited; the default flag stays.
    await runJson(PlansUpsertCommand, { account: accountId, planId: 'pro', name: 'Pro+', rank: '3' });
    expect(
      await query(`SELECT name, credits_per_cycle, rank, is_default FROM plans WHERE account_id = $1`, [accountId]),
    ).toEqual([{ name: 'Pro+', credits_per_cycle: null, rank: 3, is_default: true }]);
    // --default moves the flag: one default plan per account.
    await runJson(PlansUpsertCommand, {
      account: accountId,
      planId: 'free',
      name: 'Free',
      creditsPerCycle: '5',
      rank: '1',
      default: true,
    });
    expect(await query(`SELECT plan_id FROM plans WHERE account_id = $1 AND is_default`, [accountId])).toEqual([
      { plan_id: 'free' },
    ]);
  });

  it('credits:reconcile --json reports no difference on a healthy ledger, reading only rows after the checkpoints unless --full', async () => {
    // The two grants of the first test, read once: then the checkpoint stands after them.
    expect(await runJson(CreditsReconcileCommand, {})).toEqual({
      ok: true,
      mode: 'checkpoint',
      rowsChecked: 2,
      checkpointsAdvanced: 1,
      accounts: [],
      entries: [],
      users: [],
    });
    expect(await runJson(CreditsReconcileCommand, {})).toEqual({
      ok: true,
      mode: 'checkpoint',
      rowsChecked: 0,
      checkpointsAdvanced: 0,
      accounts: [],
      entries: [],
      users: [],
    });
    expect(await runJson(CreditsReconcileCommand, { full: true })).toEqual({
      ok: true,
      mode: 'full',
      rowsChecked: 2,
      checkpointsAdvanced: 0,
      accounts: [],
      entries: [],
      users: [],
    });
  });

  it('demo:seed creates plans free (default), pro and business and an opening grant', async () => {
    const seed = await runJson(DemoSeedCommand, {});
    expect(seed).toMatchObject({
      accountId: expect.any(String),
      keys: { 'enterprise-admin': expect.stringMatching(/^sk_live_/), regular: expect.stringMatching(/^sk_live_/) },
      plans: [
        { planId: 'free', name: 'Free', creditsPerCycle: 20, rank: 1, isDefault: true },
        { planId: 'pro', name: 'Pro', creditsPerCycle: 500, rank: 2, isDefault: false },
        { planId: 'business', name: 'Business', creditsPerCycle: null, rank: 3, isDefault: false },
      ],
    });
    expect(await query(`SELECT balance FROM credit_accounts WHERE account_id = $1`, [seed.accountId])).toEqual([
      { balance: '10000' },
    ]);
  });

  it.each([
    ['credits:grant with a negative amount', CreditsGrantCommand, { amount: '-5' }],
    ['credits:grant with a word for an amount', CreditsGrantCommand, { amount: 'abc' }],
    ['credits:grant with a malformed account', CreditsGrantCommand, { account: 'not-a-uuid', amount: '5' }],
    [
      'accounts:create with a word for credits',
      AccountsCreateCommand,
      { name: 'X', kind: 'enterprise', credits: 'lots' },
    ],
    ['plans:upsert without --rank', PlansUpsertCommand, { planId: 'p', name: 'P' }],
    ['plans:upsert with a malformed plan id', PlansUpsertCommand, { planId: 'bad id', name: 'P', rank: '1' }],
    [
      'plans:upsert with a negative allowance',
      PlansUpsertCommand,
      { planId: 'p', name: 'P', rank: '1', creditsPerCycle: '-1' },
    ],
  ])('%s is a usage error, and nothing is written', async (_name, command, options) => {
    const account = (await runJson(AccountsCreateCommand, { name: 'Bad args', kind: 'superuser' })).accountId;
    await expect(
      app.get<{ run(a: string[], o: object): Promise<void> }>(command).run([], { account, ...options, json: true }),
    ).rejects.toBeInstanceOf(CliUsageError);
    expect(await query(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1`, [account])).toEqual([
      { n: 0 },
    ]);
  });

  describe('the binary', () => {
    const cli = (...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['-r', 'ts-node/register/transpile-only', join(ROOT, 'src', 'cli', 'main.ts'), ...args],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH,
              DATABASE_URL: database.url,
              MIGRATIONS_RUN: 'false',
              JWT_SECRET: 'cli-test-secret-that-is-long-enough-0123456789',
              QUEUE_DRIVER: 'inline',
            },
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });

    it('prints exactly one JSON line for credits:grant --json, and exits 2 with one stderr line for an unknown account', async () => {
      const accountId = (await runJson(AccountsCreateCommand, { name: 'Binary', kind: 'enterprise' })).accountId;
      const ok = await cli('credits:grant', '--account', accountId, '--amount', '42', '--json');
      expect(ok).toEqual({ code: 0, stdout: `${JSON.stringify({ accountId, balance: 42 })}\n`, stderr: '' });
      const bad = await cli(
        'credits:grant',
        '--account',
        '00000000-0000-4000-8000-000000000000',
        '--amount',
        '5',
        '--json',
      );
      expect(bad).toEqual({ code: 2, stdout: '', stderr: 'Account not found\n' });
    });
  });
});
