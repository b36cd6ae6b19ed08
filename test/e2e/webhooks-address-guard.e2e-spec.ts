// Webhook URLs go through the address guard twice: at registration (resolved then) and at every
// delivery (resolved again at connect time). DNS answers come from a fake resolver the test
// changes; a canary listener on loopback proves that no refused attempt ever connected.
import { LookupAddress } from 'node:dns';
import { createServer, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { SafeHttpClient } from '../../src/platform/outbound/safe-http-client';
import { makeAccount, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually, recordEvent, requestStatus, WebhookReceiver } from '../support/webhooks';

function listen(server: Server): Promise<number> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));
}

describe('webhooks and the address guard (e2e)', () => {
  let t: TestApp;
  let account: TestAccount;
  let client: SafeHttpClient;
  const receiver = new WebhookReceiver();
  let canaryConnections = 0;
  const canary = createServer((_req, res) => res.end('canary'));
  canary.on('connection', (s: Socket) => {
    canaryConnections++;
    s.destroy();
  });
  let canaryPort = 0;

  const loopback: LookupAddress[] = [{ address: '127.0.0.1', family: 4 }];
  const dns: Record<string, LookupAddress[]> = {
    'receiver.test': loopback,
    'inward.test': loopback,
    'canary.test': loopback,
  };
  // Hosts exempt from the guard, as MEDIA_FETCH_ALLOW_HOSTS would list them; tests edit it as an operator would.
  const allowHosts = ['receiver.test'];

  beforeAll(async () => {
    canaryPort = await listen(canary);
    await receiver.start();
    client = new SafeHttpClient({ allowHosts, allowedPorts: [80, 443, canaryPort] }, (host, cb) => {
      const found = dns[host];
      if (found) cb(null, found);
      else cb(Object.assign(new Error(`${host} not found`), { code: 'ENOTFOUND' }), []);
    });
    t = await startTestApp({
      env: { WEBHOOK_RETRY_DELAYS_MS: '20,20,20,20,20,20' },
      overrides: [{ provide: SafeHttpClient as never, useValue: client }],
    });
    account = await makeAccount(t.app);
  });

  afterAll(async () => {
    await t.close();
    await client.onModuleDestroy().catch(() => undefined);
    await receiver.stop();
    canary.close();
  });

  const register = (url: string) =>
    t.http().post(`${t.base}/general/webhooks`).set('service-api-key', account.regularKey).send({ url });
  const deliveries = (id: string) =>
    t.http().get(`${t.base}/general/webhooks/${id}/deliveries`).set('service-api-key', account.regularKey);

  async function finalDelivery(webhookId: string) {
    let item: { status: string; attempts: { outcome: string; error: string | null }[] } | undefined;
    await eventually(
      async () => {
        item = (await deliveries(webhookId)).body.body.items[0];
        return item?.status === 'failed';
      },
      20000,
      () => `delivery is ${JSON.stringify(item)}`,
    );
    return item as NonNullable<typeof item>;
  }

  it('refuses private, loopback and inward-resolving URLs at registration, without connecting', async () => {
    const refused: [string, string][] = [
      ['http://10.0.0.1/x', 'address is not public'],
      ['http://192.168.1.10/x', 'address is not public'],
      [`http://127.0.0.1:${canaryPort}/x`, 'address is not public'],
      ['http://[::1]/x', 'address is not public'],
      ['http://localhost/x', 'address is not public'],
      [`http://inward.test:${canaryPort}/x`, 'address is not public'],
      ['http://inward.test/x', 'address is not public'],
      ['http://nowhere.test/x', 'host does not resolve'],
      [`http://receiver.test.evil.test:${canaryPort}/x`, 'host does not resolve'],
    ];
    for (const [url, reason] of refused) {
      const res = await register(url);
      expect({ url, status: res.status, body: res.body.body }).toEqual({
        url,
        status: 422,
        body: { message: 'Invalid input', code: 'invalid_input', errors: [{ field: 'url', message: reason }] },
      });
    }
    expect(canaryConnections).toBe(0);
  });

  it('delivers to an allow-listed host (the control for the refusals below)', async () => {
    const res = await register(receiver.url('/control').replace('127.0.0.1', 'receiver.test'));
    expect(res.status).toBe(201);
    await recordEvent(t.app, {
      accountId: account.accountId,
      userId: null,
      type: 'design.completed',
      data: requestStatus(),
    });
    await receiver.waitFor('/control', 1);
  });

  it('a host whose DNS turned inward after registration is refused at every delivery attempt', async () => {
    dns['moving.test'] = [{ address: '93.184.216.34', family: 4 }];
    const res = await register(`http://moving.test:${canaryPort}/hook`);
    expect(res.status).toBe(201);
    // Nothing was sent while it pointed outward: the first event comes after the change.
    dns['moving.test'] = loopback;
    await recordEvent(t.app, {
      accountId: account.accountId,
      userId: null,
      type: 'design.completed',
      data: requestStatus(),
    });
    const delivery = await finalDelivery(res.body.body.webhookId);
    expect(delivery.attempts).toHaveLength(7);
    for (const attempt of delivery.attempts)
      expect(attempt).toMatchObject({
        outcome: 'failed',
        statusCode: null,
        error: 'moving.test resolves to a non-public address',
      });
    expect(canaryConnections).toBe(0);
  });

  it('a host taken off the allow-list after registration is refused at delivery', async () => {
    const res = await register(`http://canary.test:${canaryPort}/hook`);
    expect(res.status).toBe(422);
    allowHosts.push('canary.test');
    try {
      const ok = await register(`http://canary.test:${canaryPort}/hook`);
      expect(ok.status).toBe(201);
      allowHosts.splice(allowHosts.indexOf('canary.test'), 1);
      await recordEvent(t.app, {
        accountId: account.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const delivery = await finalDelivery(ok.body.body.webhookId);
      for (const attempt of delivery.attempts)
        expect(attempt).toMatchObject({ outcome: 'failed', error: 'canary.test resolves to a non-public address' });
    } finally {
      if (allowHosts.includes('canary.test')) allowHosts.splice(allowHosts.indexOf('canary.test'), 1);
    }
    expect(canaryConnections).toBe(0);
  });
});
