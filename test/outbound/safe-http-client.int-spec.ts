// The address guard against real sockets: no refused form may ever reach the canary listener.
import { createServer, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { LookupAddress } from 'node:dns';
import { SafeHttpClient } from '../../src/platform/outbound/safe-http-client';

function listen(server: Server): Promise<number> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));
}

describe('SafeHttpClient', () => {
  let canaryConnections = 0;
  const canary = createServer((_req, res) => res.end('canary'));
  canary.on('connection', (s: Socket) => {
    canaryConnections++;
    s.destroy();
  });
  let canaryPort = 0;
  let fixturePort = 0;
  let client: SafeHttpClient;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  const fixture = createServer((req, res) => {
    if (req.url === '/ok.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/redirect-inward')
      return res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/x.png` }).end();
    if (req.url === '/redirect-ok') return res.writeHead(301, { location: '/ok.png' }).end();
    if (req.url?.startsWith('/loop')) return res.writeHead(302, { location: `/loop${Math.random()}` }).end();
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 12 && res.write(chunk)) sent++;
        if (sent < 12) res.once('drain', push);
        else res.end();
      };
      return push();
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(404).end();
  });

  const fakeDns: Record<string, LookupAddress[]> = {
    'fixture.test': [{ address: '127.0.0.1', family: 4 }],
    'evil.test': [{ address: '10.0.0.1', family: 4 }],
    'rebind.test': [{ address: '127.0.0.1', family: 4 }],
    'mixed.test': [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
    'six.test': [{ address: '::1', family: 6 }],
    // Only ever resolved by checkDestination: nothing connects to it.
    'public.test': [{ address: '93.184.216.34', family: 4 }],
  };

  beforeAll(async () => {
    canaryPort = await listen(canary);
    fixturePort = await listen(fixture);
    client = new SafeHttpClient({ allowHosts: ['fixture.test'], allowedPorts: [80, 443, canaryPort] }, (host, cb) => {
      const found = fakeDns[host];
      if (found) cb(null, found);
      else cb(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    });
  });

  afterAll(async () => {
    await client.onModuleDestroy();
    canary.close();
    fixture.close();
  });

  const get = (url: string, extra: Partial<Parameters<SafeHttpClient['request']>[1]> = {}) =>
    client.request(url, { timeoutMs: 2000, maxBytes: 10 * 1024 * 1024, maxRedirects: 3, ...extra });

  it('refuses every inward form, and none reaches the canary', async () => {
    const p = () => canaryPort;
    const forms = [
      `http://127.0.0.1:${p()}/`,
      `http://127.1:${p()}/`,
      `http://0:${p()}/`,
      `http://2130706433:${p()}/`,
      `http://0x7f000001:${p()}/`,
      `http://0177.0.0.1:${p()}/`,
      `http://[::1]:${p()}/`,
      `http://[::ffff:127.0.0.1]:${p()}/`,
      `http://[64:ff9b::7f00:1]:${p()}/`,
      `http://10.0.0.1:${p()}/`,
      `http://172.16.0.1:${p()}/`,
      `http://192.168.1.1:${p()}/`,
      `http://100.64.0.1:${p()}/`,
      `http://169.254.169.254:${p()}/latest/meta-data/`,
      `http://[fd00:ec2::254]:${p()}/`,
      `http://localhost:${p()}/`,
      'file:///etc/passwd',
      'ftp://fixture.test/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      `http://evil.test:${p()}/`,
      `http://rebind.test:${p()}/`,
      `http://mixed.test:${p()}/`,
      `http://six.test:${p()}/`,
      `http://fixture.test:${fixturePort}/redirect-inward`,
    ];
    for (const url of forms) {
      const res = await get(url);
      expect({ url, ok: res.ok }).toEqual({ url, ok: false });
    }
    expect(canaryConnections).toBe(0);
  });

  it('fetches from an allowed host and follows a same-host redirect', async () => {
    const res = await get(`http://fixture.test:${fixturePort}/redirect-ok`);
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.body.equals(png)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('stops redirect loops, oversize bodies and slow answers', async () => {
    expect(await get(`http://fixture.test:${fixturePort}/loop`)).toMatchObject({
      ok: false,
      reason: 'too many redirects',
    });
    expect(await get(`http://fixture.test:${fixturePort}/big`)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('larger than'),
    });
    expect(await get(`http://fixture.test:${fixturePort}/slow`, { timeoutMs: 300 })).toMatchObject({
      ok: false,
      reason: 'timed out',
    });
  });

  it('checkDestination: the same verdicts without connecting, for URLs stored now and fetched later', async () => {
    const refused = [
      'http://10.0.0.1/hook',
      'http://127.0.0.1/hook',
      'http://[::1]/hook',
      'http://localhost/hook',
      'http://evil.test/hook',
      'http://rebind.test/hook',
      'http://mixed.test/hook',
      'http://six.test/hook',
      'http://unknown.test/hook',
      'http://public.test:8080/hook',
      'ftp://public.test/hook',
      'http://user:pw@public.test/hook',
      'not a url',
    ];
    for (const url of refused) expect({ url, ok: (await client.checkDestination(url)).ok }).toEqual({ url, ok: false });
    expect(await client.checkDestination('http://evil.test/hook')).toEqual({
      ok: false,
      reason: 'address is not public',
    });
    expect(await client.checkDestination('http://unknown.test/hook')).toEqual({
      ok: false,
      reason: 'host does not resolve',
    });
    expect((await client.checkDestination('https://public.test/hook')).ok).toBe(true);
    expect((await client.checkDestination(`http://fixture.test:${fixturePort}/any`)).ok).toBe(true);
    expect(canaryConnections).toBe(0);
  });

  it('treats a redirect as a failure when redirects are not allowed (webhooks)', async () => {
    expect(await get(`http://fixture.test:${fixturePort}/redirect-ok`, { maxRedirects: 0 })).toMatchObject({
      ok: false,
    });
  });
});
