// Idempotency-Key scoped to the caller (issue 18.2) and covering an upload's file (issue 18.6):
// end user B replaying A's key and body gets an answer of its own, never A's (A's signed links),
// and the same key with another file is 422 like a changed body.
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { PROMPT_BODY } from '../support/designs';
import { solidPng } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

describe('idempotency per caller and per file (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let userA: string;
  let userB: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
    const login = async (id: string) =>
      `Bearer ${(await t.http().post(`${t.base}/enterprise/login-user`).set('service-api-key', a.adminKey).send({ abstractUserId: id })).body.body.accessToken}`;
    userA = await login('idem-a');
    userB = await login('idem-b');
  });
  afterAll(() => t.close());

  const design = (bearer: string | undefined, key: string) => {
    const req = t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('prefer', 'respond-async')
      .set('idempotency-key', key);
    if (bearer) req.set('authorization', bearer);
    return req.send(PROMPT_BODY);
  };

  it("user B sending A's key and body gets a request of its own, not A's answer", async () => {
    const first = await design(userA, 'shared-key-1');
    expect(first.status).toBe(202);
    const replayA = await design(userA, 'shared-key-1');
    expect(replayA.headers['idempotent-replayed']).toBe('true');
    expect(replayA.body.body.requestId).toBe(first.body.body.requestId);

    const b = await design(userB, 'shared-key-1');
    expect(b.status).toBe(202);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.body.requestId).not.toBe(first.body.body.requestId);
    expect(JSON.stringify(b.body)).not.toContain(first.body.body.requestId);
    // And the account's own key (no bearer) is a third caller.
    const own = await design(undefined, 'shared-key-1');
    expect(own.body.body.requestId).not.toBe(first.body.body.requestId);
    expect(own.body.body.requestId).not.toBe(b.body.body.requestId);
  });

  describe('multipart uploads', () => {
    const upload = (key: string, bytes: Buffer, filename = 'photo.png') =>
      t
        .http()
        .post(`${t.base}/general/medias`)
        .set('service-api-key', a.regularKey)
        .set('authorization', userA)
        .set('idempotency-key', key)
        .field('type', 'photo')
        .attach('file', bytes, filename);

    it('the same key with the same file replays; with another file it is 422', async () => {
      const red = await solidPng(40, 30, '#c00');
      const blue = await solidPng(40, 30, '#00c');
      const first = await upload('upload-key-1', red);
      expect(first.status).toBe(201);
      const again = await upload('upload-key-1', red);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.body.mId).toBe(first.body.body.mId);

      const rows = Number((await t.db.query(`SELECT count(*)::int AS n FROM media_assets`))[0].n);
      const other = await upload('upload-key-1', blue);
      expect(other.status).toBe(422);
      expect(other.body.body).toEqual({
        message: 'Idempotency key reused with a different request',
        code: 'invalid_input',
      });
      expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM media_assets`))[0].n)).toBe(rows);
    });
  });
});
