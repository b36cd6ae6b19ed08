// End users over HTTP (SPEC 3 sessions, SPEC 4): login-user, plans, delete, reactivate, purge,
// the read endpoints, the retention windows with a moved clock, tenant isolation and key classes.
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHmac } from 'node:crypto';
import { UsersService } from '../../src/modules/users';
import { UserCyclesService } from '../../src/modules/users';
import { UserPurger } from '../../src/modules/users/user-purger.service';
import { expectLedgerReconciled, makeAccount, makePlans, TestAccount } from '../support/factories';
import { DAY, HOUR, SECOND } from '../support/movable-clock';
import { ProbeModule } from '../support/probe';
import { startTestApp, TestApp } from '../support/test-app';

const START = '2025-01-31T10:00:00.000Z';
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

describe('users (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let su: TestAccount;
  const events: { name: string; payload: Record<string, unknown> }[] = [];
  let seq = 0;
  const newId = (prefix = 'user') => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeModule] });
    t.clock.set(START);
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
    su = await makeAccount(t.app, { kind: 'superuser' });
    for (const acc of [a, b, su]) await makePlans(t.app, acc.accountId);
    const bus = t.app.get(EventEmitter2);
    for (const name of ['user.created', 'user.plan-changed', 'user.deleted', 'user.reactivated', 'user.purged']) {
      bus.on(name, (payload: Record<string, unknown>) => events.push({ name, payload }));
    }
  });

  afterAll(() => t.close());
  afterEach(() => t.clock.set(START));

  const post = (key: string, path: string, body: unknown, prefix = 'enterprise') =>
    t
      .http()
      .post(`${t.base}/${prefix}/${path}`)
      .set('service-api-key', key)
      .send(body as object);
  const get = (key: string, path: string, prefix = 'enterprise') =>
    t.http().get(`${t.base}/${prefix}/${path}`).set('service-api-key', key);
  const login = (body: Record<string, unknown>, key = a.adminKey, prefix = 'enterprise') =>
    post(key, 'login-user', body, prefix);
  const whoami = (regularKey: string, accessToken: string) =>
    t
      .http()
      .get(`${t.base}/probe/whoami`)
      .set('service-api-key', regularKey)
      .set('authorization', `Bearer ${accessToken}`);
  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params))[0].n);
  const userRows = (accountId: string, abstractUserId: string) =>
    count(`SELECT count(*) AS n FROM users WHERE account_id = $1 AND abstract_user_id = $2`, [
      accountId,
      abstractUserId,
    ]);
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  describe('login-user', () => {
    it('creates a user with a workspace on first sight, and logs it in again with the same workspace', async () => {
      const id = newId();
      const first = await login({ abstractUserId: id });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        status: 200,
        body: {
          accessToken: expect.any(String),
          refreshToken: expect.stringMatching(/^rt_/),
          workspaceId: expect.any(String),
          isNewUser: true,
        },
      });
      const again = await login({ abstractUserId: id });
      expect(again.status).toBe(200);
      expect(again.body.body.isNewUser).toBe(false);
      expect(again.body.body.workspaceId).toBe(first.body.body.workspaceId);
      expect(again.body.body.accessToken).not.toBe(first.body.body.accessToken);
      expect(again.body.body.refreshToken).not.toBe(first.body.body.refreshToken);
      const user = await get(a.adminKey, `users/${id}`);
      expect(user.body.body).toMatchObject({
        abstractUserId: id,
        status: 'active',
        planId: 'free',
        workspaceId: first.body.body.workspaceId,
      });
    });

    it('issues an HS256 access token for one hour with sub, acc, aud end-user, wid and jti', async () => {
      const res = await login({ abstractUserId: newId() });
      const { accessToken, workspaceId } = res.body.body;
      const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      const c = claims(accessToken);
      expect(c).toMatchObject({
        acc: a.accountId,
        aud: 'end-user',
        wid: workspaceId,
        sub: expect.any(String),
        jti: expect.any(String),
      });
      expect(c.exp - c.iat).toBe(3600);
      const me = await whoami(a.regularKey, accessToken);
      expect(me.status).toBe(200);
      expect(me.body.body.endUser).toMatchObject({ userId: c.sub, workspaceId });
    });

    it('trims the id: " x " and "x" are one user', async () => {
      const id = newId();
      const first = await login({ abstractUserId: `  ${id}  ` });
      const second = await login({ abstractUserId: id });
      expect(second.body.body).toMatchObject({ isNewUser: false, workspaceId: first.body.body.workspaceId });
      expect(await userRows(a.accountId, id)).toBe(1);
    });

    it('assigns the given plan to a new user, the default one otherwise, and ignores planId for a known user', async () => {
      const withPlan = newId();
      await login({ abstractUserId: withPlan, planId: 'pro' });
      expect((await get(a.adminKey, `users/${withPlan}`)).body.body.planId).toBe('pro');
      await login({ abstractUserId: withPlan, planId: 'business' });
      expect((await get(a.adminKey, `users/${withPlan}`)).body.body.planId).toBe('pro');
      const withDefault = newId();
      await login({ abstractUserId: withDefault });
      expect((await get(a.adminKey, `users/${withDefault}`)).body.body.planId).toBe('free');
    });

    it('422 for an unknown plan, and 422 for a new user when the account has no default plan; nothing is written', async () => {
      const id = newId();
      const unknown = await login({ abstractUserId: id, planId: 'platinum' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.body.errors).toEqual([{ field: 'planId', message: 'is not a plan of this account' }]);
      expect(await userRows(a.accountId, id)).toBe(0);

      const bare = await makeAccount(t.app);
      const noDefault = await login({ abstractUserId: id }, bare.adminKey);
      expect(noDefault.status).toBe(422);
      expect(noDefault.body.body.errors[0].field).toBe('planId');
      expect(await userRows(bare.accountId, id)).toBe(0);
    });

    it('stores the brand kit with every persona field, and a later brand replaces it', async () => {
      const id = newId();
      const brand = {
        brandName: 'Sunny',
        brandDescription: 'Sandals',
        brandUrl: 'https://sunny.example',
        brandLogo: 'http://sunny.example/logo.png',
        brandColors: ['#FF6600', '#222'],
        brandFonts: ['Poppins', { name: 'Lato', type: 'body' }],
        brandPersona: { emotions: ['joy'], industry: 'retail', audience: ['teens'], designTags: ['bold', 'minimal'] },
      };
      const res = await login({ abstractUserId: id, brand });
      const userId = claims(res.body.body.accessToken).sub;
      const users = t.app.get(UsersService);
      expect(await users.getBrandKit(a.accountId, userId)).toEqual({
        ...brand,
        brandFonts: [{ name: 'Poppins' }, { name: 'Lato', type: 'body' }],
      });
      await login({ abstractUserId: id, brand: { brandName: 'Moon', brandDescription: 'Boots' } });
      expect(await users.getBrandKit(a.accountId, userId)).toEqual({
        brandName: 'Moon',
        brandDescription: 'Boots',
        brandUrl: null,
        brandLogo: null,
        brandColors: [],
        brandFonts: [],
        brandPersona: { emotions: [], industry: null, audience: [], designTags: [] },
      });
      expect(await users.getBrandKit(b.accountId, userId)).toBeNull();
    });

    it.each([
      ['abstractUserId missing', {}, 'abstractUserId'],
      ['abstractUserId empty', { abstractUserId: '' }, 'abstractUserId'],
      ['abstractUserId only spaces', { abstractUserId: '   ' }, 'abstractUserId'],
      ['abstractUserId over 255 characters', { abstractUserId: 'x'.repeat(256) }, 'abstractUserId'],
      ['abstractUserId not a string', { abstractUserId: 42 }, 'abstractUserId'],
      ['abstractUserId null', { abstractUserId: null }, 'abstractUserId'],
      ['abstractUserId with NUL', { abstractUserId: 'a\u0000b' }, 'abstractUserId'],
      ['planId not a string', { abstractUserId: 'ok', planId: 3 }, 'planId'],
      ['planId malformed', { abstractUserId: 'ok', planId: 'bad plan!' }, 'planId'],
      ['brand not an object', { abstractUserId: 'ok', brand: 'Sunny' }, 'brand'],
      ['brand without brandName', { abstractUserId: 'ok', brand: { brandDescription: 'd' } }, 'brand.brandName'],
      ['brand without brandDescription', { abstractUserId: 'ok', brand: { brandName: 'n' } }, 'brand.brandDescription'],
      [
        'colour not hex',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandColors: ['red'] } },
        'brand.brandColors[0]',
      ],
      [
        'colour of 4 hex digits',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandColors: ['#1234'] } },
        'brand.brandColors[0]',
      ],
      [
        'brandUrl not http(s)',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandUrl: 'ftp://x.example' } },
        'brand.brandUrl',
      ],
      [
        'brandLogo not a URL',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandLogo: 'javascript:alert(1)' } },
        'brand.brandLogo',
      ],
      [
        'font of a wrong shape',
        {
          abstractUserId: 'ok',
          brand: { brandName: 'n', brandDescription: 'd', brandFonts: [{ name: 'A', type: 'huge' }] },
        },
        'brand.brandFonts[0].type',
      ],
      [
        'persona field not a list',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandPersona: { emotions: 'joy' } } },
        'brand.brandPersona.emotions',
      ],
      [
        'too many colours',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandColors: Array(21).fill('#fff') } },
        'brand.brandColors',
      ],
      ['unknown property', { abstractUserId: 'ok', plan: 'pro' }, 'plan'],
      [
        'unknown brand property',
        { abstractUserId: 'ok', brand: { brandName: 'n', brandDescription: 'd', brandSlogan: 'x' } },
        'brand.brandSlogan',
      ],
    ])('422 naming the field, nothing written: %s', async (_case, body, field) => {
      const before = await count(`SELECT count(*) AS n FROM users WHERE account_id = $1`, [a.accountId]);
      const res = await login(body);
      expect(res.status).toBe(422);
      expect(res.body.body.message).toBe('Invalid input');
      expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await count(`SELECT count(*) AS n FROM users WHERE account_id = $1`, [a.accountId])).toBe(before);
    });

    it('20 parallel first logins of one id create one user and one workspace', async () => {
      const id = newId('race');
      const results = await Promise.all(Array.from({ length: 20 }, () => login({ abstractUserId: id })));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(results.filter((r) => r.body.body.isNewUser)).toHaveLength(1);
      expect(new Set(results.map((r) => r.body.body.workspaceId)).size).toBe(1);
      expect(await userRows(a.accountId, id)).toBe(1);
      expect(
        await count(
          `SELECT count(*) AS n FROM workspaces w JOIN users u ON u.id = w.user_id WHERE u.account_id = $1 AND u.abstract_user_id = $2`,
          [a.accountId, id],
        ),
      ).toBe(1);
      expect(events.filter((e) => e.name === 'user.created' && e.payload.abstractUserId === id)).toHaveLength(1);
    });
  });

  describe('sessions', () => {
    it('rotates refresh tokens; a retired one revokes every session of the user (reuse detection)', async () => {
      const id = newId();
      const first = (await login({ abstractUserId: id })).body.body;
      const second = (await login({ abstractUserId: id })).body.body;
      const refresh = (token: string, key = a.regularKey) =>
        t.http().post(`${t.base}/auth/refresh-token`).set('service-api-key', key).send({ refreshToken: token });

      const rotated = await refresh(first.refreshToken);
      expect(rotated.status).toBe(200);
      expect(rotated.body.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect((await whoami(a.regularKey, rotated.body.body.accessToken)).status).toBe(200);

      const reused = await refresh(first.refreshToken);
      expect(reused.status).toBe(401);
      for (const token of [first.accessToken, second.accessToken, rotated.body.body.accessToken]) {
        expect((await whoami(a.regularKey, token)).status).toBe(401);
      }
      expect((await refresh(second.refreshToken)).status).toBe(401);
      expect((await login({ abstractUserId: id })).status).toBe(200);
    });

    it('refuses a refresh token presented with a key of another account', async () => {
      const tokens = (await login({ abstractUserId: newId() })).body.body;
      const res = await t
        .http()
        .post(`${t.base}/auth/refresh-token`)
        .set('service-api-key', b.regularKey)
        .send({ refreshToken: tokens.refreshToken });
      expect(res.status).toBe(401);
    });

    it('401 for a tampered token, an alg none token, a token of another account and an expired token', async () => {
      const { accessToken } = (await login({ abstractUserId: newId() })).body.body;
      const [h, p, s] = accessToken.split('.');
      const payload = claims(accessToken);
      const forged = Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString(
        'base64url',
      );
      expect((await whoami(a.regularKey, `${h}.${forged}.${s}`)).status).toBe(401);
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      expect((await whoami(a.regularKey, `${none}.${p}.`)).status).toBe(401);
      // Validly signed, but for account A, presented with account B's key.
      expect((await whoami(b.regularKey, accessToken)).status).toBe(401);
      // Signed with the right secret but HS512: the algorithm is pinned.
      const h512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
      const sig512 = createHmac('sha512', JWT_SECRET).update(`${h512}.${p}`).digest('base64url');
      expect((await whoami(a.regularKey, `${h512}.${p}.${sig512}`)).status).toBe(401);
      expect((await whoami(a.regularKey, accessToken)).status).toBe(200);
      t.clock.advance(HOUR);
      const expired = await whoami(a.regularKey, accessToken);
      expect(expired.status).toBe(401);
      expect(expired.body.body.message).toMatch(/expired/);
      t.clock.advance(-HOUR);
    });
  });

  describe('update-user-plan', () => {
    const plan = (abstractUserId: string, planId: string, key = a.adminKey, prefix = 'enterprise') =>
      post(key, 'update-user-plan', { abstractUserId, planId }, prefix);

    it('upgrades at once, schedules a downgrade, and a later upgrade cancels the pending downgrade', async () => {
      const id = newId();
      await login({ abstractUserId: id });
      const view = (await get(a.adminKey, `users/${id}`)).body.body;

      const up = await plan(id, 'business');
      expect(up.status).toBe(200);
      expect(up.body.body).toEqual({
        message: 'Plan upgraded successfully',
        nextBillingDate: view.nextBillingDate,
        type: 'upgrade',
        availableCredits: 'unlimited',
      });

      const down = await plan(id, 'free');
      expect(down.body.body).toEqual({
        message: 'Plan downgrade scheduled for the next billing date',
        nextBillingDate: view.nextBillingDate,
        type: 'downgrade',
        availableCredits: '10',
      });
      expect((await get(a.adminKey, `users/${id}`)).body.body).toMatchObject({
        planId: 'business',
        pendingPlanId: 'free',
      });

      const upAgain = await plan(id, 'business');
      expect(upAgain.body.body.type).toBe('unchanged');
      expect(upAgain.body.body.message).toMatch(/pending downgrade was cancelled/);
      expect((await get(a.adminKey, `users/${id}`)).body.body).toMatchObject({
        planId: 'business',
        pendingPlanId: null,
      });

      await plan(id, 'pro');
      const upgradeCancels = await plan(id, 'business');
      expect(upgradeCancels.body.body.type).toBe('unchanged');
      await plan(id, 'free');
      expect((await get(a.adminKey, `users/${id}`)).body.body.pendingPlanId).toBe('free');
    });

    it('an upgrade from a plan with a pending downgrade clears it', async () => {
      const id = newId();
      await login({ abstractUserId: id, planId: 'pro' });
      await plan(id, 'free');
      const up = await plan(id, 'business');
      expect(up.body.body.type).toBe('upgrade');
      expect((await get(a.adminKey, `users/${id}`)).body.body).toMatchObject({
        planId: 'business',
        pendingPlanId: null,
      });
    });

    it('the same plan is "unchanged" with the credits left; nextBillingDate is the cycle end in Unix seconds', async () => {
      const id = newId();
      await login({ abstractUserId: id, planId: 'pro' });
      const res = await plan(id, 'pro');
      expect(res.body.body).toEqual({
        message: 'The user is already on this plan',
        nextBillingDate: expect.any(Number),
        type: 'unchanged',
        availableCredits: '100',
      });
      // Created on 31 Jan 10:00 UTC: the cycle ends on 28 Feb 10:00 UTC (clamped).
      expect(res.body.body.nextBillingDate).toBe(Date.parse('2025-02-28T10:00:00.000Z') / 1000);
    });

    it('applies a pending downgrade when the cycle rolls (lazily on access, and by the scheduled roll)', async () => {
      const lazy = newId();
      const scheduled = newId();
      for (const id of [lazy, scheduled]) {
        await login({ abstractUserId: id, planId: 'business' });
        await plan(id, 'free');
      }
      const end = (await get(a.adminKey, `users/${lazy}`)).body.body.nextBillingDate;
      t.clock.set(new Date(end * 1000 - SECOND));
      expect((await get(a.adminKey, `users/${lazy}`)).body.body).toMatchObject({
        planId: 'business',
        pendingPlanId: 'free',
      });
      t.clock.set(new Date(end * 1000));
      // The lazy path: a write access rolls and stores it.
      const res = await plan(lazy, 'free');
      expect(res.body.body.type).toBe('unchanged');
      expect((await get(a.adminKey, `users/${lazy}`)).body.body).toMatchObject({
        planId: 'free',
        pendingPlanId: null,
        cycleStart: new Date(end * 1000).toISOString(),
        nextBillingDate: Date.parse('2025-03-31T10:00:00.000Z') / 1000,
      });
      // The scheduled path stores the roll without any access.
      await t.app.get(UserCyclesService).rollDue();
      const stored = await t.db.query(
        `SELECT plan_id, pending_plan_id FROM users WHERE account_id = $1 AND abstract_user_id = $2`,
        [a.accountId, scheduled],
      );
      expect(stored[0]).toEqual({ plan_id: 'free', pending_plan_id: null });
      expect(
        events.filter(
          (e) => e.name === 'user.plan-changed' && e.payload.type === 'cycle-applied' && e.payload.toPlanId === 'free',
        ).length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('400 for an unknown user, 422 for an unknown plan or a missing field', async () => {
      const unknownUser = await plan('nobody-here', 'pro');
      expect(unknownUser.status).toBe(400);
      expect(unknownUser.body.body).toEqual({ message: 'User does not exists', code: 'user_not_found' });
      const id = newId();
      await login({ abstractUserId: id });
      const unknownPlan = await plan(id, 'platinum');
      expect(unknownPlan.status).toBe(422);
      expect(unknownPlan.body.body.errors).toEqual([{ field: 'planId', message: 'is not a plan of this account' }]);
      const missing = await post(a.adminKey, 'update-user-plan', { abstractUserId: id });
      expect(missing.status).toBe(422);
      expect(missing.body.body.errors[0].field).toBe('planId');
    });
  });

  describe('delete, reactivate, purge', () => {
    const del = (abstractUserId: unknown, key = a.adminKey, prefix = 'enterprise') =>
      post(key, 'delete-user', { abstractUserId }, prefix);
    const reactivate = (abstractUserId: unknown, key = a.adminKey, prefix = 'enterprise') =>
      post(key, 'reactivate-user', { abstractUserId }, prefix);

    it('deletes: hidden at once, token 401 at once, 400 for every later operation, login 409', async () => {
      const id = newId();
      const tokens = (await login({ abstractUserId: id, brand: { brandName: 'n', brandDescription: 'd' } })).body.body;
      const userId = claims(tokens.accessToken).sub;
      expect((await whoami(a.regularKey, tokens.accessToken)).status).toBe(200);

      const res = await del(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 200, body: { message: 'User deleted successfully' } });

      expect((await whoami(a.regularKey, tokens.accessToken)).status).toBe(401);
      const refreshed = await t
        .http()
        .post(`${t.base}/auth/refresh-token`)
        .set('service-api-key', a.regularKey)
        .send({ refreshToken: tokens.refreshToken });
      expect(refreshed.status).toBe(401);
      expect(await t.app.get(UsersService).getBrandKit(a.accountId, userId)).toBeNull();
      expect(await t.app.get(UsersService).isUserActive(a.accountId, userId)).toBe(false);

      expect((await del(id)).status).toBe(400);
      expect((await post(a.adminKey, 'update-user-plan', { abstractUserId: id, planId: 'pro' })).status).toBe(400);
      const again = await login({ abstractUserId: id });
      expect(again.status).toBe(409);
      expect(again.body.body).toEqual({ message: 'User is deleted; reactivate it first', code: 'conflict' });
      const view = await get(a.adminKey, `users/${id}`);
      expect(view.body.body).toMatchObject({ status: 'deleted', deletedAt: t.clock.now().toISOString() });
      expect(events).toContainEqual({
        name: 'user.deleted',
        payload: {
          accountId: a.accountId,
          userId,
          workspaceId: tokens.workspaceId,
          deletedAt: t.clock.now().toISOString(),
        },
      });
    });

    it('400 for an unknown user; 422 for a bad id', async () => {
      expect((await del('never-seen')).body.body).toEqual({ message: 'User does not exists', code: 'user_not_found' });
      for (const bad of ['', '  ', 'x'.repeat(256), 7, null]) {
        const res = await del(bad);
        expect(res.status).toBe(422);
        expect(res.body.body.errors[0].field).toBe('abstractUserId');
      }
      expect((await reactivate('')).status).toBe(422);
    });

    it('reactivates 14 days minus a second after deletion, restoring user, workspace and brand kit', async () => {
      const id = newId();
      const brand = { brandName: 'Keep', brandDescription: 'me' };
      const tokens = (await login({ abstractUserId: id, planId: 'pro', brand })).body.body;
      const userId = claims(tokens.accessToken).sub;
      const start = t.clock.now();
      await del(id);
      t.clock.set(new Date(start.getTime() + 14 * DAY - SECOND));
      const res = await reactivate(id);
      expect(res.status).toBe(200);
      expect(res.body.body).toEqual({ message: 'User reactivated successfully' });
      expect((await get(a.adminKey, `users/${id}`)).body.body).toMatchObject({
        status: 'active',
        planId: 'pro',
        deletedAt: null,
        workspaceId: tokens.workspaceId,
      });
      expect(await t.app.get(UsersService).getBrandKit(a.accountId, userId)).toMatchObject(brand);
      // Sessions revoked by the deletion stay revoked; a new login works.
      expect((await whoami(a.regularKey, tokens.accessToken)).status).toBe(401);
      const relog = await login({ abstractUserId: id });
      expect(relog.body.body).toMatchObject({ isNewUser: false, workspaceId: tokens.workspaceId });
      expect(events).toContainEqual({
        name: 'user.reactivated',
        payload: { accountId: a.accountId, userId, workspaceId: tokens.workspaceId },
      });
    });

    it('409 "Reactivation window has expired" at exactly 14 days; 409 "User is not deleted" for an active user', async () => {
      const id = newId();
      await login({ abstractUserId: id });
      const active = await reactivate(id);
      expect(active.status).toBe(409);
      expect(active.body.body).toEqual({ message: 'User is not deleted', code: 'conflict' });
      const start = t.clock.now();
      await del(id);
      t.clock.set(new Date(start.getTime() + 14 * DAY));
      const expired = await reactivate(id);
      expect(expired.status).toBe(409);
      expect(expired.body.body).toEqual({ message: 'Reactivation window has expired', code: 'conflict' });
    });

    it('purges at exactly 15 days, not a second before; the id is then free and reactivation answers 400', async () => {
      const id = newId();
      const tokens = (await login({ abstractUserId: id, brand: { brandName: 'n', brandDescription: 'd' } })).body.body;
      const userId = claims(tokens.accessToken).sub;
      const start = t.clock.now();
      await del(id);
      const purger = t.app.get(UserPurger);

      t.clock.set(new Date(start.getTime() + 15 * DAY - SECOND));
      await purger.purgeDue();
      expect((await get(a.adminKey, `users/${id}`)).body.body.status).toBe('deleted');

      t.clock.set(new Date(start.getTime() + 15 * DAY));
      await purger.purgeDue();
      expect((await get(a.adminKey, `users/${id}`)).status).toBe(400);
      expect((await reactivate(id)).status).toBe(400);
      expect(await count(`SELECT count(*) AS n FROM workspaces WHERE id = $1`, [tokens.workspaceId])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM brand_kits WHERE user_id = $1`, [userId])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = $1`, [userId])).toBe(0);
      expect(events).toContainEqual({
        name: 'user.purged',
        payload: { accountId: a.accountId, userId, workspaceId: tokens.workspaceId, abstractUserId: id },
      });

      const reborn = await login({ abstractUserId: id });
      expect(reborn.status).toBe(200);
      expect(reborn.body.body.isNewUser).toBe(true);
      expect(reborn.body.body.workspaceId).not.toBe(tokens.workspaceId);
    });
  });

  describe('read endpoints', () => {
    it('GET users/{id} shows plan, pending plan, limit, usage, cycle and lifecycle fields', async () => {
      const id = newId();
      const tokens = (await login({ abstractUserId: id, planId: 'pro' })).body.body;
      const res = await get(a.adminKey, `users/${encodeURIComponent(id)}`);
      expect(res.status).toBe(200);
      expect(res.body.body).toEqual({
        abstractUserId: id,
        userId: claims(tokens.accessToken).sub,
        status: 'active',
        planId: 'pro',
        pendingPlanId: null,
        creditLimit: -1,
        cycleUsage: 0,
        cycleStart: t.clock.now().toISOString(),
        nextBillingDate: Date.parse('2025-02-28T10:00:00.000Z') / 1000,
        workspaceId: tokens.workspaceId,
        createdAt: t.clock.now().toISOString(),
        deletedAt: null,
      });
    });

    it('finds ids with slashes and spaces through URL encoding; 400 for unknown', async () => {
      const id = 'team/alice smith';
      await login({ abstractUserId: id });
      expect((await get(a.adminKey, `users/${encodeURIComponent(id)}`)).body.body.abstractUserId).toBe(id);
      expect((await get(a.adminKey, 'users/unknown-one')).status).toBe(400);
    });

    it('GET users pages through every user once, newest first, and validates cursor and limit', async () => {
      const fresh = await makeAccount(t.app);
      await makePlans(t.app, fresh.accountId);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(newId('page'));
        await login({ abstractUserId: ids[i] }, fresh.adminKey);
        t.clock.advance(SECOND);
      }
      await post(fresh.adminKey, 'delete-user', { abstractUserId: ids[0] });
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await get(fresh.adminKey, `users?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.body.items.map((u: { abstractUserId: string }) => u.abstractUserId));
        cursor = res.body.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
      const deleted = await get(fresh.adminKey, 'users?status=deleted');
      expect(deleted.body.body.items.map((u: { abstractUserId: string }) => u.abstractUserId)).toEqual([ids[0]]);
      const all = await get(fresh.adminKey, 'users');
      expect(all.body.body).toMatchObject({ nextCursor: null });
      expect(all.body.body.items).toHaveLength(5);

      for (const q of [
        'limit=0',
        'limit=101',
        'limit=abc',
        'limit=1.5',
        'cursor=not*valid',
        'cursor=eyJ4IjoxfQ',
        'status=gone',
        'other=1',
      ]) {
        const res = await get(fresh.adminKey, `users?${q}`);
        expect({ q, status: res.status }).toEqual({ q, status: 422 });
      }
    });
  });

  describe('tenant isolation and key classes', () => {
    it("account B gets exactly what an unknown id gets for every endpoint on A's user", async () => {
      const id = newId('shared');
      const aTokens = (await login({ abstractUserId: id })).body.body;
      const unknownId = newId('unknown');
      const pairs: [string, (abstractUserId: string) => Promise<{ status: number; body: unknown }>][] = [
        ['get', (x) => get(b.adminKey, `users/${x}`)],
        ['update-user-plan', (x) => post(b.adminKey, 'update-user-plan', { abstractUserId: x, planId: 'pro' })],
        ['delete-user', (x) => post(b.adminKey, 'delete-user', { abstractUserId: x })],
        ['reactivate-user', (x) => post(b.adminKey, 'reactivate-user', { abstractUserId: x })],
      ];
      for (const [name, call] of pairs) {
        const theirs = await call(id);
        const unknown = await call(unknownId);
        expect({ name, status: theirs.status, body: theirs.body }).toEqual({
          name,
          status: unknown.status,
          body: unknown.body,
        });
        expect(theirs.status).toBe(400);
      }
      // The same id in B is a different user with its own workspace; A's user is untouched.
      const bLogin = await login({ abstractUserId: id }, b.adminKey);
      expect(bLogin.body.body.isNewUser).toBe(true);
      expect(bLogin.body.body.workspaceId).not.toBe(aTokens.workspaceId);
      expect((await get(a.adminKey, `users/${id}`)).body.body).toMatchObject({ status: 'active', planId: 'free' });
      const bList = await get(b.adminKey, 'users?limit=100');
      expect(bList.body.body.items.every((u: { workspaceId: string }) => u.workspaceId !== aTokens.workspaceId)).toBe(
        true,
      );
      // A's end-user token is refused beside B's regular key.
      expect((await whoami(b.regularKey, aTokens.accessToken)).status).toBe(401);
    });

    it('serves the same operations to superuser keys under /super', async () => {
      const id = newId('super');
      const res = await login({ abstractUserId: id }, su.adminKey, 'super');
      expect(res.status).toBe(200);
      expect(
        (await post(su.adminKey, 'update-user-plan', { abstractUserId: id, planId: 'pro' }, 'super')).body.body.type,
      ).toBe('upgrade');
      expect((await get(su.adminKey, `users/${id}`, 'super')).body.body.planId).toBe('pro');
      expect((await get(su.adminKey, 'users', 'super')).status).toBe(200);
      expect((await post(su.adminKey, 'delete-user', { abstractUserId: id }, 'super')).status).toBe(200);
      expect((await post(su.adminKey, 'reactivate-user', { abstractUserId: id }, 'super')).status).toBe(200);
    });

    it('403 across prefixes and for regular keys; 401 without a key', async () => {
      const body = { abstractUserId: 'x' };
      const cases: [string, string, string][] = [
        [a.regularKey, 'enterprise', 'login-user'],
        [a.adminKey, 'super', 'login-user'],
        [su.adminKey, 'enterprise', 'login-user'],
        [su.regularKey, 'super', 'delete-user'],
        [a.adminKey, 'super', 'update-user-plan'],
        [a.adminKey, 'super', 'reactivate-user'],
        [su.adminKey, 'enterprise', 'delete-user'],
      ];
      for (const [key, prefix, path] of cases) {
        const res = await post(key, path, body, prefix);
        expect({ prefix, path, status: res.status }).toEqual({ prefix, path, status: 403 });
        expect(res.body.body.message).toBe('This API key is not allowed to call this endpoint');
      }
      expect((await get(a.adminKey, 'users', 'super')).status).toBe(403);
      expect((await get(su.adminKey, 'users/x', 'enterprise')).status).toBe(403);
      expect((await get(a.regularKey, 'users')).status).toBe(403);
      expect((await t.http().post(`${t.base}/enterprise/login-user`).send(body)).status).toBe(401);
    });
  });

  describe('for other modules', () => {
    it("defaultWorkspaceFor gives the account's own workspace, one under concurrency, distinct per account", async () => {
      const fresh = await makeAccount(t.app);
      const users = t.app.get(UsersService);
      const ids = await Promise.all(Array.from({ length: 10 }, () => users.defaultWorkspaceFor(fresh.accountId)));
      expect(new Set(ids).size).toBe(1);
      expect(
        await count(`SELECT count(*) AS n FROM workspaces WHERE account_id = $1 AND user_id IS NULL`, [
          fresh.accountId,
        ]),
      ).toBe(1);
      expect(await users.defaultWorkspaceFor(b.accountId)).not.toBe(ids[0]);
    });
  });

  describe('afterwards', () => {
    it('leaves the ledger reconciled', async () => {
      await expectLedgerReconciled(t.app);
    });
  });
});
