// A minimal S3-compatible HTTP server (path style) for testing the S3 adapter without a cloud:
// PUT/GET/DELETE object, ListObjectsV2 and DeleteObjects. Authentication is not checked.
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks)));
  });

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (b !== bucket) return res.writeHead(404).end();
    const body = await read(req);
    if (req.method === 'PUT' && key) {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      return res.writeHead(200, { etag: `"${body.length}-${key.length}"` }).end();
    }
    if (req.method === 'GET' && key) {
      const o = objects.get(key);
      if (!o)
        return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return res
        .writeHead(200, { 'content-type': o.contentType, 'content-length': o.body.length, etag: '"e"' })
        .end(o.body);
    }
    if (req.method === 'DELETE' && key) {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      const contents = keys
        .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`)
        .join('');
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
    }
    if (req.method === 'POST' && url.searchParams.has('delete')) {
      for (const m of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(m[1]);
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
    }
    res.writeHead(400).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
