// Durable domain events: written with their cause, re-emitted after a failed listener or a crash,
// and harmless when they come again late (listeners align with the current state).
import { Injectable, Module } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../src/platform/database';
import { EventMap, OnDomainEvent, OutboxDispatcherCron } from '../../src/platform/events';
import { makeAccount, makePlans } from '../support/factories';
import { solidPng } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

/** A listener declared the way the modules declare theirs, which fails when told to. */
@Injectable()
class FlakyPurgeListener {
  failuresLeft = 0;
  readonly seen: string[] = [];

  @OnDomainEvent('user.purged')
  async onPurged(event: EventMap['user.purged']): Promise<void> {
    if (this.failuresLeft-- > 0) throw new Error('listener down');
    this.seen.push(event.userId);
  }
}

@Module({ providers: [FlakyPurgeListener] })
class FlakyListenerModule {}

describe('durable domain events (outbox)', () => {
  let t: TestApp;
  const outbox = async () =>
    (await t.db.query(`SELECT name, attempts FROM event_outbox ORDER BY id`)) as { name: string; attempts: number }[];
  const who = () => ({ accountId: randomUUID(), userId: randomUUID(), workspaceId: randomUUID(), abstractUserId: 'x' });

  beforeAll(async () => (t = await startTestApp({ imports: [FlakyListenerModule] })));
  afterAll(() => t.close());
  beforeEach(() => t.db.query(`DELETE FROM event_outbox`));

  it('keeps a durable event until every listener handled it, and never writes other events', async () => {
    let failuresLeft = 1;
    const seen: string[] = [];
    const bus = t.app.get(EventEmitter2);
    const listener = async (p: { userId: string }) => {
      if (failuresLeft-- > 0) throw new Error('listener down');
      seen.push(p.userId);
    };
    bus.on('user.purged', listener, { async: true, promisify: true });
    try {
      const event = who();
      await t.app.get(UnitOfWork).run(async (tx) => {
        tx.afterCommit('user.purged', event);
        tx.afterCommit('credits.granted', { accountId: event.accountId, amount: 1, balanceAfter: 1 });
      });
      expect(await outbox()).toEqual([{ name: 'user.purged', attempts: 0 }]);
      expect(await t.app.get(OutboxDispatcherCron).runOnce(0)).toBe(1);
      expect(seen).toEqual([event.userId]);
      expect(await outbox()).toEqual([]);
    } finally {
      bus.off('user.purged', listener);
    }
  });

  it('keeps a durable event whose @OnDomainEvent listener failed, and the dispatcher delivers it later', async () => {
    const flaky = t.app.get(FlakyPurgeListener);
    flaky.failuresLeft = 1;
    const event = who();
    await t.app.get(UnitOfWork).run(async (tx) => tx.afterCommit('user.purged', event));
    expect(await outbox()).toEqual([{ name: 'user.purged', attempts: 0 }]);
    expect(flaky.seen).not.toContain(event.userId);

    expect(await t.app.get(OutboxDispatcherCron).runOnce(0)).toBe(1);
    expect(flaky.seen).toContain(event.userId);
    expect(await outbox()).toEqual([]);
  });

  it('of many durable events in one transaction, keeps exactly those whose listener failed', async () => {
    const events = Array.from({ length: 50 }, () => who());
    const failing = new Set<string>([events[0].userId, events[17].userId, events[49].userId]);
    const bus = t.app.get(EventEmitter2);
    const listener = async (p: { userId: string }) => {
      if (failing.has(p.userId)) throw new Error('listener down');
    };
    bus.on('user.purged', listener, { async: true, promisify: true });
    try {
      await t.app.get(UnitOfWork).run(async (tx) => {
        for (const e of events) tx.afterCommit('user.purged', e);
      });
      const left: { userId: string }[] = (await t.db.query(`SELECT payload FROM event_outbox ORDER BY id`)).map(
        (r: { payload: { userId: string } }) => r.payload,
      );
      expect(left.map((p) => p.userId)).toEqual([events[0].userId, events[17].userId, events[49].userId]);
    } finally {
      bus.off('user.purged', listener);
    }
  });

  it('drops a durable event with its transaction when it rolls back', async () => {
    await expect(
      t.app.get(UnitOfWork).run(async (tx) => {
        tx.afterCommit('user.purged', who());
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await outbox()).toEqual([]);
  });

  it('delivers what a crashed process committed but never dispatched', async () => {
    const a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'crashy' });
    const bearer = `Bearer ${login.body.body.accessToken}`;
    const up = await t
      .http()
      .post(`${t.base}/general/medias`)
      .set('service-api-key', a.regularKey)
      .set('authorization', bearer)
      .attach('file', await solidPng(), 'x.png');
    const assetPath = new URL(up.body.body.url).pathname;
    const userId = JSON.parse(Buffer.from(login.body.body.accessToken.split('.')[1], 'base64url').toString()).sub;

    // The deletion committed (user row and outbox row) but the process died before its listeners ran.
    await t.db.query(`UPDATE users SET status = 'deleted', deleted_at = now() WHERE id = $1`, [userId]);
    await t.db.query(`INSERT INTO event_outbox (name, payload) VALUES ('user.deleted', $1)`, [
      JSON.stringify({
        accountId: a.accountId,
        userId,
        workspaceId: login.body.body.workspaceId,
        deletedAt: new Date().toISOString(),
      }),
    ]);
    expect((await t.http().get(assetPath)).status).toBe(200);
    await t.app.get(OutboxDispatcherCron).runOnce(0);
    expect((await t.http().get(assetPath)).status).toBe(404);
    expect(await outbox()).toEqual([]);

    // Reactivated for real; then a stale copy of the deletion comes again: nothing is hidden.
    await t
      .http()
      .post(`${t.base}/enterprise/reactivate-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'crashy' })
      .expect(200);
    expect((await t.http().get(assetPath)).status).toBe(200);
    await t.db.query(`INSERT INTO event_outbox (name, payload) VALUES ('user.deleted', $1)`, [
      JSON.stringify({
        accountId: a.accountId,
        userId,
        workspaceId: login.body.body.workspaceId,
        deletedAt: new Date().toISOString(),
      }),
    ]);
    await t.app.get(OutboxDispatcherCron).runOnce(0);
    expect((await t.http().get(assetPath)).status).toBe(200);
  });
});
