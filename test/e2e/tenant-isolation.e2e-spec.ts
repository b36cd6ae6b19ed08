// Tenant isolation as a property (issue 9): for every route that takes an id, in its path or as
// the abstractUserId of its body, a key of account B asking about account A's resource gets exactly
// what it gets for an id that does not exist, and A's resource is left as it was. The routes come
// from the OpenAPI document: an id parameter with no factory below fails the test, so a new route
// cannot be forgotten.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { solidPng } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';
import { recordEvent, requestStatus, WebhookReceiver } from '../support/webhooks';

const RUNS = Number(process.env.ISOLATION_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** A tenant with one of every kind of resource, on both key prefixes. */
interface Tenant {
  enterprise: TestAccount;
  superuser: TestAccount;
  ids: Record<string, string[]>;
}

/** Body-id routes: a valid body around the id (the id is what differs between the two calls). */
const BODY_ROUTES: Record<string, (id: string) => object> = {
  'update-user-plan': (id) => ({ abstractUserId: id, planId: 'pro' }),
  'delete-user': (id) => ({ abstractUserId: id }),
  'reactivate-user': (id) => ({ abstractUserId: id }),
  'set-user-credit-limit': (id) => ({ abstractUserId: id, creditLimit: 5 }),
  'login-user': () => ({}), // creates per account by design: not an isolation question (see below)
};

describe(`tenant isolation (seed ${SEED}; replay with FUZZ_SEED=${SEED})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: Tenant;
  let b: Tenant;

  const admin = (tenant: Tenant, path: string) => (path.includes('/super/') ? tenant.superuser : tenant.enterprise);

  async function makeTenant(): Promise<Tenant> {
    const tenant: Tenant = {
      enterprise: await makeAccount(t.app),
      superuser: await makeAccount(t.app, { kind: 'superuser' }),
      ids: {},
    };
    const users: string[] = [];
    for (const account of [tenant.enterprise, tenant.superuser]) {
      await makePlans(t.app, account.accountId);
      await grantCredits(t.app, account.accountId, 100);
    }
    for (let i = 0; i < 3; i++) {
      const id = `user-${randomUUID().slice(0, 8)}`;
      await t
        .http()
        .post(`${t.base}/enterprise/login-user`)
        .set('service-api-key', tenant.enterprise.adminKey)
        .send({ abstractUserId: id })
        .expect(200);
      await t
        .http()
        .post(`${t.base}/super/login-user`)
        .set('service-api-key', tenant.superuser.adminKey)
        .send({ abstractUserId: id })
        .expect(200);
      users.push(id);
    }
    tenant.ids.abstractUserId = users;
    const media: string[] = [];
    for (let i = 0; i < 2; i++) {
      const up = await t
        .http()
        .post(`${t.base}/general/medias`)
        .set('service-api-key', tenant.enterprise.regularKey)
        .attach('file', await solidPng(20 + i, 20), 'x.png');
      media.push(up.body.body.mId);
    }
    tenant.ids.mId = media;
    const hook = await t
      .http()
      .post(`${t.base}/general/webhooks`)
      .set('service-api-key', tenant.enterprise.regularKey)
      .send({ url: receiver.url('/hook') });
    tenant.ids.webhookId = [hook.body.body.webhookId];
    await recordEvent(t.app, {
      accountId: tenant.enterprise.accountId,
      userId: null,
      type: 'design.completed',
      data: requestStatus(),
    });
    const deliveries: { id: string }[] = await t.db.query(`SELECT id FROM webhook_deliveries WHERE webhook_id = $1`, [
      hook.body.body.webhookId,
    ]);
    tenant.ids.deliveryId = deliveries.map((d) => d.id);
    const design = await t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', tenant.enterprise.regularKey)
      .send({
        prompt: 'Grand opening of the Old Mill bakery on Saturday',
        type: 'displayAds',
        subtype: 'displayAds-medium-rectangle',
        numOfVariants: 2,
      });
    expect(design.body.body.status).toBe('completed');
    tenant.ids.requestId = [design.body.body.requestId];
    tenant.ids.designId = [design.body.body.designId];
    tenant.ids.index = ['0', '1'];
    tenant.ids.format = ['jpg'];
    return tenant;
  }

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    a = await makeTenant();
    b = await makeTenant();
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const doc = () =>
    buildOpenApiDocument(t.app) as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };

  it('every id parameter of every route has a factory', () => {
    const missing = Object.keys(doc().paths)
      .flatMap((p) => [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]))
      .filter((name) => !(name in a.ids));
    expect(missing).toEqual([]);
  });

  it("answers B asking for A's ids exactly like unknown ids, on every path-id route", async () => {
    const routes = Object.entries(doc().paths).flatMap(([path, ops]) =>
      /\{/.test(path) ? Object.keys(ops).map((method) => ({ method: method as 'get' | 'post' | 'delete', path })) : [],
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const params = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pick = fc.tuple(...params.map((p) => fc.constantFrom(...a.ids[p])));
      await fc.assert(
        fc.asyncProperty(pick, fc.uuid(), async (values, unknown) => {
          const fill = (ids: string[]) =>
            params.reduce((path, p, i) => path.replace(`{${p}}`, encodeURIComponent(ids[i])), route.path);
          const key =
            route.path.includes('/enterprise/') || route.path.includes('/super/')
              ? admin(b, route.path).adminKey
              : b.enterprise.regularKey;
          const call = (path: string) => t.http()[route.method](path).set('service-api-key', key).send({});
          const foreign = await call(fill(values));
          const missing = await call(
            fill(values.map((v, i) => (params[i] === 'abstractUserId' ? `missing-${unknown}` : unknown))),
          );
          const where = `${route.method.toUpperCase()} ${route.path}`;
          expect({ where, status: foreign.status, body: foreign.body }).toEqual({
            where,
            status: missing.status,
            body: missing.body,
          });
          expect({ where, success: foreign.status < 300 }).toEqual({ where, success: false });
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });

  it("answers B naming A's users in a body exactly like unknown users, and changes nothing of A's", async () => {
    const schemas = doc().components.schemas;
    const bodyRoutes = Object.entries(doc().paths).filter(([, ops]) => {
      const ref = ops.post?.requestBody?.content['application/json']?.schema.$ref;
      return ref && 'abstractUserId' in (schemas[ref.split('/').pop() as string]?.properties ?? {});
    });
    for (const [path] of bodyRoutes) {
      const name = path.split('/').pop() as string;
      expect({ path, covered: name in BODY_ROUTES }).toEqual({ path, covered: true });
      if (name === 'login-user') continue; // ids are per account: B logging in "A's id" makes B's own user
      const before = await t
        .http()
        .get(`${t.base}/enterprise/users?limit=100`)
        .set('service-api-key', a.enterprise.adminKey);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...a.ids.abstractUserId), fc.uuid(), async (id, unknown) => {
          const key = admin(b, path).adminKey;
          const foreign = await t.http().post(path).set('service-api-key', key).send(BODY_ROUTES[name](id));
          const missing = await t
            .http()
            .post(path)
            .set('service-api-key', key)
            .send(BODY_ROUTES[name](`missing-${unknown}`));
          expect({ path, status: foreign.status, body: foreign.body }).toEqual({
            path,
            status: missing.status,
            body: missing.body,
          });
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const after = await t
        .http()
        .get(`${t.base}/enterprise/users?limit=100`)
        .set('service-api-key', a.enterprise.adminKey);
      expect(after.body).toEqual(before.body);
    }
  });

  it("never shows A's balance or ledger to B", async () => {
    const aLedger = await t
      .http()
      .get(`${t.base}/enterprise/credits/ledger`)
      .set('service-api-key', a.enterprise.adminKey);
    const bLedger = await t
      .http()
      .get(`${t.base}/enterprise/credits/ledger`)
      .set('service-api-key', b.enterprise.adminKey);
    const aIds = new Set(aLedger.body.body.items.map((r: { id: string }) => r.id));
    expect(bLedger.body.body.items.some((r: { id: string }) => aIds.has(r.id))).toBe(false);
  });
});
