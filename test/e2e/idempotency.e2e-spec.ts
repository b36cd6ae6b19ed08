// SPEC 7 through HTTP, on a probe route that writes through the UnitOfWork like the real services.
import { Body, Controller, HttpCode, INestApplication, Module, Post } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAppWithOverrides } from '../support/create-app';
import { Authenticated, Principal } from '../../src/platform/auth';
import { Clock } from '../../src/platform/clock/clock';
import { UnitOfWork } from '../../src/platform/database';
import { AppError } from '../../src/platform/errors';
import { createTestDatabase } from '../support/database';
import { makeAccount, TestAccount } from '../support/factories';
import { DAY, MovableClock } from '../support/movable-clock';
import { testConfig } from '../support/test-app';

class ChargeDto {
  @ApiProperty() @IsInt() @Min(1) @Max(100) amount!: number;
  @ApiProperty() @IsOptional() @IsInt() @Min(0) @Max(2000) delayMs?: number;
}

@Controller('probe')
class ChargeController {
  constructor(private readonly uow: UnitOfWork) {}

  @Post('charge')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'] })
  async charge(@Principal() p: Principal, @Body() dto: ChargeDto) {
    if (dto.delayMs) await new Promise((r) => setTimeout(r, dto.delayMs));
    if (dto.amount === 99) throw new AppError('insufficient_credits');
    return this.uow.run(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO probe_charges (account_id, amount) VALUES ($1, $2) RETURNING id`,
        [p.accountId, dto.amount],
      );
      return { chargeId: rows[0].id };
    });
  }

  @Post('crash-after-commit')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'] })
  async crashAfterCommit(@Principal() p: Principal) {
    await this.uow.run((tx) =>
      tx.query(`INSERT INTO probe_charges (account_id, amount) VALUES ($1, 1)`, [p.accountId]),
    );
    throw new Error('boom after the work committed');
  }

  @Post('crash-before-commit')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'] })
  crashBeforeCommit(): never {
    throw new Error('boom before any work');
  }
}

@Module({ controllers: [ChargeController] })
class ProbeModule {}

describe('Idempotency-Key (e2e)', () => {
  let app: INestApplication;
  let drop: () => Promise<void>;
  let a: TestAccount;
  let b: TestAccount;
  let ds: DataSource;
  const clock = new MovableClock('2026-03-01T10:00:00Z');
  const http = () => request(app.getHttpServer());
  const charge = (key: string, idem: string | undefined, body: object) => {
    const r = http().post('/live/v2/probe/charge').set('service-api-key', key);
    if (idem !== undefined) r.set('Idempotency-Key', idem);
    return r.send(body);
  };
  const count = async (accountId: string) =>
    Number((await ds.query(`SELECT count(*)::int AS n FROM probe_charges WHERE account_id = $1`, [accountId]))[0].n);

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    app = await createAppWithOverrides(testConfig(db.url), [{ provide: Clock, useValue: clock }], [ProbeModule]);
    await app.init();
    ds = app.get(DataSource);
    await ds.query(`CREATE TABLE probe_charges (id serial PRIMARY KEY, account_id uuid NOT NULL, amount int NOT NULL)`);
    a = await makeAccount(app);
    b = await makeAccount(app);
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('replays the first answer for 100 sequential retries and does the work once', async () => {
    const first = await charge(a.regularKey, 'seq-1', { amount: 5 });
    expect(first.status).toBe(200);
    for (let i = 0; i < 100; i++) {
      const again = await charge(a.regularKey, 'seq-1', { amount: 5 });
      expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    }
    expect(await count(a.accountId)).toBe(1);
  });

  it('50 parallel copies: one does the work, the others get 409 or the same body', async () => {
    const before = await count(a.accountId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => charge(a.regularKey, 'par-1', { amount: 7, delayMs: 200 })),
    );
    const ok = answers.filter((r) => r.status === 200);
    const conflicts = answers.filter((r) => r.status === 409);
    expect(ok.length + conflicts.length).toBe(50);
    expect(new Set(ok.map((r) => JSON.stringify(r.body))).size).toBe(1);
    for (const c of conflicts)
      expect(c.body.body).toEqual({ message: 'A request with this idempotency key is in progress', code: 'conflict' });
    expect(await count(a.accountId)).toBe(before + 1);
  });

  it('422 when the key is reused with another body or path', async () => {
    await charge(a.regularKey, 'mix-1', { amount: 1 });
    const other = await charge(a.regularKey, 'mix-1', { amount: 2 });
    expect(other.status).toBe(422);
    expect(other.body.body).toEqual({
      message: 'Idempotency key reused with a different request',
      code: 'invalid_input',
    });
    const otherPath = await http()
      .post('/live/v2/probe/crash-before-commit')
      .set('service-api-key', a.regularKey)
      .set('Idempotency-Key', 'mix-1')
      .send({ amount: 1 });
    expect(otherPath.status).toBe(422);
  });

  it('the same body with keys in another order is the same request', async () => {
    const first = await charge(a.regularKey, 'order-1', { amount: 3, delayMs: 0 });
    const again = await charge(a.regularKey, 'order-1', { delayMs: 0, amount: 3 });
    expect(again.body).toEqual(first.body);
  });

  it('keys are scoped per account: the same key from two accounts runs twice', async () => {
    const ra = await charge(a.regularKey, 'shared-key', { amount: 4 });
    const rb = await charge(b.regularKey, 'shared-key', { amount: 4 });
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(await count(b.accountId)).toBe(1);
  });

  it('stores nothing for a validation failure: the corrected retry with the same key runs', async () => {
    const bad = await charge(a.regularKey, 'val-1', { amount: 'x' });
    expect(bad.status).toBe(422);
    const good = await charge(a.regularKey, 'val-1', { amount: 8 });
    expect(good.status).toBe(200);
  });

  it('stores nothing for an authentication failure', async () => {
    const unauth = await charge('sk_live_nope', 'auth-1', { amount: 1 });
    expect(unauth.status).toBe(401);
    const rows = await ds.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'auth-1'`);
    expect(rows[0].n).toBe(0);
  });

  it('replays a business refusal (402) as it was', async () => {
    const first = await charge(a.regularKey, 'refuse-1', { amount: 99 });
    expect(first.status).toBe(402);
    const again = await charge(a.regularKey, 'refuse-1', { amount: 99 });
    expect(again.status).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('a 500 after the work committed is kept (never redone); a 500 before any work frees the key', async () => {
    const before = await count(a.accountId);
    const after = () =>
      http()
        .post('/live/v2/probe/crash-after-commit')
        .set('service-api-key', a.regularKey)
        .set('Idempotency-Key', 'crash-a')
        .send({});
    expect((await after()).status).toBe(500);
    expect((await after()).status).toBe(500);
    expect(await count(a.accountId)).toBe(before + 1);

    const early = () =>
      http()
        .post('/live/v2/probe/crash-before-commit')
        .set('service-api-key', a.regularKey)
        .set('Idempotency-Key', 'crash-b')
        .send({});
    expect((await early()).status).toBe(500);
    const rows = await ds.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'crash-b'`);
    expect(rows[0].n).toBe(0);
  });

  it('422 for a malformed key', async () => {
    for (const bad of ['', 'caf\u00e9', 'x'.repeat(256), 'tab\there']) {
      const res = await charge(a.regularKey, bad, { amount: 1 });
      expect({ bad, status: res.status }).toEqual({ bad, status: 422 });
    }
  });

  it('expires after 24 hours: the same key then runs again', async () => {
    const first = await charge(a.regularKey, 'exp-1', { amount: 6 });
    clock.advance(DAY + 1000);
    const later = await charge(a.regularKey, 'exp-1', { amount: 6 });
    expect(later.status).toBe(200);
    expect(later.body.body.chargeId).not.toBe(first.body.body.chargeId);
  });
});

describe('stored idempotent answers', () => {
  it('are sealed at rest (a secret shown once never sits in the table in clear)', async () => {
    const db = await createTestDatabase();
    const app = await createAppWithOverrides(
      testConfig(db.url),
      [{ provide: Clock, useValue: new MovableClock() }],
      [ProbeModule],
    );
    await app.init();
    const ds = app.get(DataSource);
    await ds.query(`CREATE TABLE probe_charges (id serial PRIMARY KEY, account_id uuid NOT NULL, amount int NOT NULL)`);
    const acc = await makeAccount(app);
    const first = await request(app.getHttpServer())
      .post('/live/v2/probe/charge')
      .set('service-api-key', acc.regularKey)
      .set('Idempotency-Key', 'sealed-1')
      .send({ amount: 42 });
    const rows: { response_body: string }[] = await ds.query(
      `SELECT response_body FROM idempotency_keys WHERE key = 'sealed-1'`,
    );
    expect(rows[0].response_body).toMatch(/^v1:/);
    expect(rows[0].response_body).not.toContain('chargeId');
    const replay = await request(app.getHttpServer())
      .post('/live/v2/probe/charge')
      .set('service-api-key', acc.regularKey)
      .set('Idempotency-Key', 'sealed-1')
      .send({ amount: 42 });
    expect(replay.body).toEqual(first.body);
    await app.close();
    await db.drop();
  });
});
