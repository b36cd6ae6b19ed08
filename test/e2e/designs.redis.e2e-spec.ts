// Design requests on Bull (Redis) as production runs them: the API waiting on a worker (the same
// app, or another process woken through PostgreSQL LISTEN/NOTIFY), retries, a forced failure
// refunded once, and a worker process SIGKILLed in the middle of a job.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { scenePhoto } from '../../libs/design-engine/testing/fixtures';
import { DesignRenderPool } from '../../src/modules/rendering';
import { BullJobQueue, JobQueue } from '../../src/platform/queue';
import { expectLedgerReconciled, grantCredits, makeAccount, TestAccount } from '../support/factories';
import {
  EVERY_BLOCK_PAGE,
  FailingRenderPool,
  FakeMediaHost,
  getAppUrl,
  imageInfo,
  ledgerOf,
  pollStatus,
  PROMPT_BODY,
  smallestDistance,
} from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/webhooks';
import { spawnWorker, WorkerProcess, workerEnv } from '../support/worker-process';

const post = (t: TestApp, key: string, path: string, body: unknown) =>
  t
    .http()
    .post(`${t.base}/general/${path}`)
    .set('service-api-key', key)
    .send(body as object);

describe('designs on Bull (e2e, Redis)', () => {
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ bull: true });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('runs on Bull', () => {
    expect(t.app.get(JobQueue)).toBeInstanceOf(BullJobQueue);
  });

  it.each([
    ['jpg', 'displayAds', 'displayAds-half-page-ad', 300, 600, 'jpeg'],
    ['png', 'socialMedia', 'socialMedia-instagram-story', 1080, 1920, 'png'],
  ])(
    "answers 200 with %s variants of the format's exact size",
    async (format, type, subtype, width, height, decoded) => {
      const res = await post(t, a.regularKey, 'designs-from-prompt', {
        ...PROMPT_BODY,
        type,
        subtype,
        outputFormat: [format],
        numOfVariants: 2,
      });
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      expect(res.body.body.variants).toHaveLength(2);
      for (const v of res.body.body.variants) {
        expect([v.format, v.width, v.height]).toEqual([format, width, height]);
        expect(await imageInfo((await getAppUrl(t, v.url)).body)).toEqual({ format: decoded, width, height });
      }
      expect(await ledgerOf(t, res.body.body.requestId)).toEqual([{ kind: 'debit', amount: -2 }]);
    },
  );

  it('answers 202 with respond-async, then polling reaches completed', async () => {
    const res = await post(t, a.regularKey, 'designs-from-prompt', PROMPT_BODY).set('prefer', 'respond-async');
    expect(res.status).toBe(202);
    expect(['queued', 'processing']).toContain(res.body.body.status);
    const done = await pollStatus(t, a.regularKey, res.body.body.requestId, (s) => s === 'completed');
    expect(done.variants).toHaveLength(1);
  });

  it('designs-from-content with every block type', async () => {
    const res = await post(t, a.regularKey, 'designs-from-content', {
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
      numOfVariants: 1,
      documentJson: [EVERY_BLOCK_PAGE],
    });
    expect(res.status).toBe(200);
    expect(res.body.body.status).toBe('completed');
    const design = await t
      .http()
      .get(`${t.base}/general/designs/${res.body.body.designId}`)
      .set('service-api-key', a.regularKey);
    expect(design.body.body.title).toBe('Autumn coffee tasting');
  });

  it('4 variants that differ', async () => {
    const res = await post(t, a.regularKey, 'designs-from-prompt', { ...PROMPT_BODY, numOfVariants: 4 });
    expect(res.body.body.status).toBe('completed');
    const images = await Promise.all(
      res.body.body.variants.map(async (v: { url: string }) => (await getAppUrl(t, v.url)).body as Buffer),
    );
    expect(await smallestDistance(images)).toBeGreaterThan(4);
  });
});

describe('designs on Bull: a render that always fails (e2e, Redis)', () => {
  let t: TestApp;
  let a: TestAccount;
  const pool = new FailingRenderPool();

  beforeAll(async () => {
    t = await startTestApp({
      bull: true,
      env: { DESIGN_RETRY_DELAY_MS: '20' },
      overrides: [{ provide: DesignRenderPool as never, useValue: pool }],
    });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 10);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('is retried by Bull, then failed and refunded exactly once', async () => {
    const res = await post(t, a.regularKey, 'designs-from-prompt', PROMPT_BODY);
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({ status: 'failed', error: 'The design could not be rendered' });
    expect(pool.calls).toBe(3);
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    const status = await t
      .http()
      .get(`${t.base}/general/request-status/${res.body.body.requestId}`)
      .set('service-api-key', a.regularKey);
    expect(status.body.body.status).toBe('failed');
  });
});

describe('designs with a separate worker process killed mid-job (e2e, Redis)', () => {
  let t: TestApp;
  let a: TestAccount;
  let host: FakeMediaHost;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    host = await new FakeMediaHost({ '/slow.jpg': { type: 'image/jpeg', body: await scenePhoto(640, 480) } }).start();
    // The API alone: every job runs in a worker child process.
    t = await startTestApp({ bull: true, env: { APP_ROLE: 'api', MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 20);
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await expectLedgerReconciled(t.app);
    await t.close();
    await host.stop();
  });

  const startWorker = () => {
    // Short Bull lock and stalled check, so a dead worker's job is taken over in seconds.
    const w = spawnWorker(
      workerEnv(t.config, t.database.url, { QUEUE_LOCK_DURATION_MS: '2000', QUEUE_STALLED_INTERVAL_MS: '1000' }),
    );
    workers.push(w);
    return w;
  };

  it('completes the request once after a new worker takes the job over: one set of images, one debit', async () => {
    host.delayMs = 120_000;
    const first = startWorker();
    await first.ready;
    const res = await post(t, a.regularKey, 'designs-from-prompt', {
      ...PROMPT_BODY,
      numOfVariants: 2,
      medias: [{ url: host.url('/slow.jpg') }],
    }).set('prefer', 'respond-async');
    expect(res.status).toBe(202);
    const { requestId, designId } = res.body.body;

    // The worker is in the middle of the job (fetching the slow media) when it dies.
    await eventually(
      () => host.requests.includes('/slow.jpg'),
      60000,
      () => `the worker never fetched the media:\n${first.output().slice(-3000)}`,
    );
    expect((await pollStatus(t, a.regularKey, requestId, () => true)).status).toBe('processing');
    await first.kill('SIGKILL');

    host.delayMs = 0;
    const second = startWorker();
    await second.ready;
    const done = await pollStatus(t, a.regularKey, requestId, (s) => s === 'completed' || s === 'failed', 90000);
    expect(done.status).toBe('completed');
    expect(done.variants).toHaveLength(2);
    expect(done.warnings.join('\n')).not.toMatch(/medias\[0\]/);

    const rows = await t.db.query(`SELECT status, attempts FROM design_requests WHERE id = $1`, [requestId]);
    expect(rows).toEqual([{ status: 'completed', attempts: 2 }]);
    expect(
      Number(
        (await t.db.query(`SELECT count(*)::int AS n FROM design_variants WHERE request_id = $1`, [requestId]))[0].n,
      ),
    ).toBe(2);
    const files = readdirSync(join(t.config.storage.dir, 'designs', a.accountId, designId))
      .filter((f) => !f.endsWith('.meta'))
      .sort();
    expect(files).toEqual(['0.jpg', '1.jpg']);
    expect(await ledgerOf(t, requestId)).toEqual([{ kind: 'debit', amount: -2 }]);
    for (const v of done.variants)
      expect(await imageInfo((await getAppUrl(t, v.url)).body)).toEqual({ format: 'jpeg', width: 1080, height: 1080 });

    // The API process waits for a job another process runs (LISTEN/NOTIFY): a plain request is answered 200.
    const sync = await post(t, a.regularKey, 'designs-from-prompt', PROMPT_BODY);
    expect(sync.status).toBe(200);
    expect(sync.body.body.status).toBe('completed');
  }, 240_000);
});
