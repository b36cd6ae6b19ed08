import express from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import { fixedHeaders } from './fixed-headers';

/** The headers of GET / on an app with `middleware`, minus the ones that change per answer. */
async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('X-Powered-By', 'set before');
    next();
  });
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out = Object.fromEntries(res.headers.entries());
    delete out.date;
    return out;
  } finally {
    server.close();
  }
}

describe('fixedHeaders', () => {
  const directives = { 'img-src': ["'self'", 'data:'], 'script-src': ["'none'"], 'upgrade-insecure-requests': null };

  it('sends what helmet sends, header for header, removals included', async () => {
    for (const options of [
      { contentSecurityPolicy: { directives }, strictTransportSecurity: false },
      { contentSecurityPolicy: { directives }, strictTransportSecurity: true },
    ]) {
      const direct = await headersOf(helmet(options));
      expect(direct['content-security-policy']).toContain("script-src 'none'");
      expect(direct['x-powered-by']).toBeUndefined();
      expect(await headersOf(fixedHeaders(helmet(options)))).toEqual(direct);
    }
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const nonce = helmet({
      contentSecurityPolicy: { directives: { 'script-src': [(req) => `'nonce-${String(req.headers)}'`] } },
    });
    expect(() => fixedHeaders(nonce)).toThrow(/read req\.headers|depend on the request/);
  });
});
