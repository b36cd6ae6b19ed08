// The outside image providers against local fake HTTP servers: answers, failures, and answers
// meant to hurt (huge, mislabelled, SVG, a redirect inward), all through the real outbound guard.
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../../../platform/config/app-config';
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { ImageFinder } from './image-finder.service';
import { FoundImage, ImageGenerator, StockPhotoSource } from './image-source';
import { OpenAiImageGenerator } from './openai-image-generator';
import { PexelsStockPhotos } from './pexels-stock-photos';
import { providerName } from './stock-http';
import { UnsplashStockPhotos } from './unsplash-stock-photos';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface Fake {
  url: string;
  hits: { path: string; headers: IncomingMessage['headers']; body: string }[];
  route: (path: string, h: Handler) => void;
  close: () => Promise<void>;
}

async function fakeServer(): Promise<Fake> {
  const routes = new Map<string, Handler>();
  const hits: Fake['hits'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      hits.push({ path: req.url ?? '', headers: req.headers, body });
      const h = routes.get(path);
      if (h) h(req, res, body);
      else res.writeHead(404).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    route: (p, h) => routes.set(p, h),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

describe('image sources', () => {
  let fake: Fake;
  let http: SafeHttpClient;
  let jpeg: Buffer;
  const opts = (over: Partial<{ timeoutMs: number; maxBytes: number }> = {}) => ({
    url: fake.url,
    key: 'k-123',
    timeoutMs: 2000,
    maxBytes: 2_000_000,
    ...over,
  });
  const q = { query: 'mountain lake at dawn', width: 1200, height: 628 };

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(async () => {
    fake = await fakeServer();
    // the fakes listen on 127.0.0.1, which only an allow-listed host may reach
    http = new SafeHttpClient({ allowHosts: ['127.0.0.1'], allowedPorts: [80, 443] });
  });
  afterEach(async () => {
    await http.onModuleDestroy();
    await fake.close();
  });

  const searchAnswer = (src: string) => ({
    results: [
      {
        urls: { regular: src },
        user: { name: 'Ana Ruiz', links: { html: 'https://unsplash.test/@ana' } },
        links: { html: 'https://unsplash.test/photos/abc' },
      },
    ],
  });

  describe('stock photo search', () => {
    it('finds a photo, keeps the photographer credit, and caches by query', async () => {
      fake.route('/search/photos', (_req, res) => json(res, 200, searchAnswer(`${fake.url}/photo.jpg`)));
      fake.route('/photo.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
      const finder = new ImageFinder(new UnsplashStockPhotos(http, opts()), null);
      const warnings: string[] = [];
      const got = await finder.findImage(q, warnings);
      expect(got?.contentType).toBe('image/jpeg');
      expect(got?.buffer.equals(jpeg)).toBe(true);
      expect(got?.attribution).toBe('Photo by Ana Ruiz (https://unsplash.test/photos/abc)');
      expect(warnings).toEqual([]);
      const search = fake.hits[0];
      expect(search.path).toContain('query=mountain+lake+at+dawn');
      expect(search.path).toContain('orientation=landscape');
      expect(search.headers.authorization).toBe('Client-ID k-123');
      await finder.findImage({ ...q, query: '  Mountain lake at dawn ' });
      expect(fake.hits).toHaveLength(2);
    });

    it.each([
      [
        'a 500',
        (f: Fake) => f.route('/search/photos', (_req, res) => json(res, 500, { errors: ['boom'] })),
        /answered 500/,
      ],
      [
        'a slow answer',
        (f: Fake) => f.route('/search/photos', (_req, res) => setTimeout(() => json(res, 200, { results: [] }), 1500)),
        /timed out/,
      ],
      [
        'a huge image',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(300_000, 1)),
          ),
        /larger than 100000 bytes/,
      ],
      [
        'an HTML page',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>'),
          ),
        /text\/html, not an image/,
      ],
      [
        'HTML labelled as a PNG',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><html></html>'),
          ),
        /markup/,
      ],
      [
        'an SVG',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          ),
        /SVG/,
      ],
      [
        'an SVG labelled as a JPEG',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res
              .writeHead(200, { 'content-type': 'image/jpeg' })
              .end(
                '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feGaussianBlur stdDeviation="999"/></filter></svg>',
              ),
          ),
        /markup/,
      ],
      [
        'bytes that are no image',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(5000, 7)),
          ),
        /not a supported image/,
      ],
      [
        'a redirect to a private address',
        (f: Fake) =>
          f.route('/photo.jpg', (_req, res) =>
            res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
          ),
        /not public/,
      ],
    ])('gives no image and a warning on %s', async (_name, setup, reason) => {
      fake.route('/search/photos', (_req, res) => json(res, 200, searchAnswer(`${fake.url}/photo.jpg`)));
      setup(fake);
      const finder = new ImageFinder(new UnsplashStockPhotos(http, opts({ timeoutMs: 400, maxBytes: 100_000 })), null);
      const warnings: string[] = [];
      await expect(finder.findImage(q, warnings)).resolves.toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^stock photo search failed/);
      expect(warnings[0]).toMatch(reason);
    });

    it('says so when nothing matches', async () => {
      fake.route('/search/photos', (_req, res) => json(res, 200, { results: [] }));
      const warnings: string[] = [];
      await expect(
        new ImageFinder(new UnsplashStockPhotos(http, opts()), null).findImage(q, warnings),
      ).resolves.toBeUndefined();
      expect(warnings).toEqual([
        'no picture matches "mountain lake at dawn"; the design uses the built-in imagery instead',
      ]);
    });
  });

  describe('image generation', () => {
    it('generates through the OpenAI client, at the size nearest the format, when the search has nothing', async () => {
      const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c52' } })
        .png()
        .toBuffer();
      fake.route('/search/photos', (_req, res) => json(res, 200, { results: [] }));
      fake.route('/images/generations', (_req, res) =>
        json(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] }),
      );
      const finder = new ImageFinder(
        new UnsplashStockPhotos(http, opts()),
        new OpenAiImageGenerator(http, { ...opts(), model: 'gpt-image-1' }),
      );
      const warnings: string[] = [];
      const got = await finder.findImage({ query: 'a red bicycle', width: 1080, height: 1920 }, warnings);
      expect(got?.contentType).toBe('image/png');
      expect(got?.buffer.equals(png)).toBe(true);
      expect(got?.attribution).toBeUndefined();
      expect(warnings).toEqual([]);
      const gen = fake.hits.find((h) => h.path.startsWith('/images/generations'));
      expect(gen?.headers.authorization).toBe('Bearer k-123');
      expect(JSON.parse(gen?.body ?? '{}')).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: 1 });
      expect(JSON.parse(gen?.body ?? '{}').prompt).toContain('a red bicycle');
    });

    it.each([
      [
        'a 500, without a retry',
        (f: Fake) =>
          f.route('/images/generations', (_req, res) => json(res, 500, { error: { message: 'overloaded' } })),
        /500|overloaded/,
      ],
      [
        'a slow answer',
        (f: Fake) =>
          f.route('/images/generations', (_req, res) => setTimeout(() => json(res, 200, { data: [] }), 1500)),
        /timed out|timeout/i,
      ],
      [
        'an SVG',
        (f: Fake) =>
          f.route('/images/generations', (_req, res) =>
            json(res, 200, {
              data: [{ b64_json: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }],
            }),
          ),
        /markup/,
      ],
      [
        'a huge answer',
        (f: Fake) =>
          f.route('/images/generations', (_req, res) =>
            json(res, 200, { data: [{ b64_json: Buffer.alloc(400_000, 1).toString('base64') }] }),
          ),
        /larger than/,
      ],
      [
        'an image URL that redirects inward',
        (f: Fake) => {
          f.route('/images/generations', (_req, res) => json(res, 200, { data: [{ url: `${f.url}/out.png` }] }));
          f.route('/out.png', (_req, res) => res.writeHead(307, { location: 'http://10.0.0.7/out.png' }).end());
        },
        /not public/,
      ],
    ])('gives no image and a warning on %s', async (_name, setup, reason) => {
      setup(fake);
      const finder = new ImageFinder(
        null,
        new OpenAiImageGenerator(http, { ...opts({ timeoutMs: 400, maxBytes: 100_000 }), model: 'gpt-image-1' }),
      );
      const warnings: string[] = [];
      await expect(finder.findImage(q, warnings)).resolves.toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^image generation failed/);
      expect(warnings[0]).toMatch(reason);
      expect(fake.hits.filter((h) => h.path.startsWith('/images/generations'))).toHaveLength(1);
    });
  });

  it('is off without configuration, with a warning', async () => {
    const warnings: string[] = [];
    const finder = new ImageFinder(null, null);
    expect(finder.enabled).toBe(false);
    await expect(finder.findImage(q, warnings)).resolves.toBeUndefined();
    expect(warnings).toEqual(['no image source is configured; the design uses the built-in imagery instead']);
  });

  describe('configuration', () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      STORAGE_DIR: '/tmp/unused',
    };

    it('keeps both providers off by default', () => {
      const c = loadConfig(env).imageSources;
      expect(c.stock).toBeUndefined();
      expect(c.generation).toBeUndefined();
    });

    it('turns a provider on with its URL, and names a bad one', () => {
      const c = loadConfig({
        ...env,
        IMAGE_STOCK_URL: 'https://api.unsplash.com/',
        IMAGE_STOCK_KEY: 'abc',
        IMAGE_GEN_URL: 'https://api.openai.com/v1',
      }).imageSources;
      expect(c.stock).toEqual({ url: 'https://api.unsplash.com', key: 'abc', api: 'unsplash' });
      expect(c.generation).toEqual({
        url: 'https://api.openai.com/v1',
        key: undefined,
        model: 'gpt-image-1',
        timeoutMs: 60000,
      });
      expect(() => loadConfig({ ...env, IMAGE_GEN_URL: 'file:///etc/passwd' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, IMAGE_GEN_URL: 'file:///etc/passwd' })).toThrow(/IMAGE_GEN_URL/);
    });

    it('defaults to stock only when a stock provider is set, never to generation, and refuses a default with no provider', () => {
      expect(loadConfig(env).imageSources.defaultSource).toBe('builtin');
      expect(loadConfig({ ...env, IMAGE_STOCK_URL: 'https://api.unsplash.com' }).imageSources.defaultSource).toBe(
        'stock',
      );
      expect(loadConfig({ ...env, IMAGE_GEN_URL: 'https://api.openai.com/v1' }).imageSources.defaultSource).toBe(
        'builtin',
      );
      expect(
        loadConfig({ ...env, IMAGE_GEN_URL: 'https://api.openai.com/v1', IMAGE_SOURCE_DEFAULT: 'generated' })
          .imageSources.defaultSource,
      ).toBe('generated');
      expect(() => loadConfig({ ...env, IMAGE_SOURCE_DEFAULT: 'generated' })).toThrow(
        /IMAGE_SOURCE_DEFAULT: generated needs IMAGE_GEN_URL/,
      );
      expect(loadConfig(env).imageSources.creditCost).toBe(1);
    });
  });
});

describe('image finder cache and provider choice', () => {
  const q = { query: 'red bicycle', width: 1080, height: 1080 };
  const image = (n: number) => ({ buffer: Buffer.alloc(n, 1), contentType: 'image/jpeg' });

  class CountingStock extends StockPhotoSource {
    calls = 0;
    tracked = 0;
    constructor(private readonly size: number) {
      super();
    }
    search(): Promise<FoundImage | undefined> {
      this.calls++;
      return Promise.resolve({ ...image(this.size), downloadLocation: 'https://api.test/photos/1/download' });
    }
    override trackUse(): Promise<void> {
      this.tracked++;
      return Promise.reject(new Error('tracking is down'));
    }
  }
  class CountingGenerator extends ImageGenerator {
    calls = 0;
    generate(): Promise<FoundImage> {
      this.calls++;
      return Promise.resolve(image(10));
    }
  }

  it('keys by provider, query and orientation, and expires after the TTL', async () => {
    let now = 0;
    const stock = new CountingStock(100);
    const gen = new CountingGenerator();
    const finder = new ImageFinder(stock, gen, () => now, { maxBytes: 10_000, ttlMs: 1000 });
    await finder.findImage(q, [], 'stock');
    await finder.findImage({ ...q, query: 'Red Bicycle ' }, [], 'stock');
    expect(stock.calls).toBe(1);
    await finder.findImage({ ...q, width: 1920 }, [], 'stock'); // landscape: another key
    expect(stock.calls).toBe(2);
    await finder.findImage(q, [], 'generated'); // another provider: another key, and no stock call
    expect([stock.calls, gen.calls]).toEqual([2, 1]);
    now = 1001;
    await finder.findImage(q, [], 'stock');
    expect(stock.calls).toBe(3);
  });

  it('keeps at most its byte budget, dropping the least recently used', async () => {
    const stock = new CountingStock(1000);
    const finder = new ImageFinder(stock, null, () => 0, { maxBytes: 4000, ttlMs: 60_000 });
    for (const word of ['a1', 'b2', 'c3', 'd4', 'e5']) await finder.findImage({ ...q, query: word }, [], 'stock');
    expect(stock.calls).toBe(5);
    await finder.findImage({ ...q, query: 'e5' }, [], 'stock');
    expect(stock.calls).toBe(5);
    await finder.findImage({ ...q, query: 'a1' }, [], 'stock'); // evicted
    expect(stock.calls).toBe(6);
  });

  it('asks only the provider named, and says so when it is not configured', async () => {
    const gen = new CountingGenerator();
    const warnings: string[] = [];
    await expect(new ImageFinder(null, gen).findImage(q, warnings, 'stock')).resolves.toBeUndefined();
    expect(gen.calls).toBe(0);
    expect(warnings).toEqual(['no stock photo provider is configured; the design uses the built-in imagery instead']);
  });

  it('reports a used stock photo, and a tracking failure is only logged', async () => {
    const stock = new CountingStock(10);
    const finder = new ImageFinder(stock, null);
    const found = await finder.findImage(q, [], 'stock');
    await expect(finder.trackUse(found as FoundImage)).resolves.toBeUndefined();
    expect(stock.tracked).toBe(1);
  });
});

describe('Unsplash download tracking', () => {
  let fake: Fake;
  let http: SafeHttpClient;
  beforeEach(async () => {
    fake = await fakeServer();
    http = new SafeHttpClient({ allowHosts: ['127.0.0.1'], allowedPorts: [80, 443] });
  });
  afterEach(async () => {
    await http.onModuleDestroy();
    await fake.close();
  });

  it('calls the download location with the key on the API origin only, never elsewhere', async () => {
    fake.route('/photos/abc/download', (_req, res) => json(res, 200, { url: 'x' }));
    const stock = new UnsplashStockPhotos(http, { url: fake.url, key: 'k-9', timeoutMs: 1000, maxBytes: 1000 });
    await stock.trackUse({
      buffer: Buffer.alloc(1),
      contentType: 'image/jpeg',
      downloadLocation: `${fake.url}/photos/abc/download?ixid=1`,
    });
    expect(fake.hits.map((h) => h.path)).toEqual(['/photos/abc/download?ixid=1']);
    expect(fake.hits[0].headers.authorization).toBe('Client-ID k-9');
    await stock.trackUse({
      buffer: Buffer.alloc(1),
      contentType: 'image/jpeg',
      downloadLocation: 'http://127.0.0.2:9/steal',
    });
    expect(fake.hits).toHaveLength(1);
  });
});

describe('Pexels-shaped stock search', () => {
  let fake: Fake;
  let http: SafeHttpClient;
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(async () => {
    fake = await fakeServer();
    http = new SafeHttpClient({ allowHosts: ['127.0.0.1'], allowedPorts: [80, 443] });
  });
  afterEach(async () => {
    await http.onModuleDestroy();
    await fake.close();
  });
  const stock = (over: Partial<{ timeoutMs: number; maxBytes: number }> = {}) =>
    new PexelsStockPhotos(http, { url: fake.url, key: 'px-1', timeoutMs: 1000, maxBytes: 100_000, ...over });
  const answer = (src: string) => ({
    photos: [
      {
        url: 'https://www.pexels.test/photo/1',
        photographer: 'Kai Lee',
        photographer_url: 'javascript:alert(1)',
        src: { large2x: src, original: `${src}?orig` },
      },
    ],
  });

  it('searches with its own parameters and key header, and credits the photographer (never a javascript: link)', async () => {
    fake.route('/search', (_req, res) => json(res, 200, answer(`${fake.url}/p.jpg`)));
    fake.route('/p.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    const got = await stock().search({ query: 'summer sandals', width: 1080, height: 1080 });
    expect(got?.buffer.equals(jpeg)).toBe(true);
    expect(got?.credit).toEqual({
      source: 'stock',
      provider: '127.0.0.1',
      photographer: 'Kai Lee',
      photoUrl: 'https://www.pexels.test/photo/1',
    });
    expect(fake.hits[0].path).toContain('orientation=square');
    expect(fake.hits[0].path).toContain('query=summer+sandals');
    expect(fake.hits[0].headers.authorization).toBe('px-1');
    expect(fake.hits[1].path).toBe('/p.jpg');
  });

  it.each([
    ['a 429', (f: Fake) => f.route('/search', (_req, res) => json(res, 429, {})), /answered 429/],
    [
      'a huge image',
      (f: Fake) =>
        f.route('/p.jpg', (_req, res) =>
          res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(300_000, 1)),
        ),
      /larger than 100000 bytes/,
    ],
    [
      'a redirect inward',
      (f: Fake) => f.route('/p.jpg', (_req, res) => res.writeHead(302, { location: 'http://192.168.1.1/x.jpg' }).end()),
      /not public/,
    ],
  ])('throws on %s (the finder turns it into a warning)', async (_name, setup, reason) => {
    fake.route('/search', (_req, res) => json(res, 200, answer(`${fake.url}/p.jpg`)));
    setup(fake);
    await expect(stock().search({ query: 'x', width: 100, height: 100 })).rejects.toThrow(reason);
  });

  it('names the known providers in credits', () => {
    expect(providerName('https://api.pexels.com/v1')).toBe('Pexels');
    expect(providerName('https://api.unsplash.com')).toBe('Unsplash');
    expect(providerName('https://images.example.org/api')).toBe('images.example.org');
  });
});
