// The foundation's contract over HTTP: keys (401/403), envelope, errors, limits, operations endpoints.
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsInt, IsString, Max, MaxLength, Min, ValidateNested, ArrayMaxSize } from 'class-validator';
import { Type } from 'class-transformer';
import { AccountsService } from '../../src/modules/identity';
import { Authenticated, Principal, Public } from '../../src/platform/auth';
import { createAppWithOverrides } from '../support/create-app';
import { Clock } from '../../src/platform/clock/clock';
import { createTestDatabase } from '../support/database';
import { makeAccount, TestAccount } from '../support/factories';
import { MovableClock } from '../support/movable-clock';
import { testConfig } from '../support/test-app';
import request from 'supertest';
import { INestApplication } from '@nestjs/common';
import { AddressInfo, createConnection } from 'node:net';

class ItemDto {
  @ApiProperty() @IsString() @MaxLength(5) name!: string;
}
class ProbeDto {
  @ApiProperty() @IsInt() @Min(1) @Max(4) count!: number;
  @ApiProperty({ type: [ItemDto] })
  @IsArray()
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => ItemDto)
  items!: ItemDto[];
}

@Controller('probe')
class ProbeController {
  @Post('echo')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'] })
  echo(@Principal() principal: Principal, @Body() dto: ProbeDto) {
    return { accountId: principal.accountId, count: dto.count };
  }

  @Get('admin-only')
  @Authenticated({ keyClass: ['enterprise-admin'] })
  adminOnly() {
    return { ok: true };
  }

  @Get('no-policy')
  noPolicy() {
    return { leaked: true };
  }

  @Get('boom')
  @Public()
  boom(): never {
    throw new Error('relation "secret_table" does not exist at /srv/app/x.ts:12');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('foundation (e2e)', () => {
  let app: INestApplication;
  let drop: () => Promise<void>;
  let account: TestAccount;
  const base = '/live/v2';
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    app = await createAppWithOverrides(
      testConfig(db.url),
      [{ provide: Clock, useValue: new MovableClock() }],
      [ProbeModule],
    );
    await app.init();
    account = await makeAccount(app);
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const echo = (key: string | undefined, body: unknown = { count: 2, items: [{ name: 'a' }] }) => {
    const req = http().post(`${base}/probe/echo`);
    if (key) req.set('service-api-key', key);
    return req.send(body as object);
  };

  it('answers in the envelope with the HTTP status inside', async () => {
    const res = await echo(account.regularKey);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, body: { accountId: account.accountId, count: 2 } });
  });

  it('401 with the exact message when the key is missing, unknown or malformed', async () => {
    const unknownKey = account.regularKey.slice(0, -4) + 'AAAA';
    for (const key of [undefined, 'nonsense', unknownKey, account.regularKey.replace('sk_live_', 'sk_test_')]) {
      const res = await echo(key);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        status: 401,
        body: {
          message: 'Failed to authenticate request. Please add the service-api-key header in request',
          code: 'unauthenticated',
        },
      });
    }
  });

  it('401 when service-api-key-id is sent and does not match', async () => {
    const ok = await echo(account.regularKey).set('service-api-key-id', account.regularKeyId);
    expect(ok.status).toBe(200);
    const res = await http()
      .post(`${base}/probe/echo`)
      .set('service-api-key', account.regularKey)
      .set('service-api-key-id', account.adminKeyId)
      .send({ count: 1, items: [] });
    expect(res.status).toBe(401);
  });

  it('403 for a valid key of the wrong class, and for a route that forgot its policy', async () => {
    const res = await http().get(`${base}/probe/admin-only`).set('service-api-key', account.regularKey);
    expect(res.status).toBe(403);
    expect(res.body.body).toEqual({ message: 'This API key is not allowed to call this endpoint', code: 'forbidden' });
    const admin = await http().get(`${base}/probe/admin-only`).set('service-api-key', account.adminKey);
    expect(admin.status).toBe(200);
    const leak = await http().get(`${base}/probe/no-policy`).set('service-api-key', account.adminKey);
    expect(leak.status).toBe(403);
  });

  it('401 for a revoked key, at once', async () => {
    const fresh = await makeAccount(app);
    expect((await echo(fresh.regularKey)).status).toBe(200);
    await app.get(AccountsService).revokeKey(fresh.regularKeyId);
    expect((await echo(fresh.regularKey)).status).toBe(401);
  });

  it('422 lists every failing field with its path, and rejects unknown properties', async () => {
    const res = await echo(account.regularKey, { count: '2', items: [{ name: 'toolong' }, { name: 3 }], extra: true });
    expect(res.status).toBe(422);
    expect(res.body.body.message).toBe('Invalid input');
    expect(res.body.body.code).toBe('invalid_input');
    const fields = res.body.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['count', 'items[0].name', 'items[1].name', 'extra']));
  });

  it('validates only after authenticating (a bad body with no key is 401)', async () => {
    const res = await echo(undefined, { nonsense: true });
    expect(res.status).toBe(401);
  });

  it('422 for malformed JSON (SPEC 2: the body fails validation; field body)', async () => {
    const res = await http()
      .post(`${base}/probe/echo`)
      .set('service-api-key', account.regularKey)
      .set('content-type', 'application/json')
      .send('{"count": 2,');
    expect(res.status).toBe(422);
    expect(res.body.body.code).toBe('invalid_input');
    expect(res.body.body.errors[0].field).toBe('body');
  });

  it('413 for a JSON body over 1 MiB', async () => {
    const res = await http()
      .post(`${base}/probe/echo`)
      .set('service-api-key', account.regularKey)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ count: 1, items: [], pad: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, body: { message: 'Request body too large', code: 'payload_too_large' } });
  });

  it('404 in the envelope for an unknown route', async () => {
    const res = await http().get(`${base}/nowhere`).set('service-api-key', account.regularKey);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, body: { message: 'Not found', code: 'not_found' } });
  });

  it('500 shows nothing of the internals', async () => {
    const res = await http().get(`${base}/probe/boom`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, body: { message: 'Server internal error', code: 'internal_error' } });
    expect(JSON.stringify(res.body)).not.toMatch(/secret_table|srv|stack/);
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const mine = await http().get('/health').set('x-request-id', 'abc-123');
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const made = await http().get('/health').set('x-request-id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves health, readiness, metrics and the OpenAPI document outside the base path', async () => {
    expect((await http().get('/health')).body).toEqual({ status: 'ok' });
    const ready = await http().get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.info.database.status).toBe('up');
    const metrics = await http().get('/metrics');
    expect(metrics.text).toContain('http_requests_total');
    const doc = await http().get('/docs/openapi.json');
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.components.securitySchemes['service-api-key']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await http().get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('slow clients (e2e)', () => {
  it('closes a connection whose headers trickle in too slowly (slow-loris)', async () => {
    const db = await createTestDatabase();
    const app = await createAppWithOverrides(testConfig(db.url, { env: { HTTP_HEADERS_TIMEOUT_MS: '300' } }), [
      { provide: Clock, useValue: new MovableClock() },
    ]);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const socket = createConnection({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    await app.close();
    await db.drop();
  });
});

describe('API key cache (e2e)', () => {
  it('remembers a key for API_KEY_CACHE_MS at most: a revocation takes effect within that time', async () => {
    const db = await createTestDatabase();
    const app = await createAppWithOverrides(
      testConfig(db.url, { env: { API_KEY_CACHE_MS: '300' } }),
      [{ provide: Clock, useValue: new MovableClock() }],
      [ProbeModule],
    );
    await app.init();
    const acc = await makeAccount(app);
    const call = () =>
      request(app.getHttpServer())
        .post('/live/v2/probe/echo')
        .set('service-api-key', acc.regularKey)
        .send({ count: 1, items: [] });
    expect((await call()).status).toBe(200);
    await app.get(AccountsService).revokeKey(acc.regularKeyId);
    await new Promise((r) => setTimeout(r, 350));
    expect((await call()).status).toBe(401);
    await app.close();
    await db.drop();
  });
});
