// The committed openapi.json must be what the code generates (run `npm run openapi:write` after
// changing a route or DTO), and every route must document its security and error answers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { startTestApp, TestApp } from '../support/test-app';

const FILE = join(__dirname, '..', '..', 'openapi.json');

describe('OpenAPI document', () => {
  let t: TestApp;
  let generated: string;
  let doc: { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    t = await startTestApp();
    doc = buildOpenApiDocument(t.app) as never;
    generated = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(FILE, generated);
  });

  afterAll(() => t.close());

  it('matches the committed openapi.json', () => {
    expect(existsSync(FILE)).toBe(true);
    expect(readFileSync(FILE, 'utf8')).toBe(generated);
  });

  it('has no dangling schema reference', () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
    const refs = new Set(generated.match(/#\/components\/schemas\/[A-Za-z0-9_]+/g) ?? []);
    expect([...refs].map((r) => r.split('/').pop() as string).filter((name) => !(name in schemas))).toEqual([]);
  });

  it('documents the key scheme and the 401/403/500 answers on every route under the base path', () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(t.base))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(0);
    for (const { id, op } of operations) {
      expect({ id, security: op.security }).toEqual({ id, security: expect.arrayContaining([{ 'service-api-key': [] }]) });
      for (const status of ['401', '403', '500']) expect({ id, status, documented: status in op.responses }).toEqual({ id, status, documented: true });
    }
  });
});
