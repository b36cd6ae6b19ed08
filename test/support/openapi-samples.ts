// Request bodies as Swagger UI's "Try it out" pre-fills them from the document: every property,
// each from its `example`, else `default`, else its first enum value, else a value of its type
// (minimum for numbers). A test posts them and expects none to be refused as invalid.
type Schema = {
  $ref?: string;
  type?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

export function sampleOf(schema: Schema, schemas: Record<string, Schema>, depth = 0): unknown {
  if (depth > 8) return undefined;
  if (schema.$ref) return sampleOf(schemas[schema.$ref.split('/').pop() as string], schemas, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const first = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (first) return sampleOf(first, schemas, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, schemas, depth + 1)));
  if (schema.properties || schema.type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .map(([k, v]) => [k, sampleOf(v, schemas, depth + 1)])
        .filter(([, v]) => v !== undefined),
    );
  }
  switch (schema.type) {
    case 'array':
      return schema.items ? [sampleOf(schema.items, schemas, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return 'string'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return undefined;
  }
}
