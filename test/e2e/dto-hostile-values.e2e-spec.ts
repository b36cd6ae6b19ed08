// Property-based (issue 18.3): for every field of every request DTO, found from the
// class-validator metadata (nested DTOs through class-transformer's @Type), a hostile value put at
// that field of an otherwise valid body is a 4xx naming that field, never a 5xx, and writes nothing
// (every table's row count unchanged). New fields are covered as soon as they are declared.
// FUZZ_SEED=<n> replays a run.
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { SetUserCreditLimitDto } from '../../src/modules/billing/credits.dto';
import { ContentFromPromptDto } from '../../src/modules/content/content.dto';
import { DesignFromContentDto, DesignFromPromptDto } from '../../src/modules/designs/designs.dto';
import { RefreshTokenDto } from '../../src/modules/identity/sessions.dto';
import { LoginUserDto, UpdateUserPlanDto, UserRefDto } from '../../src/modules/users/users.dto';
import { CreateWebhookDto } from '../../src/modules/webhooks/webhooks.dto';
import { PROMPT_BODY } from '../support/designs';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';
interface Field {
  path: (string | number)[];
  kind: Kind;
}

type Dto = abstract new () => object;

// class-transformer's @Type registry (its storage module ships no type declarations).
interface TypeStorageModule {
  defaultMetadataStorage: {
    findTypeMetadata(target: unknown, property: string): { typeFunction(): Dto } | undefined;
  };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const storageModule = require('class-transformer/cjs/storage') as TypeStorageModule;
const typeStorage = storageModule.defaultMetadataStorage;

/** Every field of a DTO, nested DTOs included (an array of DTOs is entered at its element 0). */
function fieldsOf(cls: Dto, prefix: (string | number)[] = [], depth = 0): Field[] {
  const byProperty = new Map<string, Set<string>>();
  for (const md of getMetadataStorage().getTargetValidationMetadatas(cls as never, '', true, false)) {
    const names = byProperty.get(md.propertyName) ?? new Set<string>();
    const constraint = md.constraintCls
      ? getMetadataStorage().getTargetValidatorConstraints(md.constraintCls)[0]?.name
      : undefined;
    names.add(constraint ?? md.type);
    if (md.each) names.add('each');
    byProperty.set(md.propertyName, names);
  }
  const out: Field[] = [];
  for (const [property, names] of byProperty) {
    const path = [...prefix, property];
    const kind: Kind = names.has('isArray')
      ? 'array'
      : names.has('isObject') || names.has('nestedValidation')
        ? 'object'
        : names.has('isInt') || names.has('isNumber') || names.has('min') || names.has('max')
          ? 'number'
          : names.has('isBoolean')
            ? 'boolean'
            : names.has('isString') || names.has('matches') || names.has('isIn')
              ? 'string'
              : 'unknown';
    out.push({ path, kind });
    const nested = typeStorage.findTypeMetadata(cls, property);
    if (nested && depth < 3)
      out.push(...fieldsOf(nested.typeFunction(), kind === 'array' ? [...path, 0] : path, depth + 1));
  }
  return out;
}

/** Values no field accepts, whatever its type (the type-specific ones follow). */
const ALWAYS_HOSTILE: unknown[] = [null, 'a\u0000b', '\ud800', 'x\udfffy', [[]], [null], [{ x: [[]] }]];
const WRONG_TYPE: Record<Kind, unknown[]> = {
  string: [{}, 42, ['a'], true],
  number: ['5', {}, [1], 'NaN'],
  boolean: ['true', 1, {}],
  array: [{}, 'a,b', 7, { 0: 'a' }],
  object: [[], 'object', 42, [{}]],
  unknown: [{ nested: { deep: [[]] } }],
};

function withValue(base: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const body = structuredClone(base);
  let node: Record<string | number, unknown> = body;
  path.slice(0, -1).forEach((key, i) => {
    const next = path[i + 1];
    const existing = node[key];
    if (existing === undefined || existing === null || typeof existing !== 'object')
      node[key] = typeof next === 'number' ? [] : {};
    if (typeof next === 'number' && !Array.isArray(node[key])) node[key] = [];
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = value;
  return body;
}

const fieldName = (path: (string | number)[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

interface Route {
  name: string;
  path: string;
  dto: Dto;
  key: 'admin' | 'regular';
  body: Record<string, unknown>;
}

const DOCUMENT = [[{ type: 'title', value: 'Autumn coffee tasting' }]];
const BRAND = {
  brandName: 'Sunny',
  brandDescription: 'Handmade summer footwear.',
  brandColors: ['#ff6600'],
  brandFonts: [{ name: 'Lato', type: 'body' }],
  brandPersona: {},
};
const ROUTES: Route[] = [
  {
    name: 'designs-from-prompt',
    path: 'general/designs-from-prompt',
    dto: DesignFromPromptDto,
    key: 'regular',
    body: {
      ...PROMPT_BODY,
      medias: [{ url: 'https://example.com/a.png', imagePreference: {} }],
      settings: { fontGroups: [{ name: 'Lato', type: 'body' }] },
      fontGroups: [{ name: 'Lato', type: 'body' }],
    },
  },
  {
    name: 'designs-from-content',
    path: 'general/designs-from-content',
    dto: DesignFromContentDto,
    key: 'regular',
    body: { type: PROMPT_BODY.type, subtype: PROMPT_BODY.subtype, numOfVariants: 1, documentJson: DOCUMENT },
  },
  {
    name: 'content-from-prompt',
    path: 'general/content-from-prompt',
    dto: ContentFromPromptDto,
    key: 'regular',
    body: { prompt: PROMPT_BODY.prompt, type: PROMPT_BODY.type, subtype: PROMPT_BODY.subtype },
  },
  {
    name: 'login-user',
    path: 'enterprise/login-user',
    dto: LoginUserDto,
    key: 'admin',
    body: { abstractUserId: 'fuzz-user', planId: 'pro', brand: BRAND },
  },
  {
    name: 'update-user-plan',
    path: 'enterprise/update-user-plan',
    dto: UpdateUserPlanDto,
    key: 'admin',
    body: { abstractUserId: 'fuzz-user', planId: 'pro' },
  },
  {
    name: 'delete-user',
    path: 'enterprise/delete-user',
    dto: UserRefDto,
    key: 'admin',
    body: { abstractUserId: 'fuzz-user' },
  },
  {
    name: 'set-user-credit-limit',
    path: 'enterprise/set-user-credit-limit',
    dto: SetUserCreditLimitDto,
    key: 'admin',
    body: { abstractUserId: 'fuzz-user', creditLimit: 5 },
  },
  {
    name: 'webhooks',
    path: 'general/webhooks',
    dto: CreateWebhookDto,
    key: 'regular',
    body: { url: 'https://example.com/hook', events: ['design.completed'] },
  },
  {
    name: 'refresh-token',
    path: 'auth/refresh-token',
    dto: RefreshTokenDto,
    key: 'regular',
    body: { refreshToken: 'rt_x' },
  },
];

describe(`hostile values in every DTO field (seed ${SEED}, ${RUNS} runs per route; replay with FUZZ_SEED=${SEED})`, () => {
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 1000);
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'fuzz-user' });
    expect(login.status).toBe(200);
  });
  afterAll(() => t.close());

  const rowCounts = async (): Promise<string> => {
    const tables: { table_name: string }[] = await t.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'sessions', 'refresh_tokens')`,
    );
    const counts = await t.db.query(
      tables.map((x) => `SELECT '${x.table_name}' AS t, count(*)::int AS n FROM "${x.table_name}"`).join(' UNION ALL '),
    );
    return JSON.stringify(counts.sort((x: { t: string }, y: { t: string }) => x.t.localeCompare(y.t)));
  };

  it('finds the fields of every DTO, nested ones included', () => {
    const names = fieldsOf(DesignFromPromptDto).map((f) => fieldName(f.path));
    expect(names).toEqual(
      expect.arrayContaining([
        'prompt',
        'dimension.width',
        'medias[0].imagePreference',
        'settings.fontGroups[0].name',
        'fontGroups[0].type',
      ]),
    );
    expect(fieldsOf(LoginUserDto).map((f) => fieldName(f.path))).toEqual(
      expect.arrayContaining(['planId', 'brand.brandFonts[0].name', 'brand.brandPersona']),
    );
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))(
    '%s: a hostile value in any field is a 4xx naming it, never 5xx, nothing written',
    async (_name, route) => {
      const fields = fieldsOf(route.dto);
      expect(fields.length).toBeGreaterThan(0);
      const hostile = fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field), fc.constantFrom(...ALWAYS_HOSTILE, ...WRONG_TYPE[field.kind])));
      await fc.assert(
        fc.asyncProperty(hostile, async ([field, value]) => {
          const before = await rowCounts();
          const body = withValue(route.body, field.path, value);
          const res = await t
            .http()
            .post(`${t.base}/${route.path}`)
            .set('service-api-key', route.key === 'admin' ? a.adminKey : a.regularKey)
            .set('prefer', 'respond-async')
            .send(body);
          const name = fieldName(field.path);
          const named = (res.body?.body?.errors ?? []).some(
            (e: { field: string }) =>
              e.field === name ||
              e.field.startsWith(`${name}.`) ||
              e.field.startsWith(`${name}[`) ||
              name.startsWith(`${e.field}.`) ||
              name.startsWith(`${e.field}[`),
          );
          if (res.status >= 500 || res.status < 400 || !named)
            throw new Error(`${name} = ${JSON.stringify(value)}: ${res.status} ${JSON.stringify(res.body)}`);
          expect(await rowCounts()).toBe(before);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
