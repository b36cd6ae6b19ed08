// The media library over HTTP (SPEC 6.3, issue 7 item 6).
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { makeAccount, makePlans, TestAccount } from '../support/factories';
import { pngBomb, solidPng } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

describe('media library (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let fixture: Server;
  let fixtureUrl: string;
  let image: Buffer;

  beforeAll(async () => {
    image = await solidPng();
    fixture = createServer((req, res) => {
      if (req.url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(image);
      if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      if (req.url === '/lies.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('not really a png');
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r));
    fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    b = await makeAccount(t.app);
  });

  afterAll(async () => {
    await t.close();
    fixture.close();
  });

  const upload = (key: string, bytes: Buffer, filename = 'beach sunset.png', fields: Record<string, string> = {}) => {
    const req = t.http().post(`${t.base}/general/medias`).set('service-api-key', key);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', bytes, filename);
  };

  it('uploads an image checked by its content and lists it', async () => {
    const res = await upload(a.regularKey, image, 'beach sunset.png', { type: 'photo', tags: 'summer,beach' });
    expect(res.status).toBe(201);
    expect(res.body.body).toMatchObject({
      type: 'photo',
      width: 60,
      height: 40,
      mimeType: 'image/png',
      tags: expect.arrayContaining(['summer', 'beach', 'sunset']),
    });
    const list = await t.http().get(`${t.base}/general/medias`).set('service-api-key', a.regularKey);
    expect(list.body.body.items.map((m: { mId: string }) => m.mId)).toContain(res.body.body.mId);
  });

  it('refuses files that are not images whatever their name, and oversize ones with 413', async () => {
    const text = await upload(a.regularKey, Buffer.from('hello world'), 'fake.png');
    expect(text.status).toBe(422);
    expect(text.body.body.errors[0].field).toBe('file');
    const big = await upload(a.regularKey, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.body.code).toBe('payload_too_large');
  });

  it('imports from a URL through the address guard', async () => {
    const ok = await t
      .http()
      .post(`${t.base}/general/medias`)
      .set('service-api-key', a.regularKey)
      .send({ url: `${fixtureUrl}/photo.png`, type: 'logo' });
    expect(ok.status).toBe(201);
    expect(ok.body.body).toMatchObject({ type: 'logo', width: 60 });
    for (const url of [
      `${fixtureUrl}/page.html`,
      `${fixtureUrl}/lies.png`,
      'http://10.0.0.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await t.http().post(`${t.base}/general/medias`).set('service-api-key', a.regularKey).send({ url });
      expect({ url, status: res.status, field: res.body.body.errors?.[0]?.field }).toEqual({
        url,
        status: 422,
        field: 'url',
      });
    }
  });

  it('serves the bytes with an ETag, and the public asset URL without a key', async () => {
    const created = (await upload(a.regularKey, image)).body.body;
    const file = await t
      .http()
      .get(`${t.base}/general/medias/${created.mId}/file`)
      .set('service-api-key', a.regularKey)
      .buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const again = await t
      .http()
      .get(`${t.base}/general/medias/${created.mId}/file`)
      .set('service-api-key', a.regularKey)
      .set('if-none-match', file.headers.etag);
    expect(again.status).toBe(304);
    const publicPath = new URL(created.url).pathname;
    const pub = await t.http().get(publicPath).buffer(true);
    expect(pub.status).toBe(200);
    expect(Buffer.compare(pub.body, image)).toBe(0);
  });

  it("answers another account's media exactly like an unknown id", async () => {
    const created = (await upload(a.regularKey, image)).body.body;
    const foreign = await t.http().get(`${t.base}/general/medias/${created.mId}`).set('service-api-key', b.regularKey);
    const unknown = await t
      .http()
      .get(`${t.base}/general/medias/00000000-0000-4000-8000-000000000000`)
      .set('service-api-key', b.regularKey);
    const garbage = await t.http().get(`${t.base}/general/medias/not-an-id`).set('service-api-key', b.regularKey);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(garbage.body).toEqual(unknown.body);
    const del = await t.http().delete(`${t.base}/general/medias/${created.mId}`).set('service-api-key', b.regularKey);
    expect(del.status).toBe(404);
  });

  it("keeps an end user's library to its own workspace, and hides it when the user is deleted", async () => {
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'media-user' });
    expect(login.status).toBe(200);
    const bearer = `Bearer ${login.body.body.accessToken}`;
    const mine = await upload(a.regularKey, image, 'mine.png').set('authorization', bearer);
    expect(mine.status).toBe(201);
    const accountList = await t.http().get(`${t.base}/general/medias`).set('service-api-key', a.regularKey);
    expect(accountList.body.body.items.map((m: { mId: string }) => m.mId)).not.toContain(mine.body.body.mId);
    const publicPath = new URL(mine.body.body.url).pathname;
    expect((await t.http().get(publicPath)).status).toBe(200);

    await t
      .http()
      .post(`${t.base}/enterprise/delete-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'media-user' });
    expect((await t.http().get(publicPath)).status).toBe(404);
    await t
      .http()
      .post(`${t.base}/enterprise/reactivate-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'media-user' });
    expect((await t.http().get(publicPath)).status).toBe(200);
  });

  it('refuses a decompression bomb (more than 50 megapixels)', async () => {
    const bomb = pngBomb(10000, 6000);
    const res = await upload(a.regularKey, bomb, 'bomb.png');
    expect(res.status).toBe(422);
    expect(res.body.body.errors[0].message).toContain('megapixels');
  });
});
