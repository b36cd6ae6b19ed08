// The committed openapi.json must be what the code generates (run `npm run openapi:write` after
// changing a route or DTO), and every route must document its security and error answers.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { grantCredits, makeAccount, makePlans } from '../support/factories';
import { sampleOf } from '../support/openapi-samples';
import { startTestApp, TestApp } from '../support/test-app';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

type Op = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: object; examples?: Record<string, { value: unknown }> }> };
  responses: Record<
    string,
    {
      headers?: Record<string, unknown>;
      content?: Record<string, { examples?: Record<string, { value: { status: number } }> }>;
    }
  >;
};

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

  // npm run openapi:lint: Redocly's recommended rules and the stricter ones of redocly.yaml.
  it('passes redocly lint with zero errors', async () => {
    const out = await run(bin('redocly'), ['lint', FILE, '--format=stylish'], { cwd: ROOT }).catch(
      (e: { stdout: string; stderr: string }) => e,
    );
    expect(`${out.stdout}${out.stderr}`).toContain('Your API description is valid');
  }, 60000);

  // npm run client:check: clients/typescript/src/schema.d.ts is what openapi-typescript makes of openapi.json.
  it('has the typed client generated from it, up to date', async () => {
    const args = [
      'openapi.json',
      '--default-non-nullable=false',
      '-o',
      'clients/typescript/src/schema.d.ts',
      '--check',
    ];
    const out = await run(bin('openapi-typescript'), args, { cwd: ROOT }).then(
      () => 'up to date',
      (e: { stdout: string; stderr: string }) => `${e.stdout}${e.stderr}`,
    );
    expect(out).toBe('up to date');
  }, 60000);

  const operations = () =>
    Object.entries(doc.paths as unknown as Record<string, Record<string, Op>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, path, op })),
    );

  it('names every operation as a person would, once; every tag is declared with a description', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id ?? '') || /Controller/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Map(
      ((doc as unknown as { tags: { name: string; description?: string }[] }).tags ?? []).map((t) => [
        t.name,
        t.description,
      ]),
    );
    const used = new Set(operations().flatMap((o) => o.op.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
    expect(ids).toEqual(
      expect.arrayContaining(['createDesignsFromPrompt', 'getRequestStatus', 'createWebhook', 'testWebhook']),
    );
  });

  it('never lets the bearer token stand alone: every security alternative includes the API key', () => {
    for (const { id, op } of operations().filter((o) => o.path.startsWith(t.base))) {
      for (const alternative of op.security ?? [])
        expect({ id, alternative: Object.keys(alternative) }).toEqual({
          id,
          alternative: expect.arrayContaining(['service-api-key']),
        });
    }
  });

  it('shows each error status with examples of its own status, and the response headers', () => {
    for (const { id, op } of operations().filter((o) => o.path.startsWith(t.base))) {
      for (const [status, response] of Object.entries(op.responses)) {
        expect({ id, status, requestId: Boolean(response.headers?.['x-request-id']) }).toEqual({
          id,
          status,
          requestId: true,
        });
        if (Number(status) < 400) continue;
        const examples = Object.values(response.content?.['application/json']?.examples ?? {});
        expect({ id, status, examples: examples.length > 0 }).toEqual({ id, status, examples: true });
        for (const example of examples)
          expect({ id, status, example: example.value.status }).toEqual({ id, status, example: Number(status) });
        if (status === '429')
          expect({ id, retryAfter: Boolean(response.headers?.['Retry-After']) }).toEqual({ id, retryAfter: true });
      }
    }
    const design = (doc.paths as unknown as Record<string, Record<string, Op>>)[`${t.base}/general/designs-from-prompt`]
      .post;
    expect(Object.keys(design.responses['202'].headers ?? {})).toEqual(
      expect.arrayContaining(['Location', 'RateLimit-Remaining', 'Idempotent-Replayed']),
    );
  });

  // What Swagger UI's "Try it out" pre-fills must not be refused as invalid input.
  it('documents request bodies whose pre-filled examples pass validation (no 422)', async () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, object> } }).components.schemas;
    const enterprise = await makeAccount(t.app);
    const superuser = await makeAccount(t.app, { kind: 'superuser' });
    await grantCredits(t.app, enterprise.accountId, 1000);
    await grantCredits(t.app, superuser.accountId, 1000);
    await makePlans(t.app, enterprise.accountId);
    await makePlans(t.app, superuser.accountId);
    const keyFor = (path: string) =>
      path.includes('/enterprise/')
        ? enterprise.adminKey
        : path.includes('/super/')
          ? superuser.adminKey
          : enterprise.regularKey;
    const answers: { id: string; status: number; errors?: unknown }[] = [];
    for (const { id, path, method, op } of operations()) {
      const json = op.requestBody?.content['application/json'];
      if (method !== 'post' || !json || /[{}]/.test(path)) continue;
      // Swagger UI pre-fills the first documented example, else one built from the schema.
      const body = json.examples ? Object.values(json.examples)[0].value : sampleOf(json.schema, schemas);
      const res = await t
        .http()
        .post(path)
        .set('service-api-key', keyFor(path))
        .set('prefer', 'respond-async')
        .send(body as object);
      answers.push({ id, status: res.status, ...(res.status === 422 ? { errors: res.body.body.errors } : {}) });
    }
    expect(answers.length).toBeGreaterThanOrEqual(10);
    // This machine has no DNS: an example URL on a public host is refused as not resolving here,
    // an environmental answer, not an invalid example.
    const offline = (a: { errors?: unknown }) =>
      /host does not resolve|host not found/.test(JSON.stringify(a.errors ?? []));
    expect(answers.filter((a) => (a.status === 422 && !offline(a)) || a.status >= 500)).toEqual([]);
  });

  it('has no empty schema (a generator would type it as unknown)', () => {
    const empty: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const at = `${path}/${key}`;
        const isSchema = key === 'schema' || key === 'items' || path.endsWith('/properties');
        const meaningful =
          value && typeof value === 'object' && !Array.isArray(value)
            ? Object.keys(value).filter((k) => !['description', 'example', 'nullable'].includes(k))
            : ['-'];
        if (isSchema && meaningful.length === 0) empty.push(at);
        walk(value, at);
      }
    };
    walk(doc, '');
    expect(empty).toEqual([]);
  });

  it('has no dangling schema reference', () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
    const refs = new Set(generated.match(/#\/components\/schemas\/[A-Za-z0-9_]+/g) ?? []);
    expect([...refs].map((r) => r.split('/').pop() as string).filter((name) => !(name in schemas))).toEqual([]);
  });

  it('documents the key scheme and the 401/403/500 answers on every route under the base path', () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(t.base))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
      );
    expect(operations.length).toBeGreaterThan(0);
    for (const { id, op } of operations) {
      expect({ id, security: op.security }).toEqual({
        id,
        security: expect.arrayContaining([{ 'service-api-key': [] }]),
      });
      for (const status of ['401', '403', '500'])
        expect({ id, status, documented: status in op.responses }).toEqual({ id, status, documented: true });
    }
  });
});
