// The typed client (clients/typescript) against the real service over HTTP: the quickstart's code
// as a new user would run it (login-user, a design from a prompt polled to the end, a webhook,
// a signed test event verified, the webhook list), and the client's own helpers.
import { AddressInfo } from 'node:net';
import { quickstart } from '../../clients/typescript/examples/quickstart';
import { createDesignApiClient, verifyWebhook, WebhookVerificationError } from '../../clients/typescript/src';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhooks';

describe('TypeScript client (e2e)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: TestAccount;
  let baseUrl: string;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('runs the quickstart: a design polled to completed, a webhook test event that verifies, the webhook listed', async () => {
    const out = await quickstart({
      baseUrl,
      adminKey: a.adminKey,
      regularKey: a.regularKey,
      webhookUrl: receiver.url('/quickstart'),
      lastDelivery: async () => (await receiver.waitFor('/quickstart', 1)).at(-1) as never,
      environment: t.base.split('/')[1],
    });
    expect(out.accessToken).toEqual(expect.any(String));
    expect(out.createdStatus).toBe(202);
    expect(out.location).toContain(`/general/request-status/${out.done.requestId}`);
    expect(out.done).toMatchObject({ status: 'completed', metadata: { orderId: 'A-1042' } });
    expect(out.done.variants).toHaveLength(1);
    expect(out.test).toMatchObject({ delivered: true, statusCode: 200, eventType: 'design.completed' });
    expect(out.payload).toMatchObject({ type: 'design.completed', data: { test: true, status: 'completed' } });
    expect(out.webhooks.map((w) => w.url)).toEqual([receiver.url('/quickstart')]);
  });

  it('sends the key (and the bearer) on every call; a wrong key gets the 401 envelope as `error`', async () => {
    const bad = createDesignApiClient({ baseUrl, apiKey: 'sk_live_nope_nope', environment: t.base.split('/')[1] });
    const res = await bad.GET('/live/v2/general/webhooks', {});
    expect(res.response.status).toBe(401);
    expect(res.data).toBeUndefined();
    expect(res.error).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });

  it('verifyWebhook refuses a tampered body, another secret and an old timestamp', async () => {
    const api = createDesignApiClient({ baseUrl, apiKey: a.regularKey, environment: t.base.split('/')[1] });
    const hook = await api.POST('/live/v2/general/webhooks', { body: { url: receiver.url('/verify') } });
    const secret = hook.data?.body.secret as string;
    await api.POST('/live/v2/general/webhooks/{webhookId}/test', {
      params: { path: { webhookId: hook.data?.body.webhookId as string } },
    });
    const [delivery] = await receiver.waitFor('/verify', 1);
    expect(verifyWebhook(secret, delivery.headers, delivery.body).type).toBe('design.completed');
    expect(() => verifyWebhook(secret, delivery.headers, delivery.body.replace('completed', 'failed'))).toThrow(
      WebhookVerificationError,
    );
    expect(() =>
      verifyWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, delivery.headers, delivery.body),
    ).toThrow(WebhookVerificationError);
    expect(() =>
      verifyWebhook(secret, delivery.headers, delivery.body, { now: new Date(Date.now() + 10 * 60_000) }),
    ).toThrow('timestamp');
  });
});
