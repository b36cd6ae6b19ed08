// Property-based fuzzing of every endpoint in the generated OpenAPI document (issue 9): hostile,
// invalid-by-construction input must get a 4xx in the envelope, never a 5xx, and write nothing.
// New endpoints are covered as soon as they are in the document. FUZZ_SEED=<n> replays a run.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeAccount, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { hostileParam, invalidBody, JsonSchema } from '../fuzz/invalid-input.arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  bodySchema?: JsonSchema;
  queryParams: string[];
  multipart: boolean;
}

// The committed document (the OpenAPI drift test keeps it equal to what the code generates), read
// at load time so that every operation is a test of its own.
const DOC = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { in: string; name: string }[] }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};
const BASE = '/live/v2';
const operations: Operation[] = Object.entries(DOC.paths)
  .filter(([path]) => path.startsWith(BASE))
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method as Operation['method'],
        path,
        bodySchema: content['application/json']?.schema,
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        multipart: Boolean(content['multipart/form-data']),
      };
    }),
  );
const schemas: Record<string, JsonSchema> = DOC.components.schemas;

describe(`fuzzing every endpoint (seed ${SEED}, ${RUNS} runs each; replay with FUZZ_SEED=${SEED})`, () => {
  let t: TestApp;
  let enterprise: TestAccount;
  let superuser: TestAccount;

  const resolve = (s: JsonSchema): JsonSchema => {
    if (s.$ref) return resolve(schemas[s.$ref.split('/').pop() as string] ?? {});
    if (s.allOf?.length) return resolve(s.allOf[0]);
    return s;
  };

  const tableCounts = async (): Promise<Record<string, number>> => {
    const tables: { table_name: string }[] = await t.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    const out: Record<string, number> = {};
    for (const { table_name } of tables)
      out[table_name] = Number((await t.db.query(`SELECT count(*)::int AS n FROM "${table_name}"`))[0].n);
    return out;
  };

  const keyFor = (path: string) =>
    path.includes('/enterprise/')
      ? enterprise.adminKey
      : path.includes('/super/')
        ? superuser.adminKey
        : enterprise.regularKey;

  beforeAll(async () => {
    t = await startTestApp();
    enterprise = await makeAccount(t.app, { kind: 'enterprise' });
    superuser = await makeAccount(t.app, { kind: 'superuser' });
    expect(t.base).toBe(BASE);
  });

  afterAll(() => t.close());

  it('finds endpoints to fuzz', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s: never 5xx, always a 4xx envelope, writes nothing',
    async (_name, op) => {
      {
        const before = await tableCounts();
        const hasPathParams = /\{[^}]+\}/.test(op.path);
        const bodyArb = op.bodySchema && !op.multipart ? invalidBody(op.bodySchema, resolve) : fc.constant(undefined);
        const queryArb = fc.dictionary(
          fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['unexpected'])),
          hostileParam,
          { maxKeys: 3 },
        );
        const mustFail = Boolean(op.bodySchema) || hasPathParams || op.queryParams.length > 0;
        await fc.assert(
          fc.asyncProperty(bodyArb, hostileParam, queryArb, async (body, param, query) => {
            const path = op.path.replace(/\{[^}]+\}/g, () => param);
            const qs = Object.entries(query)
              .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
              .join('&');
            const client = t.http();
            const req = client[op.method](`${path}${qs ? `?${qs}` : ''}`).set('service-api-key', keyFor(op.path));
            const res =
              body === undefined
                ? await req
                : await req.set('content-type', 'application/json').send(JSON.stringify(body));
            const where = `${op.method.toUpperCase()} ${op.path}`;
            expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
            if (res.status >= 400) {
              expect(res.body).toEqual({
                status: res.status,
                body: expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
              });
            }
            // A body invalid by construction must be refused by validation itself (422, or 413 when huge):
            // any other answer means some part of it slipped through to the handler.
            if (body !== undefined)
              expect({ where, status: res.status }).toEqual({ where, status: expect.toBeOneOf([422, 413]) });
            // GET lists may legitimately answer 200 to junk query params they ignore; writes must always fail.
            else if (mustFail && op.method !== 'get')
              expect({ where, status: res.status }).toEqual({ where, status: expect.toBeWithin4xx() });
          }),
          { numRuns: RUNS, seed: SEED },
        );
        expect({ op: `${op.method} ${op.path}`, counts: await tableCounts() }).toEqual({
          op: `${op.method} ${op.path}`,
          counts: before,
        });
      }
    },
    120_000,
  );
});

expect.extend({
  toBeOneOf(received: number, expected: number[]) {
    return {
      pass: expected.includes(received),
      message: () => `expected one of ${expected.join(', ')}, got ${received}`,
    };
  },
  toBeWithin4xx(received: number) {
    const pass = received >= 400 && received < 500;
    return { pass, message: () => `expected a 4xx status, got ${received}` };
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Expect {
      toBeWithin4xx(): unknown;
      toBeOneOf(expected: number[]): unknown;
    }
  }
}
