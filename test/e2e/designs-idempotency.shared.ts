// Idempotency-Key on the paid generation endpoint (SPEC 7, issue 8): one request, one debit, one job
// however many copies race or retry; keys are per account. Shared by the in-process and Bull suites.
import { expectLedgerReconciled, grantCredits, makeAccount, TestAccount } from '../support/factories';
import { pollStatus, PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

export function describeDesignIdempotency(options: { bull: boolean }): void {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  const body = { ...PROMPT_BODY, numOfVariants: 2 };
  const send = (key: string, idem: string, prefer = 'respond-async') =>
    t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', key)
      .set('Idempotency-Key', idem)
      .set('prefer', prefer)
      .send(body);
  const counts = async (accountId: string) =>
    (
      await t.db.query(
        `SELECT (SELECT count(*)::int FROM design_requests WHERE account_id = $1) AS requests,
                (SELECT count(*)::int FROM credit_ledger WHERE account_id = $1 AND kind = 'debit') AS debits`,
        [accountId],
      )
    )[0] as { requests: number; debits: number };

  beforeAll(async () => {
    t = await startTestApp({ bull: options.bull });
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 100);
    await grantCredits(t.app, b.accountId, 100);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('50 parallel copies with one key: one request, one debit, one set of variants; the others 409 or the same body', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(a.regularKey, 'race-1')));
    const accepted = answers.filter((r) => r.status === 202);
    const busy = answers.filter((r) => r.status === 409);
    expect(accepted.length + busy.length).toBe(50);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((r) => JSON.stringify(r.body))).size).toBe(1);
    for (const r of busy) expect(r.body.body.message).toBe('A request with this idempotency key is in progress');
    expect(await counts(a.accountId)).toEqual({ requests: 1, debits: 1 });

    const done = await pollStatus(t, a.regularKey, accepted[0].body.body.requestId, (s) => s === 'completed');
    expect(done.variants).toHaveLength(2);
    const variants = await t.db.query(`SELECT count(*)::int AS n FROM design_variants WHERE account_id = $1`, [
      a.accountId,
    ]);
    expect(variants[0].n).toBe(2);
  });

  it('100 sequential retries return the first status and body, and do nothing again', async () => {
    const first = await send(a.regularKey, 'retry-1', 'wait');
    expect(first.status).toBe(200);
    const before = await counts(a.accountId);
    for (let i = 0; i < 100; i++) {
      const again = await send(a.regularKey, 'retry-1', 'wait');
      expect({ i, status: again.status, body: again.body }).toEqual({ i, status: first.status, body: first.body });
    }
    expect(await counts(a.accountId)).toEqual(before);
  });

  it('the same key from two accounts runs twice, independently', async () => {
    const ra = await send(a.regularKey, 'shared-key');
    const rb = await send(b.regularKey, 'shared-key');
    expect([ra.status, rb.status]).toEqual([202, 202]);
    expect(ra.body.body.requestId).not.toBe(rb.body.body.requestId);
    expect((await counts(b.accountId)).requests).toBe(1);
    await pollStatus(t, a.regularKey, ra.body.body.requestId, (s) => s === 'completed');
    await pollStatus(t, b.regularKey, rb.body.body.requestId, (s) => s === 'completed');
  });
}
