// The render pool's limits seen by a caller (issue 16.9): a render over DESIGN_RENDER_TIMEOUT_MS fails
// its request at once (not retried) with the generic message and a refund; a render thread that
// exits mid-render fails only its own job (retried, then failed and refunded), and the other
// requests, at the same time and after, complete. The pool is the real one (piscina) with a worker
// that misbehaves on pages titled HANG or EXIT.
import { join } from 'node:path';
import { DesignRenderPool } from '../../src/modules/rendering';
import { LazyRenderPool } from '../../src/modules/rendering/design-render-pool';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { ledgerOf, pollStatus, PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

const WORKER = join(__dirname, '..', '..', 'libs', 'design-engine', 'testing', 'misbehaving-render.worker.ts');
const GENERIC = 'The design could not be rendered';

describe('render pool limits (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  const pool = new LazyRenderPool({ size: 2, timeoutMs: 3000, workerFile: WORKER });

  const fromContent = (title: string) =>
    t
      .http()
      .post(`${t.base}/general/designs-from-content`)
      .set('service-api-key', a.regularKey)
      .set('prefer', 'respond-async')
      .send({ ...PROMPT_BODY, prompt: undefined, numOfVariants: 1, documentJson: [[{ type: 'title', value: title }]] });

  beforeAll(async () => {
    t = await startTestApp({
      env: { DESIGN_RETRY_DELAY_MS: '10' },
      overrides: [{ provide: DesignRenderPool as never, useValue: pool }],
    });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 50);
    await pool.warmUp();
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('fails a render over the time limit at once, with the generic message, refunded, while another request completes', async () => {
    const [hung, fine] = await Promise.all([fromContent('HANG'), fromContent('Open all week')]);
    expect([hung.status, fine.status]).toEqual([202, 202]);
    const failed = await pollStatus(t, a.regularKey, hung.body.body.requestId, (s) => s === 'failed', 120_000);
    expect(failed.error).toBe(GENERIC);
    expect(await ledgerOf(t, hung.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    // not retried: a render that ran too long would run as long again
    const [{ attempts }] = await t.db.query(`SELECT attempts FROM design_requests WHERE id = $1`, [
      hung.body.body.requestId,
    ]);
    expect(attempts).toBe(1);
    expect(
      (await pollStatus(t, a.regularKey, fine.body.body.requestId, (s) => s === 'completed', 120_000)).variants,
    ).toHaveLength(1);
  });

  it('fails only the job whose render thread exits; the others complete, and so does the next one', async () => {
    const [crash, fine] = await Promise.all([fromContent('EXIT'), fromContent('Fresh bread daily')]);
    const failed = await pollStatus(t, a.regularKey, crash.body.body.requestId, (s) => s === 'failed', 120_000);
    expect(failed.error).toBe(GENERIC);
    expect(await ledgerOf(t, crash.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    expect(
      (await pollStatus(t, a.regularKey, fine.body.body.requestId, (s) => s === 'completed', 120_000)).variants,
    ).toHaveLength(1);
    const next = await fromContent('New week, new menu');
    expect(
      (await pollStatus(t, a.regularKey, next.body.body.requestId, (s) => s === 'completed', 120_000)).variants,
    ).toHaveLength(1);
  });
});
