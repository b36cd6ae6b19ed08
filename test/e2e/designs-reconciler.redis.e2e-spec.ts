// The reconciler on Bull: a job the queue failed for good whose final-failure hook never ran (the
// worker that gave up on it, e.g. in its stalled-job check, was killed before the hook committed)
// leaves its request processing; enqueueing the same job id again does nothing in Bull, so the
// reconciler must fail and refund the request itself. Found by `npm run chaos:workers`.
import type { Job } from 'bull';
import { DesignReconcilerCron } from '../../src/modules/rendering';
import { BullJobQueue, JobQueue } from '../../src/platform/queue';
import { expectLedgerReconciled, grantCredits, makeAccount, TestAccount } from '../support/factories';
import { ledgerOf, pollStatus, PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('design reconciler on Bull (e2e, Redis)', () => {
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    // API only: no worker takes the jobs, the test plays the worker that died.
    t = await startTestApp({ bull: true, env: { APP_ROLE: 'api' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 10);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  const submit = async (): Promise<string> => {
    const res = await t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('prefer', 'respond-async')
      .send(PROMPT_BODY);
    expect(res.status).toBe(202);
    return res.body.body.requestId as string;
  };

  it('fails and refunds, once, a request whose job Bull failed for good; requeues one whose job is still waiting', async () => {
    const gaveUp = await submit();
    const waiting = await submit();
    // A worker took the first job and started it; then the queue gave up on it (as Bull's stalled
    // check does after a second dead worker) and the process died before the hook ran.
    const bull = (t.app.get(JobQueue) as BullJobQueue).raw('design-render');
    const job = (await bull.getNextJob()) as Job;
    expect(job.id).toBe(gaveUp);
    await job.discard();
    await job.moveToFailed({ message: 'job stalled more than allowable limit' }, true);
    await t.db.query(
      `UPDATE design_requests SET status = 'processing', started_at = enqueued_at, attempts = 2 WHERE id = $1`,
      [gaveUp],
    );

    const start = t.clock.now();
    t.clock.advance(MINUTE);
    try {
      expect(await t.app.get(DesignReconcilerCron).runOnce()).toEqual({ requeued: 1, failed: 1 });
      expect(await t.app.get(DesignReconcilerCron).runOnce()).toEqual({ requeued: 1, failed: 0 });
    } finally {
      t.clock.set(start);
    }

    const failed = await pollStatus(t, a.regularKey, gaveUp, () => true);
    // the stall is internal: the caller reads the fixed message (issue 18.1), the log has the reason
    expect(failed).toMatchObject({ status: 'failed', error: 'The design could not be rendered' });
    expect(await ledgerOf(t, gaveUp)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    expect((await pollStatus(t, a.regularKey, waiting, () => true)).status).toBe('queued');
    expect(await t.app.get(JobQueue).counts('design-render')).toMatchObject({ waiting: 1, active: 0 });
  });
});
