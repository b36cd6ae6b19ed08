// Two API instances sharing Redis enforce one limit together (SPEC 8).
import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createAppWithOverrides } from '../support/create-app';
import { Clock } from '../../src/platform/clock/clock';
import { createTestDatabase } from '../support/database';
import { makeAccount } from '../support/factories';
import { MovableClock } from '../support/movable-clock';
import { PingProbeModule } from '../support/probe.module';
import { testConfig } from '../support/test-app';

describe('rate limit across instances (e2e, Redis)', () => {
  const apps: INestApplication[] = [];
  const prefix = `rl${randomBytes(4).toString('hex')}`;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    // One clock for both instances, in the middle of a minute: two clocks frozen seconds apart at their
    // creation could fall in two windows (11 requests passed once when the machine was loaded).
    const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const clock = new MovableClock(midMinute);
    for (let i = 0; i < 2; i++) {
      const config = testConfig(db.url, { bull: true, env: { RATE_LIMIT_PER_MINUTE: '10', QUEUE_PREFIX: prefix } });
      const app = await createAppWithOverrides(config, [{ provide: Clock, useValue: clock }], [PingProbeModule]);
      await app.init();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it('20 requests alternating between two instances: exactly 10 pass', async () => {
    const account = await makeAccount(apps[0]);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await request(apps[i % 2].getHttpServer())
        .get('/live/v2/probe/ping')
        .set('service-api-key', account.regularKey);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('a refused key answers 429 with Remaining 0 and Reset = Retry-After on both instances', async () => {
    const account = await makeAccount(apps[0]);
    const ping = (i: number) =>
      request(apps[i % 2].getHttpServer())
        .get('/live/v2/probe/ping')
        .set('service-api-key', account.regularKey);
    for (let i = 0; i < 10; i++) expect((await ping(i)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await ping(i);
      expect(refused.status).toBe(429);
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });
});
