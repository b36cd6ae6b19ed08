// The quickstart of clients/typescript/README.md, as code that an e2e test runs against the real
// service (test/e2e/typescript-client.e2e-spec.ts): key -> login-user -> design -> poll -> webhook
// -> test event -> verify. Copy it and replace the keys and URLs with yours.
import { createDesignApiClient, verifyWebhook, waitForRequest } from '../src';

export interface QuickstartInput {
  baseUrl: string;
  /** An enterprise-admin key: administers end users. */
  adminKey: string;
  /** A regular key: makes designs. */
  regularKey: string;
  /** Where your webhook receiver listens. */
  webhookUrl: string;
  /** Your receiver's last request (here: a test double's), to verify. */
  lastDelivery: () => Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>;
  environment?: string;
}

export async function quickstart(input: QuickstartInput) {
  const { baseUrl, environment } = input;

  // 1. An end user of your account (created on first sight) and their access token.
  const admin = createDesignApiClient({ baseUrl, apiKey: input.adminKey, environment });
  const login = await admin.POST('/live/v2/enterprise/login-user', { body: { abstractUserId: 'quickstart-user-1' } });
  if (!login.data) throw new Error(`login-user: ${JSON.stringify(login.error)}`);
  const accessToken = login.data.body.accessToken;

  // 2. Designs from a prompt, on that user's behalf (key + bearer), answered at once (202) and polled.
  const api = createDesignApiClient({ baseUrl, apiKey: input.regularKey, accessToken, environment });
  const created = await api.POST('/live/v2/general/designs-from-prompt', {
    body: {
      prompt: 'Summer sale at Stride: 30% off all sandals until Sunday',
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
      numOfVariants: 1,
      metadata: { orderId: 'A-1042' },
    },
    headers: { Prefer: 'respond-async' },
  });
  if (!created.data) throw new Error(`designs-from-prompt: ${JSON.stringify(created.error)}`);
  const done = await waitForRequest(api, created.data.body.requestId, { intervalMs: 200, timeoutMs: 60_000 });

  // 3. A webhook for the next designs; a signed test event now, verified as a receiver would.
  const hook = await api.POST('/live/v2/general/webhooks', { body: { url: input.webhookUrl } });
  if (!hook.data) throw new Error(`webhooks: ${JSON.stringify(hook.error)}`);
  const test = await api.POST('/live/v2/general/webhooks/{webhookId}/test', {
    params: { path: { webhookId: hook.data.body.webhookId } },
  });
  if (!test.data) throw new Error(`webhook test: ${JSON.stringify(test.error)}`);
  const delivery = await input.lastDelivery();
  const payload = verifyWebhook(hook.data.body.secret, delivery.headers, delivery.body);

  const hooks = await api.GET('/live/v2/general/webhooks', { params: { query: { limit: 10 } } });
  if (!hooks.data) throw new Error(`list webhooks: ${JSON.stringify(hooks.error)}`);

  return {
    accessToken,
    createdStatus: created.response.status,
    location: created.response.headers.get('location'),
    done,
    test: test.data.body,
    payload,
    webhooks: hooks.data.body.items,
  };
}
