// fast-check arbitraries for request bodies that are invalid by construction: a body built from the
// operation's JSON schema, sprinkled with hostile values (NUL bytes, lone surrogates, __proto__,
// huge strings, deep nesting, edge numbers), plus at least one mutation the validator must refuse.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  enum?: unknown[];
  $ref?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export type Resolve = (s: JsonSchema) => JsonSchema;

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '💥🎨',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    '${7*7}',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const edgeNumber = fc.constantFrom(0, -0, -1, 1.5, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, 5e-324, 2147483648);
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { d: deep(depth - 1) });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  edgeNumber,
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')),
  fc.constant(deep(60)),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.integer(), { minLength: 500, maxLength: 2000 }),
);

/** A value that is of the wrong JSON type for the schema. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return fc.oneof(edgeNumber, fc.boolean(), fc.constant(null), fc.constant(['a']), fc.constant({ a: 1 }));
    case 'integer':
      return fc.oneof(
        fc.constant('5'),
        fc.constant(1.5),
        fc.constant(1e20),
        fc.constant(null),
        fc.constant([1]),
        fc.constant(true),
      );
    case 'number':
      return fc.oneof(fc.constant('5'), fc.constant(null), fc.constant([1]), fc.constant({}));
    case 'boolean':
      return fc.oneof(fc.constant('true'), fc.constant(1), fc.constant(null));
    case 'array':
      return fc.oneof(fc.constant('a,b'), fc.constant({ 0: 'a' }), fc.constant(7), fc.constant(null));
    default:
      return fc.oneof(fc.constant('object?'), fc.constant([]), fc.constant(42), fc.constant(null));
  }
}

/** Values that break one rule of the schema (range, length, size), when it has such a rule. */
function brokenRule(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  if (schema.enum) return fc.constantFrom('not-in-enum', '', 'ENUM');
  if (
    (schema.type === 'integer' || schema.type === 'number') &&
    (schema.minimum !== undefined || schema.maximum !== undefined)
  ) {
    const options = [
      schema.minimum !== undefined ? schema.minimum - 1 : null,
      schema.maximum !== undefined ? schema.maximum + 1 : null,
    ].filter((v): v is number => v !== null);
    return fc.constantFrom(...options);
  }
  if (schema.type === 'string' && schema.maxLength !== undefined) return fc.constant('y'.repeat(schema.maxLength + 1));
  if (schema.type === 'string' && schema.minLength !== undefined && schema.minLength > 0) return fc.constant('');
  if (schema.type === 'array' && schema.maxItems !== undefined)
    return fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 'z'));
  return null;
}

function sample(schema: JsonSchema, resolve: Resolve, depth = 0): unknown {
  const s = resolve(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      return 'sample';
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return s.items && depth < 4 ? [sample(s.items, resolve, depth + 1)] : [];
    default: {
      const out: Record<string, unknown> = {};
      if (depth < 4) for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, resolve, depth + 1);
      return out;
    }
  }
}

/** Every invalid body for an object schema: one guaranteed violation, plus hostile noise elsewhere. */
export function invalidBody(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const props = Object.entries(s.properties ?? {});
  const base = () => sample(s, resolve) as Record<string, unknown>;

  const notAnObject = fc.oneof(
    fc.constant([]),
    fc.constant('body'),
    fc.constant(42),
    fc.constant(null),
    fc.constant([base()]),
  );
  const extraProperty = fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownField', 'isAdmin', 'accountId'),
      hostileValue,
    )
    .map(([k, v]) => JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}}`) as Record<string, unknown>)
    // Spread, not Object.assign: assign would turn an own "__proto__" key into a prototype change.
    .map((extra) => ({ ...base(), ...extra }));
  const arbitraries: fc.Arbitrary<unknown>[] = [notAnObject, extraProperty];

  if (props.length) {
    arbitraries.push(
      fc
        .constantFrom(...props)
        .chain(([name, prop]) => wrongType(resolve(prop)).map((v) => ({ ...base(), [name]: v }))),
      fc.constantFrom(...props).chain(([name]) =>
        fc.tuple(fc.constantFrom(...props), hostileValue).map(([[other], noise]) => {
          // a hostile value in one field, and the required/typed field `name` broken for sure
          const body = { ...base(), [other]: noise };
          body[name] = resolve(s.properties?.[name] ?? {}).type === 'string' ? 12345 : 'wrong-type';
          return body;
        }),
      ),
    );
    const ruled = props.map(([name, prop]) => [name, brokenRule(resolve(prop))] as const).filter(([, a]) => a !== null);
    if (ruled.length)
      arbitraries.push(
        fc
          .constantFrom(...ruled)
          .chain(([name, arb]) => (arb as fc.Arbitrary<unknown>).map((v) => ({ ...base(), [name]: v }))),
      );
  }
  for (const required of s.required ?? []) {
    arbitraries.push(
      fc.constant(required).map((name) => {
        const body = base();
        delete body[name];
        return body;
      }),
    );
  }
  return fc.oneof(...arbitraries);
}

/** Hostile path and query values: ids that are not ids, numbers that are not numbers. */
export const hostileParam = fc.oneof(
  fc.constantFrom(
    '%00',
    '..%2F..%2Fetc',
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    'NaN',
    '%F0%9F%92%A5',
    "1' OR '1'='1",
    'a'.repeat(600),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ minLength: 1, maxLength: 50 }).map(encodeURIComponent),
  fc.uuid(),
);
