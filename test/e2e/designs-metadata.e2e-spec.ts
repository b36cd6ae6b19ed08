// `metadata` on design requests (SPEC 6.3): the caller's own strings, echoed unchanged in the
// answer, the request status, the design, the design list and the webhook payload; refused (422,
// field `metadata`) when it is not a small map of strings.
import { Webhook } from 'standardwebhooks';
import { grantCredits, makeAccount, TestAccount } from '../support/factories';
import { PROMPT_BODY, pollStatus } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhooks';

describe('design request metadata (e2e)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: TestAccount;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  // respond-async: the answer (202) carries the fields too, whatever the machine's load.
  const post = (path: string, body: object) =>
    t
      .http()
      .post(`${t.base}/general/${path}`)
      .set('service-api-key', a.regularKey)
      .set('prefer', 'respond-async')
      .send(body);
  const requests = async () =>
    (await t.db.query(`SELECT count(*)::int AS n FROM design_requests WHERE account_id = $1`, [a.accountId]))[0]
      .n as number;
  const get = (path: string) => t.http().get(`${t.base}/general/${path}`).set('service-api-key', a.regularKey);

  it('echoes metadata in the answer, the status, the design, the list and the webhook payload', async () => {
    const hook = await post('webhooks', { url: receiver.url('/meta'), events: ['design.completed'] });
    const metadata = { orderId: 'A-1042', 'campaign/2026': 'été ☀', empty: '' };
    const res = await post('designs-from-prompt', { ...PROMPT_BODY, metadata });
    expect(res.status).toBe(202);
    expect(res.body.body.metadata).toEqual(metadata);
    const { requestId, designId } = res.body.body;
    expect((await pollStatus(t, a.regularKey, requestId, (s) => s === 'completed')).metadata).toEqual(metadata);
    expect((await get(`designs/${designId}`)).body.body.metadata).toEqual(metadata);
    const listed = (await get('designs')).body.body.items.find((d: { designId: string }) => d.designId === designId);
    expect(listed.metadata).toEqual(metadata);

    const [delivery] = await receiver.waitFor('/meta', 1);
    const payload = new Webhook(hook.body.body.secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as { data: { metadata: unknown; requestId: string } };
    expect(payload.data).toMatchObject({ requestId, metadata });
  });

  it('answers {} when none was sent, and designs-from-content takes it too', async () => {
    const plain = await post('designs-from-prompt', PROMPT_BODY);
    expect(plain.body.body.metadata).toEqual({});
    const content = await post('designs-from-content', {
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
      numOfVariants: 1,
      documentJson: [[{ type: 'title', value: 'Autumn tasting' }]],
      metadata: { ref: 'content-1' },
    });
    expect(content.status).toBe(202);
    expect((await pollStatus(t, a.regularKey, content.body.body.requestId, (s) => s === 'completed')).metadata).toEqual(
      { ref: 'content-1' },
    );
  });

  it('422 on field `metadata` for anything but at most 20 strings with keys 1..40 and values up to 500; nothing debited', async () => {
    const before = await requests();
    const bad: unknown[] = [
      'order-1',
      ['a'],
      { n: 1 },
      { nested: { a: 'b' } },
      { '': 'empty key' },
      { ['k'.repeat(41)]: 'long key' },
      { long: 'v'.repeat(501) },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
    ];
    for (const metadata of bad) {
      const res = await post('designs-from-prompt', { ...PROMPT_BODY, metadata });
      expect({
        metadata,
        status: res.status,
        fields: res.body.body.errors?.map((e: { field: string }) => e.field),
      }).toEqual({ metadata, status: 422, fields: ['metadata'] });
    }
    // At the limits: accepted.
    const limits = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`.padEnd(40, 'k'), 'v'.repeat(500)]));
    expect((await post('designs-from-prompt', { ...PROMPT_BODY, metadata: limits })).body.body.metadata).toEqual(
      limits,
    );
    expect(await requests()).toBe(before + 1);
  });
});
